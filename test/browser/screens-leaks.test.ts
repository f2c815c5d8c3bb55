import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSession, useBrowser } from './browser.ts';
import { findLeaks, playerText } from './leaks.ts';
import { SYSTEMS } from '../../src/systems/registry.ts';

const { base, newPage } = useBrowser();

/** The five systems, by the names home gives them. */
const NAMES = SYSTEMS.map((s) => s.name);

/** The board inside a session: its words are its system's (listed here, and scanned by the system's own tests). */
const BOARD = '.board-el';

/**
 * Machine-shaped words the generic screens show from a system's own data, not yet fixed by its owner (each one
 * reported). They pass here so that this test guards the generic parts; delete a line once its data is fixed.
 */
const NOT_YET_FIXED: Readonly<Record<string, readonly RegExp[]>> = {
  // Tables: a note naming its column key (killMax); rules notes: 'the over-12" bonus'.
  'Brécourt Manor': [/^killMax$/, /^over-12$/],
  // The Movement Die's faces have no faceLabels (the log, recap and panel print "green-2"); counterattack rows
  // have no labels (the table shows their keys); a rules note names publicView().
  'Crowbar!': [/^(green|yellow|red|black)-\d+$/, /^(solo|coop|versus)-\d+[a-z]?$/, /^publicView$/],
  // A rules note: "the session-1 simulator".
  'Bloody Omaha': [/^session-1$/],
  'D-Day at Omaha Beach': [],
  // A rules note: "the turn-2 additions".
  'Bloody Beach: Omaha': [/^turn-2$/],
};
const ALL_NOT_YET_FIXED = Object.values(NOT_YET_FIXED).flat();

const session = (page: Page) => page.locator('umpire-session-view');

/** Scans the page at each step and keeps every leak, so one run lists them all. */
function scanner(page: Page, allow: readonly RegExp[]) {
  const found: string[] = [];
  return {
    found,
    async scan(where: string, skip?: string): Promise<void> {
      for (const l of findLeaks(await playerText(page, skip), allow))
        found.push(`${where}: ${l.what} "${l.match}" in "…${l.context}…"`);
    },
  };
}

describe('nothing machine-shaped on the generic screens', () => {
  it('home with a session of every system, settings and the tables screen', async () => {
    const { context, page, errors } = await newPage();
    const s = scanner(page, ALL_NOT_YET_FIXED);
    await page.goto(base);
    for (const name of NAMES) {
      await page.goto(base);
      await startSession(page, name);
      await session(page).locator('.board-el').waitFor();
    }
    await page.goto(base);
    await expect.poll(() => page.locator('umpire-session-row').count()).toBe(NAMES.length);
    // Each row: the system, its turn and phase, when it was last played.
    await s.scan('home');
    await page.goto(`${base}#/settings`);
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await s.scan('settings');
    for (const system of SYSTEMS) {
      await page.goto(`${base}#/tables/${system.id}`);
      await page.locator('umpire-table-editor').first().waitFor();
      await s.scan(`tables of ${system.name}`);
    }
    expect(s.found).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  for (const name of NAMES) {
    it(`${name}: the session's strips, drawers, every procedure and result, log, toast, rules notes and help`, async () => {
      const { context, page, errors } = await newPage();
      const s = scanner(page, NOT_YET_FIXED[name] ?? []);
      await page.goto(base);
      await startSession(page, name);
      await session(page).locator('.board-el').waitFor();
      await s.scan('session', BOARD);
      const due = session(page).locator('umpire-strip.due');
      if (await due.count()) {
        await due.getByRole('button', { name: /^More/ }).click();
        await s.scan('what is due, opened', BOARD);
        await page.keyboard.press('Escape');
      }
      await session(page).getByRole('button', { name: 'Procedures', exact: true }).click();
      await s.scan('procedures drawer', BOARD);

      // Every procedure of the system, opened and rolled: its panel and result card.
      const count = await session(page).locator('#procs umpire-procedure-list li').count();
      for (let i = 0; i < count; i++) {
        if (i > 0) await session(page).getByRole('button', { name: 'Procedures', exact: true }).click();
        await session(page).locator('#procs umpire-procedure-list button').nth(i).click();
        const title = (await session(page).locator('umpire-procedure-panel h2 .t').textContent()) ?? '';
        const umpire = page.getByRole('radio', { name: 'Umpire rolls' });
        if (await umpire.count()) await umpire.click();
        const roll = session(page)
          .locator('umpire-procedure-panel')
          .getByRole('button', { name: /^(Roll|Resolve)/ });
        if (await roll.isEnabled()) {
          await roll.click();
          await session(page).locator('umpire-result-card').waitFor();
        }
        await s.scan(title, BOARD);
      }
      await session(page).locator('umpire-strip.recap').getByRole('button', { name: /^More/ }).click();
      await s.scan('the recap, opened', BOARD);
      await session(page).getByRole('button', { name: 'Log', exact: true }).click();
      await session(page).locator('umpire-session-log li').first().waitFor();
      await s.scan('log', BOARD);
      await session(page).getByRole('button', { name: 'Close the log' }).click();
      // Undo tells what it took back in a toast.
      await session(page).getByRole('button', { name: 'Undo', exact: true }).click();
      await page.locator('umpire-app .toast').waitFor();
      await s.scan('undo toast', BOARD);

      const chrome = new Set(findLeaks(await playerText(page, BOARD)).map((l) => l.match));
      const onBoard = findLeaks(await playerText(page)).filter((l) => !chrome.has(l.match));
      const url = page.url();
      await page.goto(`${url}/notes`);
      await session(page).locator('umpire-rules-notes').waitFor();
      await s.scan('rules notes');
      await page.goto(`${url}/help`);
      await session(page).locator('umpire-system-help').waitFor();
      await s.scan('help');
      console.info(
        `${name}: on its board: ${onBoard.map((l) => `${l.what} "${l.match}"`).join('; ') || 'nothing machine-shaped'}`,
      );
      expect(s.found).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 300_000);
  }
});
