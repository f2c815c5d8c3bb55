import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

/** Devices at a shared session (umpire serve): open one, share a session from it, join one by its code. */

export interface Device {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
}

export async function device(browser: Browser, base: string): Promise<Device> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(base);
  return { context, page, errors };
}

/** The events this device's session screen shows (its copy of the log), read through a locator: the app's policy refuses eval in the page. */
export function eventCount(page: Page): Promise<number> {
  return page
    .locator('umpire-session-view')
    .evaluate((node) => (node as unknown as { meta?: { eventCount: number } }).meta?.eventCount ?? -1);
}

export function chip(page: Page): Locator {
  return page.locator('umpire-sync-chip button');
}

/** Opens "Share this session", takes `seat` for this device, and returns the room code the panel shows. */
export async function share(page: Page, seat: string): Promise<string> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Share this session' }).click();
  const panel = page.locator('umpire-share-panel');
  await panel.getByRole('button', { name: new RegExp(`^${seat}`) }).click();
  const code = (await panel.locator('.code').textContent())?.trim() ?? '';
  if (!/^[A-Z2-9]{3}-[A-Z2-9]{3}$/.test(code)) throw new Error(`the sharing panel shows "${code}", not a room code`);
  await panel.getByRole('button', { name: 'Close' }).click();
  return code;
}

/** Joins by the link the QR code carries, in `seat`; resolves once the session screen shows the shared session. */
export async function join(d: Device, base: string, code: string, seat: string): Promise<void> {
  await d.page.goto(`${base}#/join/${code.replace('-', '')}`);
  await d.page
    .locator('umpire-join-view')
    .getByRole('button', { name: new RegExp(`^${seat}`) })
    .click();
  await d.page.locator('umpire-session-view .who h1').waitFor();
  await chip(d.page).filter({ hasText: 'Joined' }).waitFor();
}
