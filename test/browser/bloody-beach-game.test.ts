import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { SHOTS, useBrowser } from './browser.ts';

const { base, newPage } = useBrowser();

/** The generic "What is due now" panel (Bloody Beach's board leaves the flow to the session view). */
const stepper = (page: Page): Locator => page.locator('umpire-game-stepper');
/** Entries of the session log (rendered even while its drawer is shut). */
const logEntries = (page: Page): Locator => page.locator('umpire-session-log li[data-seq]');
const prompts = async (page: Page): Promise<string> => ((await stepper(page).locator('ul.prompts').textContent()) ?? '').replace(/\s+/g, ' ');

/** Clicks a button of the stepper and waits until the session log holds one more entry. */
async function act(page: Page, button: Locator): Promise<void> {
  const before = await logEntries(page).count();
  await button.click();
  await expect.poll(() => logEntries(page).count()).toBe(before + 1);
}

/** A button inside a group of choices: opens the group first when it is shut. */
async function choice(page: Page, group: string, name: string): Promise<Locator> {
  const details = stepper(page).locator('details').filter({ has: page.locator('summary', { hasText: new RegExp(`^${group} `) }) });
  if ((await details.count()) > 0 && (await details.getAttribute('open')) === null) await details.locator('summary').click();
  return stepper(page).getByRole('button', { name, exact: true });
}

/** The log's action titles, in order. */
async function logTitles(page: Page): Promise<string[]> {
  return (await page.locator('umpire-session-log li[data-seq] .title').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
}

describe('a game of Bloody Beach: Omaha through the session view', () => {
  it('plans, lands the first wave, wins the initiative, activates, reloads and continues', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await page.getByRole('button', { name: 'New session of Bloody Beach: Omaha' }).click();
    await page.getByRole('heading', { name: 'What is due now' }).waitFor();
    await page.locator('umpire-board-bloody-beach .stage canvas').waitFor();
    expect(await prompts(page)).toMatch(/allot 1st Division supply/);

    // Planning: four points of 1st Division supply to each first-wave regiment, then end planning.
    await act(page, await choice(page, 'Allot supply', 'formation 16-1, points 4'));
    await act(page, await choice(page, 'Allot supply', 'formation 116-29, points 4'));
    await act(page, stepper(page).getByRole('button', { name: 'End planning', exact: true }));

    // The first landing (app rolls).
    await stepper(page).getByText('Land the first wave').waitFor();
    await act(page, stepper(page).getByRole('button', { name: 'Land first wave', exact: true }));

    // Pillbox reaction fire is let pass; initiative is rolled until the US holds it (the German passes it over).
    for (let i = 0; i < 40 && !/US player: activate/.test(await prompts(page)); i++) {
      const p = await prompts(page);
      if (/reaction fire/.test(p)) await act(page, stepper(page).getByRole('button', { name: 'End reaction', exact: true }));
      else if (/Roll initiative/.test(p)) await act(page, stepper(page).getByRole('button', { name: 'Initiative', exact: true }));
      else if (/German player: activate/.test(p)) await act(page, stepper(page).getByRole('button', { name: 'Pass', exact: true }));
      else throw new Error(`unexpected step: ${p}`);
    }
    expect(await prompts(page)).toMatch(/US player: activate/);

    // Activate 16/1, cut-off units included.
    await act(page, await choice(page, 'Activate', 'formation 16-1, cutoff true'));
    await expect.poll(() => prompts(page)).toMatch(/^Activation of 16-1/);
    const titles = await logTitles(page);
    // The log lists the newest first.
    expect(titles[0]).toBe('Action: activate (formation 16-1, cutoff true)');
    expect(titles.at(-1)).toBe('Action: allot-supply (formation 16-1, points 4)');
    expect(titles.filter((t) => /land-first-wave/.test(t))).toHaveLength(1);
    const actionsBefore = await stepper(page).locator('.groups').textContent();
    // The board says what the game's last actions did (rolls and results), not only which action was taken.
    const recent = page.getByRole('region', { name: 'What just happened' });
    const happened = (await recent.textContent())?.trim() ?? '';
    expect(happened.length).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/bloody-beach-game-activated.png` });

    // Reload: the same log, the same step and the same choices come back.
    await page.reload();
    await page.getByRole('heading', { name: 'What is due now' }).waitFor();
    await expect.poll(() => logTitles(page)).toEqual(titles);
    await expect.poll(() => prompts(page)).toMatch(/^Activation of 16-1/);
    expect(await stepper(page).locator('.groups').textContent()).toBe(actionsBefore);
    await expect.poll(async () => (await recent.textContent())?.trim()).toBe(happened);

    // One more action after the reload: end the activation, and initiative is due again.
    await act(page, stepper(page).getByRole('button', { name: 'End activation', exact: true }));
    await expect.poll(() => prompts(page)).toMatch(/Roll initiative/);
    expect((await logTitles(page))[0]).toMatch(/^Action: end-activation/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
