import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, expectAxeClean, type ShadowPath } from './a11y.ts';
import { oneSessionThenHome, startSession, useBrowser } from './browser.ts';
import { SYSTEMS } from '../../src/systems/registry.ts';

const { base, newPage } = useBrowser();

/** The five systems, by the names home gives them. */
const NAMES = SYSTEMS.map((s) => s.name);

/** The board inside the session: its own violations belong to its system (they are listed, not failed, here). */
const BOARD: ShadowPath = ['umpire-app', 'umpire-session-view', '.board-el'];
const CHROME = { exclude: [BOARD] };

const session = (page: Page) => page.locator('umpire-session-view');

describe('axe-core finds no serious or critical violation', () => {
  it('on home, empty and with a saved session', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await page.getByRole('heading', { name: 'Systems' }).waitFor();
    await expectAxeClean(page, 'home, nothing saved');
    await oneSessionThenHome(page, base);
    await expectAxeClean(page, 'home with a saved session');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on settings', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(`${base}#/settings`);
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await expectAxeClean(page, 'settings');
    expect(errors).toEqual([]);
    await context.close();
  });

  // Every cell of a system's tables is a field: axe-core takes its time over them on a busy machine.
  it('on the tables screen', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(`${base}#/tables/brecourt`);
    await page.locator('umpire-table-editor').first().waitFor();
    await expectAxeClean(page, 'tables');
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  for (const name of NAMES) {
    it(`${name}: the session around the board, with the procedure closed and open, the drawers and strips, the rules notes and the help`, async () => {
      const { context, page, errors } = await newPage();
      await page.goto(base);
      await startSession(page, name);
      await session(page).locator('.board-el').waitFor();
      await expectAxeClean(page, `${name}: session`, CHROME);
      const board = (await axeViolations(page, { include: [BOARD] })).map((v) => `${v.id} (${v.targets.length})`);

      await session(page).getByRole('button', { name: 'Procedures', exact: true }).click();
      await session(page).locator('#procs umpire-procedure-list button').first().waitFor();
      await expectAxeClean(page, `${name}: procedures drawer`, CHROME);
      await session(page).locator('#procs umpire-procedure-list button').first().click();
      await session(page).locator('umpire-procedure-panel h2').waitFor();
      await expectAxeClean(page, `${name}: procedure open`, CHROME);
      const umpire = page.getByRole('radio', { name: 'Umpire rolls' });
      if (await umpire.count()) await umpire.click();
      await session(page)
        .locator('umpire-procedure-panel')
        .getByRole('button', { name: /^(Roll|Resolve)/ })
        .click();
      await session(page).locator('umpire-result-card').waitFor();
      await session(page).locator('umpire-strip.recap').getByRole('button', { name: /^More/ }).click();
      await expectAxeClean(page, `${name}: result and the recap opened`, CHROME);
      const boardOpen = (await axeViolations(page, { include: [BOARD] })).map((v) => `${v.id} (${v.targets.length})`);

      await session(page).getByRole('button', { name: 'Log', exact: true }).click();
      await session(page).locator('umpire-session-log li').first().waitFor();
      await expectAxeClean(page, `${name}: log open`, CHROME);

      const url = page.url().replace(/#.*$/, '');
      const hash = new URL(page.url()).hash;
      await page.goto(`${url}${hash}/notes`);
      await session(page).locator('umpire-rules-notes').waitFor();
      await expectAxeClean(page, `${name}: rules notes`);
      await page.goto(`${url}${hash}/help`);
      await session(page).locator('umpire-system-help').waitFor();
      await expectAxeClean(page, `${name}: help`);
      console.info(
        `${name}: the board's own serious or critical violations: closed ${board.join(', ') || 'none'}; with a procedure open ${boardOpen.join(', ') || 'none'}`,
      );
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
