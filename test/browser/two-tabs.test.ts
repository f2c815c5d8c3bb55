import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSession, useBrowser } from './browser.ts';

const { base, newPage } = useBrowser();

/**
 * Lets the test hold the messages other tabs broadcast to this page (Dexie tells other tabs of each write over
 * a BroadcastChannel), so this tab can be made to act on a view another tab has overtaken.
 */
async function holdableBroadcasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {
      holdBroadcasts: boolean;
      releaseBroadcasts: () => void;
      BroadcastChannel: typeof BroadcastChannel;
    };
    const Native = w.BroadcastChannel;
    const held: (() => void)[] = [];
    w.holdBroadcasts = false;
    w.releaseBroadcasts = () => {
      w.holdBroadcasts = false;
      for (const deliver of held.splice(0)) deliver();
    };
    w.BroadcastChannel = class extends Native {
      override set onmessage(f: ((ev: MessageEvent) => void) | null) {
        super.onmessage =
          f && ((ev: MessageEvent) => (w.holdBroadcasts ? held.push(() => f.call(this, ev)) : f.call(this, ev)));
      }
      override get onmessage(): ((ev: MessageEvent) => void) | null {
        return super.onmessage;
      }
    };
  });
}

const stepOf = (page: Page) => page.locator('umpire-board-brecourt umpire-bc-due .now p').textContent();
const logCount = (page: Page) => page.locator('umpire-session-log h2 .muted').textContent();

async function nextStep(page: Page): Promise<void> {
  await page
    .locator('umpire-board-brecourt')
    .getByRole('button', { name: /^(Next step|End turn)/ })
    .click();
}

describe('two tabs on one session', () => {
  it('follow each other live, and an action chosen on an overtaken view is refused with a message and a refresh', async () => {
    const { context, page: a, errors } = await newPage();
    await a.goto(base);
    await startSession(a, 'Brécourt Manor');
    await a.locator('umpire-board-brecourt umpire-bc-due').waitFor();
    const url = a.url();
    const b = await context.newPage();
    await holdableBroadcasts(b);
    b.on('pageerror', (e) => errors.push(e.message));
    await b.goto(url);
    await b.locator('umpire-board-brecourt umpire-bc-due').waitFor();
    const start = await stepOf(b);
    expect(await stepOf(a)).toBe(start);

    // A moves on twice: B follows without being touched.
    await nextStep(a);
    await expect.poll(() => stepOf(a)).not.toBe(start);
    const afterOne = await stepOf(a);
    await nextStep(a);
    await expect.poll(() => stepOf(a)).not.toBe(afterOne);
    const afterTwo = await stepOf(a);
    await expect.poll(() => stepOf(b)).toBe(afterTwo);
    await expect.poll(() => logCount(b)).toBe('(2 events)');

    // B stops hearing A; A moves on once more; B, still showing the step A left, presses Next step.
    await b.evaluate(() => ((window as unknown as { holdBroadcasts: boolean }).holdBroadcasts = true));
    await nextStep(a);
    await expect.poll(() => stepOf(a)).not.toBe(afterTwo);
    const afterThree = await stepOf(a);
    expect(await stepOf(b)).toBe(afterTwo);
    await nextStep(b);
    await b
      .locator('umpire-app .toast')
      .getByText(
        /changed in another tab or window \(it is now at event 3; this screen showed event 2\), so that was not done/,
      )
      .waitFor();
    // B now shows where A is, and nothing was applied on top of a state B's player did not see.
    await expect.poll(() => stepOf(b)).toBe(afterThree);
    await expect.poll(() => logCount(b)).toBe('(3 events)');
    await b.evaluate(() => (window as unknown as { releaseBroadcasts: () => void }).releaseBroadcasts());
    await b.reload();
    await b.locator('umpire-board-brecourt umpire-bc-due').waitFor();
    expect(await stepOf(b)).toBe(afterThree);
    expect(await logCount(b)).toBe('(3 events)');
    expect(errors).toEqual([]);
    await context.close();
  });
});
