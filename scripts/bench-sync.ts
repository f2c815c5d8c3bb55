/**
 * sync.event.p95.ms: how long a shared session's event takes from the host's tap to a joined device showing
 * it, on loopback: the real `umpire serve` with the built app, two Chromium contexts (each its own storage),
 * a Brécourt session shared by one and joined by the other. The host's tap and the joiner's screen are timed
 * by the same clock (one browser process). Includes the host's own write to IndexedDB.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startSession } from '../test/browser/browser.ts';
import { device, eventCount, join, share } from '../test/browser/club.ts';
import { umpireServe } from '../test/browser/umpire-serve.ts';

const EVENTS = 40;
/** The session screen, found from the page (in a string run as it stands: the app's policy refuses eval). */
const VIEW = "document.querySelector('umpire-app')?.shadowRoot?.querySelector('umpire-session-view')";

function p95(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)] ?? NaN;
}

/** When the joiner's screen first showed `n` events (asked until it has; the time is the page's own note). */
async function shownAt(page: Page, n: number): Promise<number> {
  const giveUp = Date.now() + 60_000;
  while (Date.now() < giveUp) {
    const at = await page.evaluate(
      (k) => (window as unknown as { seenAt: Record<number, number | undefined> }).seenAt[k],
      n,
    );
    if (at !== undefined) return at;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`the joined device never showed event ${n}`);
}

export async function syncEventP95(appDir: string): Promise<number> {
  const data = mkdtempSync(joinPath(tmpdir(), 'umpire-bench-sync-'));
  const server = await umpireServe(appDir, data);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const host = await device(browser, server.base);
    await startSession(host.page, 'Brécourt Manor');
    await host.page.locator('umpire-board-brecourt').waitFor();
    const code = await share(host.page, 'Referee');
    const joiner = await device(browser, server.base);
    await join(joiner, server.base, code, 'US player');
    // The joiner notes the time each event count first shows on its screen (checked every frame).
    // (A string: tsx would wrap a named function in a helper the page does not have.)
    await joiner.page.evaluate(`(() => {
      const seen = (window.seenAt = {});
      const look = () => {
        const n = (${VIEW})?.meta?.eventCount ?? -1;
        if (!(n in seen)) seen[n] = Date.now();
        requestAnimationFrame(look);
      };
      look();
    })()`);
    // The host notes when the tap reaches the page, so the time Playwright takes to find and click the button
    // (its checks that the button is visible and still) is not counted as the app's.
    await host.page.evaluate(`window.addEventListener('click', () => { window.tappedAt = Date.now(); }, true)`);
    const next = host.page.locator('umpire-board-brecourt').getByRole('button', { name: /^(Next step|End turn)/ });
    const times: number[] = [];
    for (let n = 1; n <= EVENTS; n++) {
      await next.click();
      const shown = await shownAt(joiner.page, n);
      const tapped = await host.page.evaluate(() => (window as unknown as { tappedAt: number }).tappedAt);
      times.push(shown - tapped);
      if ((await eventCount(host.page)) !== n)
        throw new Error(`the host holds ${await eventCount(host.page)} events, not ${n}`);
    }
    return p95(times);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(data, { recursive: true, force: true });
  }
}
