#!/usr/bin/env node
// Builds the app, serves it, and saves screenshots: home and a session at 1024x768 (landscape) and 768x1024
// (portrait), in day and night themes, to .tmp/screenshots/, plus docs/screenshot.png for the README.
//   node scripts/screenshot.js [--no-build]   (--no-build reuses the last build in .tmp/screenshot-dist)
import { execSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const OUT = '.tmp/screenshots';
mkdirSync(OUT, { recursive: true });
mkdirSync('docs', { recursive: true });
// A build folder of its own, so a concurrent build of dist/ cannot swap files under the browser.
const outDir = '.tmp/screenshot-dist';
if (!process.argv.includes('--no-build'))
  execSync(`npx vite build --logLevel warn --outDir ${outDir} --emptyOutDir`, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });

const server = await preview({
  build: { outDir },
  preview: { port: 0, strictPort: false, open: false },
  logLevel: 'warn',
});
const base = server.resolvedUrls?.local[0] ?? 'http://localhost:4173/';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

async function shoot(name, viewport, theme, steps) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    colorScheme: theme === 'night' ? 'dark' : 'light',
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`[${name}] page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && console.error(`[${name}] console: ${m.text()}`));
  await page.goto(base);
  await page.evaluate(
    (t) => localStorage.setItem('umpire.settings', JSON.stringify({ theme: t, dice: 'roll', textScale: 1 })),
    theme,
  );
  await page.reload();
  await page.locator('umpire-home').waitFor();
  await steps(page);
  await page.waitForTimeout(400);
  const file = `${OUT}/${name}.png`;
  await page.screenshot({ path: file });
  console.log(file);
  await context.close();
  return file;
}

async function openSession(page, system = 'crowbar') {
  await page
    .getByRole('button', { name: new RegExp(`New session of .*`) })
    .first()
    .waitFor();
  await page
    .locator(`umpire-system-card[data-system="${system}"]`)
    .getByRole('button', { name: /New session/ })
    .click();
  // Systems with setup choices ask for them first; the defaults are taken.
  await page.locator('umpire-session-view, umpire-confirm dialog').first().waitFor();
  const start = page.locator('umpire-confirm dialog').getByRole('button', { name: 'Start' });
  if (await start.isVisible()) await start.click();
  await page.locator('umpire-session-view').waitFor();
  await page.waitForTimeout(300);
}

/** Opens a procedure from the session's Procedures drawer. */
async function openProcedure(page, title) {
  await page.getByRole('button', { name: 'Procedures', exact: true }).click();
  await page.locator('#procs umpire-procedure-list').getByRole('button', { name: title }).click();
  await page.locator('umpire-procedure-panel h2').waitFor();
}

try {
  const land = { width: 1024, height: 768 };
  const port = { width: 768, height: 1024 };
  await shoot('home-landscape-day', land, 'day', async () => {});
  await shoot('home-portrait-night', port, 'night', async () => {});
  const resolve = async (page) => {
    await openSession(page);
    await openProcedure(page, /^J-Projector launch/);
    const roll = page.getByRole('button', { name: /^Roll/ });
    if (await roll.count()) {
      await roll.first().click();
      await page.waitForTimeout(900);
    }
  };
  await shoot('session-landscape-day', land, 'day', resolve);
  await shoot('session-portrait-day', port, 'day', resolve);
  await shoot('session-landscape-night', land, 'night', resolve);
  const docs = await shoot('session-brecourt-landscape', land, 'day', async (page) => {
    await openSession(page, 'brecourt');
    await page.waitForTimeout(300);
  });
  await shoot('session-bloody-omaha-portrait', port, 'night', async (page) => {
    await openSession(page, 'bloody-omaha');
  });
  await shoot('session-typed-dice', land, 'day', async (page) => {
    await openSession(page, 'bloody-beach');
    await openProcedure(page, /^Efficiency Check/);
    await page.getByRole('radio', { name: 'Enter dice' }).click();
  });
  await shoot('rules-notes', land, 'day', async (page) => {
    await openSession(page, 'brecourt');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: /Rules notes/ }).click();
    await page.getByRole('heading', { name: /Rules notes/ }).waitFor();
  });
  await shoot('session-log-open', land, 'day', async (page) => {
    await resolve(page);
    await page.getByRole('button', { name: /^Roll/ }).first().click();
    await page.waitForTimeout(900);
    await page.getByRole('button', { name: 'Log' }).click();
  });
  await shoot('home-with-sessions', land, 'day', async (page) => {
    await resolve(page);
    await page.goto(base);
    await page.locator('umpire-session-row').first().waitFor();
  });
  await shoot('home-delete-dialog', land, 'night', async (page) => {
    await resolve(page);
    await page.goto(base);
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
  });
  execSync(`cp ${docs} docs/screenshot.png`);
  console.log('docs/screenshot.png');
} finally {
  await browser.close();
  await new Promise((r) => server.httpServer.close(r));
}
