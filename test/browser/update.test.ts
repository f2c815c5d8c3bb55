import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { readFile, rm } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { freshPage, launch, openProcedure, startSession } from './browser.ts';

/**
 * A new version of the app waits for the person to accept it. Two real builds of the app, told apart by a
 * build label in index.html, are served from one address; the test swaps which one the server sends, asks the
 * service worker to look for an update (as the app does now and then), and watches what the page does.
 */

const DIR = resolve(`.tmp/update-test-${process.pid}`);
const V1 = join(DIR, 'v1');
const V2 = join(DIR, 'v2');
let served = V1;
let server: Server;
let base = '';
let browser: Browser;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** Builds the app into `outDir` with `label` in index.html (a production build, as global-setup makes). */
async function buildLabelled(outDir: string, label: string): Promise<void> {
  const env = process.env.NODE_ENV;
  // vitest sets NODE_ENV=test, which would make Vite build a development bundle (no service worker).
  process.env.NODE_ENV = 'production';
  try {
    await build({
      logLevel: 'warn',
      mode: 'production',
      build: { outDir, emptyOutDir: true },
      plugins: [
        {
          name: 'umpire-test-build-label',
          transformIndexHtml: (html: string) =>
            html.replace('</head>', `<meta name="umpire-test-build" content="${label}"></head>`),
        },
      ],
    });
  } finally {
    process.env.NODE_ENV = env;
  }
}

/** A static server whose folder can be swapped between requests, with the app's fallback to index.html. */
function serve(): Promise<Server> {
  const s = createServer((req, res) => {
    void (async () => {
      const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
        /^(\.\.[/\\])+/,
        '',
      );
      let file = join(served, path.endsWith('/') ? `${path}index.html` : path);
      let body: Buffer;
      try {
        body = await readFile(file);
      } catch {
        file = join(served, 'index.html');
        body = await readFile(file);
      }
      res.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
      });
      res.end(body);
    })().catch((e: unknown) => {
      res.writeHead(500);
      res.end(String(e));
    });
  });
  return new Promise((ok) => s.listen(0, '127.0.0.1', () => ok(s)));
}

const buildLabel = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="umpire-test-build"]')?.getAttribute('content') ?? '');

/** Asks the browser to look for a new service worker now (the app does this hourly). */
async function checkForUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    if (!reg) throw new Error('no service worker registered');
    await reg.update();
  });
}

beforeAll(async () => {
  await buildLabelled(V1, 'v1');
  await buildLabelled(V2, 'v2');
  server = await serve();
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  browser = await launch();
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((ok) => (server ? server.close(() => ok()) : ok()));
  await rm(DIR, { recursive: true, force: true });
});

