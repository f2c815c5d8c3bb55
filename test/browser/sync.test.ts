import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, SHOTS, startSession } from './browser.ts';
import { axeViolations, expectAxeClean } from './a11y.ts';
import { expectNoLeaks } from './leaks.ts';
import { umpireServe, type ServeProcess } from './umpire-serve.ts';
import { chip, device, eventCount, join, share, type Device } from './club.ts';

/**
 * Club night: the real `umpire serve` on loopback, and a browser context per device (each its own IndexedDB).
 * The host writes the log; the others join by the room code, take a seat, and send requests.
 */

const appDir = inject('appDir');
/** How long a condition may take to come true on a busy machine (waits end as soon as it does). */
const WAIT = { timeout: 30_000 };
let browser: Browser;
const dataDirs: string[] = [];

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
  for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
});

function dataDir(): string {
  const d = mkdtempSync(joinPath(tmpdir(), 'umpire-club-'));
  dataDirs.push(d);
  return d;
}

/** The state fingerprint the sharing panel shows on this device. */
async function fingerprint(page: Page): Promise<string> {
  await chip(page).click();
  const panel = page.locator('umpire-share-panel');
  await expect
    .poll(async () => (await panel.locator('.fp').textContent())?.trim() ?? '', WAIT)
    .toMatch(/^[0-9A-F]{4} [0-9A-F]{4}$/);
  const fp = (await panel.locator('.fp').textContent())?.trim() ?? '';
  await panel.getByRole('button', { name: 'Close' }).click();
  return fp;
}

/** Every piece of text in the page, hidden or not, through every shadow root, with the names given to controls. */
function allText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walk = (root: Node): void => {
      for (const node of Array.from(root.childNodes)) {
        if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
        if (!(node instanceof Element)) continue;
        for (const a of ['aria-label', 'title', 'alt']) {
          const v = node.getAttribute(a);
          if (v) parts.push(v);
        }
        if (node.shadowRoot) walk(node.shadowRoot);
        walk(node);
      }
    };
    walk(document);
    return parts.join('\n');
  });
}

/** Whether the page has fetched the sharing code's chunk (shared-session, the way in to Yjs). */
function sharingLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').some((e) => /\/shared-session-[^/]*\.js$/.test(e.name)),
  );
}

/** Brécourt's "Next step" (or "End turn") on this device's board. */
async function nextStep(page: Page): Promise<void> {
  await page
    .locator('umpire-board-brecourt')
    .getByRole('button', { name: /^(Next step|End turn)/ })
    .click();
}

async function allAt(devices: readonly Device[], n: number): Promise<void> {
  for (const d of devices) await expect.poll(() => eventCount(d.page), WAIT).toBe(n);
}

/** The Crowbar! board of this device, read through a locator: the app's policy refuses eval in the page. */
function crowbar(page: Page): Locator {
  return page.locator('umpire-board-crowbar');
}

/** The choices the Crowbar! board offers this device now. */
function boardChoices(page: Page): Promise<number> {
  return crowbar(page).evaluate((node) => (node as unknown as { choices?: unknown[] }).choices?.length ?? 0);
}

/** The kind of decision on top of the game's stack (the full state, as the session holds it). */
function topTask(page: Page): Promise<string | undefined> {
  return crowbar(page).evaluate((node) => {
    const stack = (node as unknown as { state?: { stack: { k: string }[] } }).state?.stack ?? [];
    return stack[stack.length - 1]?.k;
  });
}

/** Plays the board's first choice as the board would send it (the taps themselves are crowbar.test.ts's). */
async function playFirstChoice(page: Page): Promise<void> {
  await crowbar(page).evaluate((node) => {
    const c = (node as unknown as { choices: { action: unknown }[] }).choices[0];
    if (!c) throw new Error('no choice on this device');
    node.dispatchEvent(
      new CustomEvent('umpire-game-action', { detail: { action: c.action }, bubbles: true, composed: true }),
    );
  });
}

/** The words of the latest event as this device's log tells them (its seat's words; the log lists the newest first). */
function lastWords(page: Page): Promise<string> {
  return page
    .locator('umpire-session-log li[data-seq]')
    .first()
    .evaluate((li) => {
      const parts: string[] = [];
      const walk = (n: Node): void => {
        if (n.nodeType === Node.TEXT_NODE) parts.push(n.textContent ?? '');
        if (n instanceof Element && n.shadowRoot) walk(n.shadowRoot);
        n.childNodes.forEach(walk);
      };
      walk(li);
      return parts.join(' ').replace(/\s+/g, ' ').trim();
    });
}

