import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** A fresh context (its own IndexedDB and service workers) with errors from the page collected. */
export async function freshPage(browser: Browser, viewport = { width: 1024, height: 768 }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
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

/** Opens a procedure from the session's list (the list may hold many). */
export async function openProcedure(page: Page, title: string): Promise<void> {
  await page.locator('umpire-procedure-list').getByRole('button', { name: new RegExp(`^${title}`) }).click();
  await page.locator('umpire-procedure-panel h2').getByText(title, { exact: true }).waitFor();
}
