import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { focusedName, startSession, tabTo, useBrowser } from './browser.ts';

const { base, newPage } = useBrowser();

const board = (page: Page): Locator => page.locator('umpire-board-dday-omaha');
const position = (page: Page, id: string): Locator => board(page).locator('umpire-dday-position').filter({ has: page.getByRole('heading', { name: `position ${id}`, exact: false }) });

/** Every position as the board shows it: its id, its one-line state and the units in its fields of fire. */
async function positionsShown(page: Page): Promise<string[]> {
  return board(page).locator('umpire-dday-position').evaluateAll((els) =>
    els.map((el) => {
      const root = el.shadowRoot;
      const id = root?.querySelector('h3 [aria-hidden="true"]')?.textContent ?? '';
      const summary = root?.querySelector('.summary')?.textContent ?? '';
      const fof = root?.querySelector('.fof')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      return `${id}: ${summary}${fof ? ` | ${fof}` : ''}`;
    }),
  );
}

async function landWithC(page: Page, unit: string, box: string): Promise<void> {
  const card = board(page).locator('umpire-dday-unit').filter({ has: page.getByRole('heading', { name: `US unit ${unit}`, exact: true }) });
  await card.getByRole('radio', { name: 'C', exact: true }).first().click();
  await card.getByRole('radiogroup', { name: `${unit} landing box` }).getByRole('radio', { name: box, exact: true }).click();
  await card.getByRole('button', { name: `Land ${unit} in ${box}` }).click();
}