describe('a new version waits for the person', () => {
  it('in a session: the prompt appears without a reload, and the new version loads only when accepted', async () => {
    served = V1;
    const { context, page, errors } = await freshPage(browser);
    await page.goto(base);
    await page.getByRole('heading', { name: 'Systems' }).waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // A returning visitor: the page is controlled by the installed version.
    await page.reload();
    await page.getByRole('heading', { name: 'Systems' }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await buildLabel(page)).toBe('v1');

    // A game under way: a result on screen.
    await startSession(page, 'Crowbar!');
    await openProcedure(page, 'J-Projector launch');
    await page.getByRole('radio', { name: 'Enter dice' }).click();
    await page.getByRole('button', { name: 'Add 6 to Combat Dice' }).click();
    await page.getByRole('button', { name: 'Add 6 to Combat Dice' }).click();
    await page.getByRole('button', { name: 'Resolve with these dice' }).click();
    await page.locator('umpire-result-card .summary').getByText('Firm Hold', { exact: true }).waitFor();
    const url = page.url();
    // What a reload would wipe: a mark on the window.
    await page.evaluate(() => ((window as { umpireMark?: string }).umpireMark = 'no reload'));

    served = V2;
    await checkForUpdate(page);
    const accept = page.getByRole('button', { name: 'New version ready - reload' });
    await accept.waitFor({ timeout: 60_000 });
    // The new version is installed and waiting; this page has not moved.
    const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state);
    expect(waiting).toBe('installed');
    await new Promise((r) => setTimeout(r, 1500));
    expect(await page.evaluate(() => (window as { umpireMark?: string }).umpireMark)).toBe('no reload');
    expect(page.url()).toBe(url);
    expect(await buildLabel(page)).toBe('v1');
    expect(await page.locator('umpire-result-card .summary').textContent()).toBe('Firm Hold');

    // "Later" takes the note off this screen, uncovering what lay under it; opened again, the screen shows it.
    await page.getByRole('button', { name: 'Later', exact: true }).click();
    expect(await accept.count()).toBe(0);
    expect(await page.locator('umpire-result-card .summary').isVisible()).toBe(true);
    await page.goBack();
    await page.getByRole('heading', { name: 'Systems' }).waitFor();
    await page.goForward();
    await accept.waitFor();
    expect(page.url()).toBe(url);

    await accept.click();
    await page.waitForFunction(() => (window as { umpireMark?: string }).umpireMark === undefined, undefined, {
      timeout: 60_000,
    });
    await expect.poll(() => buildLabel(page), { timeout: 30_000 }).toBe('v2');
    // The same session, its log intact, under the new version.
    expect(page.url()).toBe(url);
    await page.getByRole('button', { name: 'Log' }).click();
    await page.locator('umpire-session-log li[data-seq="1"] umpire-told .out').getByText('Firm Hold').waitFor();
    expect(await page.getByRole('button', { name: 'New version ready - reload' }).count()).toBe(0);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('with two tabs open, accepting in one leaves the other as it is, and its own prompt then loads the new version', async () => {
    served = V1;
    const { context, page: first, errors } = await freshPage(browser);
    await first.goto(base);
    await first.getByRole('heading', { name: 'Systems' }).waitFor();
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await first.reload();
    const second = await context.newPage();
    second.on('pageerror', (e) => errors.push(e.message));
    await second.goto(`${base}#/settings`);
    await second.getByRole('heading', { name: 'Settings' }).waitFor();
    for (const p of [first, second]) {
      expect(await p.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await p.evaluate(() => ((window as { umpireMark?: string }).umpireMark = 'no reload'));
    }
    // The first tab is scrolled down its home screen, to the saved sessions at the foot.
    const foot = first.locator('umpire-home').getByRole('heading', { name: 'Continue' });
    await foot.scrollIntoViewIfNeeded();
    const footerTop = () => foot.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(await first.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const shown = await footerTop();

    served = V2;
    await checkForUpdate(first);
    const acceptFirst = first.getByRole('button', { name: 'New version ready - reload' });
    const acceptSecond = second.getByRole('button', { name: 'New version ready - reload' });
    await acceptFirst.waitFor({ timeout: 60_000 });
    await acceptSecond.waitFor({ timeout: 60_000 });
    await new Promise((r) => setTimeout(r, 1500));
    for (const p of [first, second])
      expect(await p.evaluate(() => (window as { umpireMark?: string }).umpireMark)).toBe('no reload');
    // What was on screen stays put (the prompt appears above it; the browser keeps the view anchored).
    expect(await footerTop()).toBe(shown);

    await acceptFirst.click();
    await expect.poll(() => buildLabel(first), { timeout: 60_000 }).toBe('v2');
    // The other tab changed hands to the new version but was not reloaded: the person did not ask it to.
    await expect
      .poll(() => second.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null), {
        timeout: 30_000,
      })
      .toBeNull();
    expect(await second.evaluate(() => (window as { umpireMark?: string }).umpireMark)).toBe('no reload');
    expect(await buildLabel(second)).toBe('v1');
    // Its prompt still works: nothing waits any more, so it simply reloads into the new version.
    await acceptSecond.click();
    await expect.poll(() => buildLabel(second), { timeout: 60_000 }).toBe('v2');
    await second.getByRole('heading', { name: 'Settings' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});

describe('installing', () => {
  it('shows "Install" on the home screen when the browser offers it, and hands the choice to the browser', async () => {
    const { context, page, errors } = await freshPage(browser);
    await page.goto(inject('baseURL'));
    await page.getByRole('heading', { name: 'Systems' }).waitFor();
    const install = page.locator('umpire-home').getByRole('button', { name: 'Install' });
    expect(await install.count()).toBe(0);
    // Headless Chromium never offers installation itself: offer it as the browser does, with the event's
    // prompt() and userChoice.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          (window as { umpirePrompted?: number }).umpirePrompted =
            ((window as { umpirePrompted?: number }).umpirePrompted ?? 0) + 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      });
      window.dispatchEvent(offer);
      (window as { umpireOfferDefaultPrevented?: boolean }).umpireOfferDefaultPrevented = offer.defaultPrevented;
    });
    await install.waitFor();
    const box = await install.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 768 && box.height >= 44).toBe(true);
    // The app keeps the offer for its own button rather than letting the browser show its banner.
    expect(
      await page.evaluate(() => (window as { umpireOfferDefaultPrevented?: boolean }).umpireOfferDefaultPrevented),
    ).toBe(true);
    await install.click();
    await expect.poll(() => page.evaluate(() => (window as { umpirePrompted?: number }).umpirePrompted)).toBe(1);
    // Once used, the offer is spent: the button goes.
    await expect.poll(() => install.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
