import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** Where browser tests leave their screenshots (made by useBrowser before the tests run). */
export const SHOTS = '.tmp/screenshots';

export interface BrowserSuite {
  /** The address of the built app served by the global setup. */
  readonly base: string;
  /** A fresh page (see freshPage) in the file's browser. */
  readonly newPage: (viewport?: { width: number; height: number }) => ReturnType<typeof freshPage>;
}

/**
 * The setup every browser test file shares: one Chromium launched before the file's tests and closed after
 * them, the screenshot folder made, and the app's address. Call it once at the top level of the test file.
 * With `seed`, every page's crypto.getRandomValues is a seeded stream (see seededCrypto), so the sessions the
 * file's tests start through the app get the same seeds on every run.
 */
export function useBrowser(seed?: number): BrowserSuite {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    base: inject('baseURL'),
    newPage: (viewport) => {
      if (!browser) throw new Error('useBrowser: the browser starts in beforeAll; open pages inside tests');
      return freshPage(browser, viewport, seed);
    },
  };
}

/** A fresh context (its own IndexedDB and service workers) with errors from the page collected. */
export async function freshPage(
  browser: Browser,
  viewport = { width: 1024, height: 768 },
  seed?: number,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  if (seed !== undefined) await context.addInitScript(seededCrypto, seed);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/**
 * Replaces crypto.getRandomValues in a page with a mulberry32 stream from `seed`, restarted on each load, so a
 * session started through the app gets a known seed and a test plays the same game on every run. Only for files
 * of one device: two pages with the same stream would make the same ids (Yjs's client ids among them).
 */
function seededCrypto(seed: number): void {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
    if (array) {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      for (let i = 0; i < bytes.length; i++) bytes[i] = next() & 0xff;
    }
    return array;
  };
}

/** The accessible name or text of the focused element, looking through shadow roots. */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    if (!a) return '';
    return (a.getAttribute('aria-label') ?? a.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}

/** Presses Tab until the focused control's name matches (keyboard only, as a person would). */
export async function tabTo(page: Page, name: RegExp, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`no control named ${String(name)} within ${max} presses of Tab (last: "${await focusedName(page)}")`);
}

/** Opens a procedure from the session's Procedures drawer (the list may hold many). */
export async function openProcedure(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Procedures', exact: true }).click();
  await page
    .locator('#procs umpire-procedure-list')
    .getByRole('button', { name: new RegExp(`^${title}`) })
    .click();
  await page.locator('umpire-procedure-panel h2').getByText(title, { exact: true }).waitFor();
}

/**
 * Starts a session of a system from home. Systems with setup choices ask for them in a dialog first: `choices`
 * names the option to pick (by its label) for each question (by its label); the rest keep their defaults.
 */
export async function startSession(
  page: Page,
  system: string,
  choices: Readonly<Record<string, string>> = {},
): Promise<void> {
  await page.getByRole('button', { name: `New session of ${system}` }).click();
  await page.locator('umpire-session-view, umpire-confirm dialog').first().waitFor();
  const dialog = page.locator('umpire-confirm dialog');
  if (await dialog.isVisible()) {
    for (const [question, option] of Object.entries(choices)) {
      await dialog
        .getByRole('radiogroup', { name: question })
        .getByRole('radio', { name: option, exact: true })
        .click();
    }
    await dialog.getByRole('button', { name: 'Start' }).click();
  }
  await page.locator('umpire-session-view').waitFor();
}

/** Leaves one new Crowbar! session on the device and comes back to the home screen listing it. */
export async function oneSessionThenHome(page: Page, base: string): Promise<void> {
  await startSession(page, 'Crowbar!');
  await page.locator('umpire-session-view .who h1').waitFor();
  await page.goto(base);
  await page.locator('umpire-session-row').getByText('Crowbar! 1', { exact: true }).waitFor();
}