describe('club night: one session shared live through umpire serve', () => {
  it('Brécourt: a referee hosts, a US player and an observer join; a turn played across the devices survives a server killed mid-game and a joiner offline, the host role moves to the US device with the log, and every device ends on the same state', async () => {
    const data = dataDir();
    let server: ServeProcess = await umpireServe(appDir, data);
    const base = server.base;
    const host = await device(browser, base);
    await startSession(host.page, 'Brécourt Manor');
    await host.page.locator('umpire-board-brecourt').waitFor();
    // A session of this device alone has not loaded the sharing code (Yjs and the rest); sharing it loads it.
    expect(await sharingLoaded(host.page)).toBe(false);
    const code = await share(host.page, 'Referee');
    expect(await sharingLoaded(host.page)).toBe(true);
    await expect.poll(() => chip(host.page).textContent(), WAIT).toMatch(/Host/);
    // The content security policy lets the app reach the sync websocket of the origin that served it, and no other.
    const elsewhere = await host.page.evaluate(
      (port) =>
        new Promise<string>((resolve) => {
          const ws = new WebSocket(`ws://127.0.0.2:${port}/sync/AAAAAA`);
          ws.onopen = () => resolve('opened');
          ws.onerror = () => resolve('refused');
        }),
      server.port,
    );
    expect(elsewhere).toBe('refused');

    const us = await device(browser, base);
    // The join screen, as the QR code's link opens it: the room found, its seats offered.
    await us.page.goto(`${base}#/join/${code.replace('-', '')}`);
    await us.page
      .locator('umpire-join-view')
      .getByRole('button', { name: /^US player/ })
      .waitFor();
    await expectAxeClean(us.page, 'the join screen');
    await expectNoLeaks(us.page, 'the join screen');
    await join(us, base, code, 'US player');
    const watcher = await device(browser, base);
    await join(watcher, base, code, 'Observer');
    await expect.poll(() => chip(host.page).textContent(), WAIT).toMatch(/2 joined/);
    const all = [host, us, watcher];

    // The host's step and the US player's step, each shown on every device.
    await nextStep(host.page);
    await allAt(all, 1);
    await nextStep(us.page);
    await allAt(all, 2);
    for (const d of all)
      await expect
        .poll(() => d.page.locator('umpire-session-view .turn').first().textContent(), WAIT)
        .toMatch(/US remove suppression markers/);

    // The observer's device sends nothing: the refusal is explained there, and the log does not move.
    await nextStep(watcher.page);
    await watcher.page
      .locator('umpire-app .toast.error')
      .getByText(/only watches/)
      .waitFor();
    expect(await eventCount(host.page)).toBe(2);

    // The server is killed mid-game: the joiners say they are offline; the host plays on, saved on its device.
    await server.stop('SIGKILL');
    await expect.poll(() => chip(us.page).textContent(), WAIT).toMatch(/Offline · event 2/);
    await expect.poll(() => chip(host.page).textContent(), WAIT).toMatch(/Host · offline/);
    await nextStep(host.page);
    await expect.poll(() => eventCount(host.page), WAIT).toBe(3);
    server = await umpireServe(appDir, data, server.port);
    await allAt(all, 3);
    await expect.poll(() => chip(us.page).textContent(), WAIT).toMatch(/Joined/);

    // A joiner loses its network: it keeps the last state, marked, while the game goes on without it.
    await us.context.setOffline(true);
    await expect.poll(() => chip(us.page).textContent(), WAIT).toMatch(/Offline · event 3/);
    await nextStep(host.page);
    await nextStep(host.page);
    await allAt([host, watcher], 5);
    expect(await eventCount(us.page)).toBe(3);
    // A step chosen on its stale view waits; back online it catches up, and the host refuses that step as stale.
    await nextStep(us.page);
    await us.page.screenshot({ path: `${SHOTS}/sync-offline-joiner.png` });
    await us.context.setOffline(false);
    await us.page
      .locator('umpire-app .toast.error')
      .getByText(/moved on before this reached the host/)
      .waitFor(WAIT);
    await allAt(all, 5);
    await expect.poll(() => chip(us.page).textContent(), WAIT).toMatch(/Joined · US player/);

    // The rest of the turn, from both playing devices: turn 2 begins everywhere.
    await nextStep(us.page);
    await allAt(all, 6);
    await nextStep(host.page);
    await allAt(all, 7);
    for (const d of all)
      await expect
        .poll(() => d.page.locator('umpire-session-view .turn').first().textContent(), WAIT)
        .toMatch(/Turn 2/);
    await us.page.screenshot({ path: `${SHOTS}/sync-joined-brecourt.png` });
    await expectNoLeaks(us.page, 'a joined device');
    await chip(us.page).click();
    await us.page.locator('umpire-share-panel .fp').waitFor();
    // The panel's own controls (the board under it is its own file's business).
    const inPanel = (await axeViolations(us.page)).filter((v) =>
      v.targets.some((t) => t.includes('umpire-share-panel')),
    );
    expect(inPanel).toEqual([]);
    await us.page.screenshot({ path: `${SHOTS}/sync-joined-panel.png` });
    await us.page.locator('umpire-share-panel').getByRole('button', { name: 'Close' }).click();

    const prints = await Promise.all(all.map((d) => fingerprint(d.page)));
    expect(new Set(prints).size).toBe(1);

    // The host hands its role to the US player's device: the log moves with its chain, and the old host follows.
    await chip(host.page).click();
    const hostPanel = host.page.locator('umpire-share-panel');
    await hostPanel
      .locator('li', { hasText: 'US player' })
      .getByRole('button', { name: /^Make host/ })
      .click();
    await expect.poll(() => chip(us.page).textContent(), WAIT).toMatch(/Host · [A-Z2-9]{3}-[A-Z2-9]{3} · 2 joined/);
    await expect.poll(() => chip(host.page).textContent(), WAIT).toMatch(/Joined · Referee/);
    await hostPanel.getByRole('button', { name: 'Close' }).click();
    // The new host's own step, then the old host's, now a request to the new one: one log, on every device.
    await nextStep(us.page);
    await allAt(all, 8);
    await nextStep(host.page);
    await allAt(all, 9);
    const after = await Promise.all(all.map((d) => fingerprint(d.page)));
    expect(new Set(after).size).toBe(1);
    expect(after[0]).not.toBe(prints[0]);
    for (const d of all) expect(d.errors).toEqual([]);

    // The host (now the US player's device) leaves: the others keep the game as it stands and say they wait for it.
    // The wait is generous: a device's presence that the server did not drop with its socket lapses within 30 s.
    await us.context.close();
    await expect.poll(() => chip(host.page).textContent(), { timeout: 90_000 }).toMatch(/Host gone · waiting/);
    await expect.poll(() => chip(watcher.page).textContent(), { timeout: 90_000 }).toMatch(/Host gone · waiting/);
    await host.page.screenshot({ path: `${SHOTS}/sync-host-gone.png` });
    expect(await eventCount(host.page)).toBe(9);
    expect(await eventCount(watcher.page)).toBe(9);
    for (const d of [host, watcher]) await d.context.close();
    await server.stop();
  }, 480_000);

  it("Crowbar! versus: the Rangers, the German player and an observer each on a device; the German seat's secret placements never reach the Ranger or observer pages, and the play passes between the two sides", async () => {
    const server = await umpireServe(appDir, dataDir());
    const rangers = await device(browser, server.base);
    await startSession(rangers.page, 'Crowbar!', { 'Game mode': '2-player versus (T)' });
    await rangers.page.locator('umpire-board-crowbar').waitFor();
    const code = await share(rangers.page, 'Rangers');
    const german = await device(browser, server.base);
    await join(german, server.base, code, 'German player');
    const watcher = await device(browser, server.base);
    await join(watcher, server.base, code, 'Observer');
    const all = [rangers, german, watcher];

    // The German player deploys and places his markers on his device; the Ranger device waits and says so.
    const rBoard = rangers.page.locator('umpire-board-crowbar');
    await rBoard.getByText('The German player is choosing on his own device.').waitFor();
    expect(await boardChoices(rangers.page)).toBe(0);
    let n = await eventCount(german.page);
    const secrets: string[] = [];
    for (let i = 0; i < 60 && (await topTask(german.page))?.startsWith('german-'); i++) {
      await playFirstChoice(german.page);
      await allAt(all, ++n);
      const said = await lastWords(german.page);
      if (/face down (at|in) /.test(said)) secrets.push(said);
      for (const d of [rangers, watcher]) {
        const text = await allText(d.page);
        for (const s of secrets) expect(text).not.toContain(s);
      }
    }
    expect(secrets.length).toBeGreaterThan(0);
    expect(await german.page.locator('umpire-board-crowbar g.gun-token.secret').count()).toBeGreaterThan(0);
    await german.page.screenshot({ path: `${SHOTS}/sync-crowbar-german-seat.png` });

    // Hand-over: now the Rangers choose, on their device; the German device waits.
    await german.page
      .locator('umpire-board-crowbar')
      .getByText(/The Ranger player is choosing/)
      .waitFor();
    expect(await boardChoices(german.page)).toBe(0);
    expect(await boardChoices(rangers.page)).toBeGreaterThan(0);
    expect(await rBoard.locator('g.gun-token.secret').count()).toBe(0);
    await rangers.page.getByRole('button', { name: 'Log', exact: true }).click();
    await rangers.page
      .locator('umpire-session-log')
      .getByText(/places a marker face down, unseen/)
      .first()
      .waitFor();
    await rangers.page.screenshot({ path: `${SHOTS}/sync-crowbar-ranger-seat.png` });
    await rangers.page.getByRole('button', { name: 'Close the log' }).click();
    await playFirstChoice(rangers.page);
    await allAt(all, ++n);
    for (const d of [rangers, watcher]) {
      const text = await allText(d.page);
      for (const s of secrets) expect(text).not.toContain(s);
    }

    const prints = await Promise.all(all.map((d) => fingerprint(d.page)));
    expect(new Set(prints).size).toBe(1);
    for (const d of all) expect(d.errors).toEqual([]);
    for (const d of all) await d.context.close();
    await server.stop();
  }, 360_000);
});