describe('D-Day at Omaha Beach: the board', () => {
  it('plays a German turn from a card, and finds every position as it was after a reload', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await startSession(page, 'D-Day at Omaha Beach');
    await board(page).getByText('Turn 1 of 16').waitFor();
    await board(page).getByText('Standard game').waitFor();

    // Landing: two companies draw C (-1 step) and land in their boxes.
    await landWithC(page, 'E/2/16', 'ER');
    await board(page).getByText(/E\/2\/16 lands \(C, ER\)/).waitFor();
    await landWithC(page, 'F/2/16', 'FR');
    await board(page).getByText(/F\/2\/16 lands \(C, FR\)/).waitFor();
    await board(page).getByRole('button', { name: 'Landing done: German card' }).click();
    await board(page).getByRole('heading', { name: 'German turn: the card' }).waitFor();

    // Both companies in WN61's intense fire, one hex away: the rules cannot choose between them.
    const wn61 = position(page, 'WN61');
    await wn61.getByRole('button', { name: 'Details of WN61' }).click();
    await wn61.getByRole('radiogroup', { name: 'E/2/16: field of fire of WN61' }).getByRole('radio', { name: 'intense fire' }).click();
    const fof = wn61.locator('.fof');
    await expect.poll(() => fof.textContent()).toMatch(/●\s*intense:\s*E\/2\/16/);
    await wn61.getByRole('radiogroup', { name: 'F/2/16: field of fire of WN61' }).getByRole('radio', { name: 'intense fire' }).click();
    await expect.poll(() => fof.textContent()).toMatch(/●\s*intense:\s*E\/2\/16, F\/2\/16/);

    // The card: A, all three colours single, the foot symbol.
    const walk = board(page).locator('umpire-dday-walk');
    await walk.getByRole('radio', { name: 'A: Advance / Artillery' }).click();
    for (const c of ['white', 'grey', 'brown']) await walk.getByRole('radiogroup', { name: `${c} on the card` }).getByRole('radio', { name: 'single symbol' }).click();
    await walk.getByRole('button', { name: 'foot', exact: true }).click();
    await walk.getByRole('button', { name: 'Resolve the A card' }).click();

    // The walk: who acts, what it does and why; one question; Apply waits for the answer.
    await walk.getByRole('heading', { name: /German turn: A · white, grey, brown · foot/ }).waitFor();
    const steps = walk.getByRole('list', { name: 'Positions that act' });
    await steps.getByText('B1: occupied, 1 unit, face down').waitFor();
    await steps.getByText('A7: left empty').waitFor();
    await steps.getByText('C3: occupied, 1 unit, face down').waitFor();
    const apply = walk.getByRole('button', { name: 'Apply the German turn' });
    expect(await apply.isDisabled()).toBe(true);
    await page.screenshot({ path: '.tmp/dday-omaha-walk-landscape.png' });
    const question = walk.locator('umpire-dday-question');
    expect(await question.count()).toBe(1);
    await question.getByRole('button', { name: 'F/2/16' }).click();
    await question.getByText('Answered: F/2/16').waitFor();
    await steps.getByText('F/2/16: −1 step').waitFor();
    expect(await apply.isDisabled()).toBe(false);
    await apply.click();
    await board(page).getByRole('button', { name: 'End turn 1' }).waitFor();

    // US phase: E/2/16 attacks WN61 from its own card; 2 against 2 with every weapon disrupts the German (9.7).
    await board(page).getByRole('radio', { name: /US units/ }).click();
    const e216 = board(page).locator('umpire-dday-unit').filter({ has: page.getByRole('heading', { name: 'US unit E/2/16', exact: true }) });
    await e216.getByRole('button', { name: 'Details of E/2/16' }).click();
    await e216.getByRole('radio', { name: 'Attack', exact: true }).click();
    const attack = e216.locator('umpire-dday-attack');
    await attack.getByRole('button', { name: 'Every weapon needed' }).click();
    await attack.getByText('German Disrupted', { exact: true }).waitFor();
    await attack.getByRole('button', { name: 'Apply to WN61' }).click();
    await board(page).getByText('WN61 Disrupted').waitFor();
    await board(page).getByRole('radio', { name: /German positions/ }).click();

    const after = await positionsShown(page);
    expect(after).toHaveLength(19);
    expect(after).toContain('B1: 1 unit, face down, in communication');
    expect(after).toContain('A7: empty, in communication');
    expect(after).toContain('C3: 1 unit, face down, in communication');
    expect(after).toContain('C4: empty, in communication');
    // F/2/16 lost its second step: a non-ranger infantry company goes to the catastrophic loss box (4) and out of the fire.
    expect(after.find((x) => x.startsWith('WN61'))).toMatch(/^WN61: 1 unit, revealed, Disrupted, in communication \| ● intense:\s*E\/2\/16$/);

    await page.reload();
    await board(page).getByRole('button', { name: 'End turn 1' }).waitFor();
    expect(await positionsShown(page)).toEqual(after);
    await board(page).getByRole('radio', { name: /US units/ }).click();
    await board(page).getByText('Infantry, 2 of 3 steps, symbol foot, in box ER').waitFor();
    await board(page).getByText(/Eliminated, catastrophic loss box, removed \(1\)/).click();
    await board(page).getByText('Infantry, 1 of 3 steps, symbol foot, catastrophic loss box').waitFor();
    // The same board in portrait, for a look.
    await page.setViewportSize({ width: 768, height: 1024 });
    await board(page).getByRole('radio', { name: /German positions/ }).click();
    await page.screenshot({ path: '.tmp/dday-omaha-portrait.png' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for the game length when the session is created, and keeps it fixed', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await startSession(page, 'D-Day at Omaha Beach', { 'Game length': 'Extended: turns 1-32, EXT rules from turn 17' });
    await board(page).getByText('Turn 1 of 32').waitFor();
    await board(page).getByText('Extended game: EXT from turn 17').waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: /Rules notes/ }).click();
    await page.getByText('(chosen when the session was created; fixed for the whole game)').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes the card and a position toggle from the keyboard alone', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await startSession(page, 'D-Day at Omaha Beach');
    await board(page).getByRole('button', { name: 'Landing done: German card' }).click();
    const walk = board(page).locator('umpire-dday-walk');
    await walk.getByRole('heading', { name: 'German turn: the card' }).waitFor();

    await tabTo(page, /^F: Fire$/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toBe('M: Mortar');
    expect(await walk.getByRole('radio', { name: 'M: Mortar' }).getAttribute('aria-checked')).toBe('true');

    await tabTo(page, /^WN60 occupied$/);
    await page.keyboard.press('Space');
    await expect.poll(() => position(page, 'WN60').locator('.summary').textContent()).toBe('empty, in communication');
    expect(await focusedName(page)).toBe('WN60 occupied');
    expect(errors).toEqual([]);
    await context.close();
  });
});
