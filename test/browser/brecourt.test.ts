import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSession, useBrowser } from './browser.ts';

const { base, newPage } = useBrowser();

/** Handles on the Brécourt board of the page's session. */
function boardOf(page: Page) {
  const board = page.locator('umpire-board-brecourt');
  const panel = page.locator('umpire-procedure-panel');
  const apply = page.locator('umpire-session-view .apply button');
  return {
    board,
    panel,
    apply,
    figure: (name: string) => board.locator(`umpire-bc-roster button.fig[aria-label^="${name},"]`),
    label: async (name: string) => (await board.locator(`umpire-bc-roster button.fig[aria-label^="${name},"]`).getAttribute('aria-label')) ?? '',
    /** Taps the dice thrown at the table into the panel, group by group, and resolves. */
    async typeDice(groups: Record<string, readonly number[]>): Promise<void> {
      for (const [group, faces] of Object.entries(groups)) for (const f of faces) await page.getByRole('button', { name: `Add ${f} to ${group}`, exact: true }).click();
      await page.getByRole('button', { name: 'Resolve with these dice' }).click();
    },
    async procedureOpen(title: string): Promise<void> {
      await panel.locator('h2 .t').getByText(title, { exact: true }).waitFor();
    },
    /** One tap on Apply, then waits until the session has recorded it. */
    async applyResult(expected: RegExp): Promise<void> {
      await apply.waitFor();
      expect((await apply.textContent())?.trim()).toMatch(expected);
      await apply.click();
      await page.locator('umpire-session-view .apply button', { hasText: 'Applied to the figures' }).waitFor();
    },
    async next(times = 1): Promise<void> {
      for (let i = 0; i < times; i++) {
        const before = await board.locator('umpire-bc-due .now p').textContent();
        await board.getByRole('button', { name: /^(Next step|End turn)/ }).click();
        await expect.poll(() => board.locator('umpire-bc-due .now p').textContent()).not.toBe(before);
      }
    },
    /** Everything the roster and the guns say about every figure and gun, as a screen reader hears it. */
    async snapshot(): Promise<string[]> {
      const figures = await board.locator('umpire-bc-roster button.fig').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
      const guns = await board.locator('umpire-bc-guns li').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
      const score = (await board.locator('umpire-bc-status .score').getAttribute('aria-label')) ?? '';
      return [...figures, ...guns, score];
    },
  };
}

describe('Brécourt Manor: the referee plays a first turn on the roster', () => {
  it('US fire with typed dice, a grenade, a German morale test and a German grenade land on the figures and survive a reload', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await startSession(page, 'Brécourt Manor');
    const b = boardOf(page);
    await b.board.locator('umpire-bc-roster').waitFor();
    await b.board.getByRole('button', { name: 'Start the game clock' }).click();
    await b.board.getByRole('button', { name: 'Pause the game clock' }).waitFor();
    await page.screenshot({ path: '.tmp/brecourt-landscape-start.png' });

    // US fire: Winters (rifle) at Grenadier 1 in the trench, 10" away; the players threw 3 3 5 1.
    await b.figure('1st Lt Richard Winters').click();
    await b.board.getByRole('button', { name: 'Fire', exact: true }).click();
    await b.figure('Grenadier 1').click();
    await b.procedureOpen('US fire');
    // The players throw their own dice (an app setting: it holds for every procedure after this one).
    await page.getByRole('radio', { name: 'Enter dice' }).click();
    // Filled in from the figures: his rifle, the trench's hard cover.
    expect(await b.panel.getByRole('radio', { name: 'Rifle' }).getAttribute('aria-checked')).toBe('true');
    expect(await b.panel.getByRole('radio', { name: 'Hard cover' }).getAttribute('aria-checked')).toBe('true');
    await b.panel.getByRole('spinbutton', { name: 'Range' }).focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowUp');
    await page.screenshot({ path: '.tmp/brecourt-landscape-fire.png' });
    await b.typeDice({ 'd6 pool': [3, 3, 5, 1] });
    await expect.poll(() => page.locator('umpire-result-card .summary').textContent()).toBe('1 suppression');
    await page.screenshot({ path: '.tmp/brecourt-landscape-result.png' });
    // The page reloads between Resolve and Apply: the roll and the figures it was for come back, and still apply.
    await page.reload();
    const waiting = b.board.getByRole('region', { name: 'Roll waiting to be applied' });
    await waiting.waitFor();
    expect((await waiting.textContent())?.replace(/\s+/g, ' ')).toMatch(/US fire \(1st Lt Richard Winters → Grenadier 1\): 1 suppression/);
    expect(await b.label('Grenadier 1')).not.toContain('suppression marker');
    await page.screenshot({ path: '.tmp/brecourt-landscape-reloaded-apply.png' });
    await waiting.getByRole('button', { name: /^Apply: Grenadier 1 suppressed/ }).click();
    await waiting.waitFor({ state: 'detached' });
    await expect.poll(() => b.label('Grenadier 1')).toContain('1 suppression marker');
    // Applied once: a second reload offers nothing more.
    await page.reload();
    await b.board.locator('umpire-bc-roster button.fig').first().waitFor();
    await expect.poll(() => b.label('Grenadier 1')).toContain('1 suppression marker');
    expect(await waiting.count()).toBe(0);
    const enter = page.getByRole('radio', { name: 'Enter dice' });
    if ((await enter.getAttribute('aria-checked')) !== 'true') await enter.click();
    expect(await b.label('1st Lt Richard Winters')).toContain('has fired this turn');

    // A US grenade: Lipton's scatter (on target with a 4), then the blast on Grenadiers 2 and 3 (2 2 5 1: a pair).
    await b.figure('Sgt Carwood Lipton').click();
    await b.board.getByRole('button', { name: 'Throw grenade' }).click();
    await b.procedureOpen('US grenade throw (scatter)');
    await b.typeDice({ d6: [4] });
    await b.applyResult(/Lipton: 0 grenades left/);
    await b.figure('Grenadier 2').click();
    await b.figure('Grenadier 3').click();
    await b.procedureOpen('US grenade blast');
    expect(await b.panel.getByRole('spinbutton', { name: 'Figures in the blast area' }).textContent()).toContain('2');
    await b.typeDice({ 'd6 pool': [2, 2, 5, 1] });
    await b.applyResult(/Grenadier 2 killed; Grenadier 3 stunned/);
    expect(await b.label('Grenadier 2')).toBe('Grenadier 2, German, rifle, killed');
    expect(await b.label('Grenadier 3')).toContain('stunned');

    // On to German morale: the suppressed Grenadier 1 owes a test, one tap away. A 1 fails; a 2 surrenders.
    await b.next(3);
    await page.screenshot({ path: '.tmp/brecourt-landscape-morale-due.png' });
    await b.board.getByRole('button', { name: 'Morale: Grenadier 1' }).click();
    await b.procedureOpen('German morale');
    expect(await b.panel.getByRole('spinbutton', { name: 'Suppression markers' }).textContent()).toContain('1');
    expect(await b.panel.getByRole('spinbutton', { name: 'Range from the firer' }).textContent()).toContain('10');
    await b.typeDice({ '1d6 test': [1], 'surrender-or-run d6': [2] });
    await b.applyResult(/Grenadier 1 surrenders/);
    // Winters guards the prisoner.
    await b.board.getByRole('combobox', { name: 'Guarded by' }).selectOption({ label: '1st Lt Richard Winters' });
    await expect.poll(() => b.label('Grenadier 1')).toContain('prisoner guarded by 1st Lt Richard Winters');
    expect(await b.board.getByRole('button', { name: /^Morale:/ }).count()).toBe(0);

    // German fire step: Grenadier 4 throws one of the five German grenades (it goes off after the next US move).
    await b.next(2);
    await b.figure('Grenadier 4').click();
    await b.board.getByRole('button', { name: 'Throw grenade (5 left)' }).click();
    await expect.poll(() => b.label('Grenadier 4')).toContain('threw a grenade');
    await page.screenshot({ path: '.tmp/brecourt-landscape-german-fire.png' });

    // Every step went into the session log as a game action.
    await page.getByRole('button', { name: 'Log' }).click();
    const log = page.locator('umpire-session-log');
    await expect.poll(async () => (await log.locator('h2').textContent()) ?? '').toMatch(/\(1[0-9] events\)/);
    await page.getByRole('button', { name: 'Close the log' }).click();

    const before = await b.snapshot();
    expect(before.length).toBeGreaterThan(50);
    await page.reload();
    await b.board.locator('umpire-bc-roster button.fig').first().waitFor();
    expect(await b.snapshot()).toEqual(before);
    expect(await b.board.locator('umpire-bc-due .now p').textContent()).toContain('German fire');
    expect(await b.board.getByRole('button', { name: 'Pause the game clock' }).count()).toBe(1);
    expect(await b.board.getByRole('region', { name: 'Roll waiting to be applied' }).count()).toBe(0);

    // The summary so far, exported as a file.
    await b.board.getByText('Score and summary').click();
    expect(await b.board.locator('umpire-bc-summary .result').textContent()).toMatch(/^In progress: US 1 – Germans 0$/);
    const [download] = await Promise.all([page.waitForEvent('download'), b.board.getByRole('button', { name: 'Export the summary' }).click()]);
    expect(download.suggestedFilename()).toBe('brecourt-summary-turn-1.json');
    await page.screenshot({ path: '.tmp/brecourt-landscape-summary.png', fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in portrait the roster is readable and touch-sized, and a figure is chosen by keyboard', async () => {
    const { context, page, errors } = await newPage({ width: 768, height: 1024 });
    await page.goto(base);
    await startSession(page, 'Brécourt Manor');
    const b = boardOf(page);
    await b.board.locator('umpire-bc-roster').waitFor();
    // Keyboard: focus a figure, Enter selects it; Escape lets go.
    await b.figure('Sgt William Guarnere').focus();
    await page.keyboard.press('Enter');
    await b.board.locator('umpire-bc-figure-card').getByRole('heading', { name: /Sgt William Guarnere/ }).waitFor();
    await b.board.getByRole('button', { name: 'Fire', exact: true }).click();
    // The bottom sheet lowered while choosing targets stays down as each target refills the panel.
    await page.getByRole('button', { name: 'Make the panel smaller' }).click();
    await b.figure('Grenadier 5').click();
    await b.figure('Grenadier 6').click();
    await page.screenshot({ path: '.tmp/brecourt-portrait-targets.png' });
    await page.getByRole('button', { name: 'Make the panel larger' }).click();
    await b.procedureOpen('US fire');
    expect(await b.panel.getByRole('radio', { name: 'SMG' }).getAttribute('aria-checked')).toBe('true');
    expect(await b.panel.getByRole('spinbutton', { name: 'Figures in the template' }).textContent()).toContain('2');
    await page.screenshot({ path: '.tmp/brecourt-portrait-fire.png' });
    await b.board.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('button', { name: 'Make the panel smaller' }).click();

    // Rename, add and remove figures.
    await b.figure('Pvt Robert Wynn').click();
    await b.board.getByText('Correct or edit Pvt Robert Wynn').click();
    await b.board.getByRole('textbox', { name: 'New name for Pvt Robert Wynn' }).fill('Pvt Popeye Wynn');
    await b.board.getByRole('button', { name: 'Rename', exact: true }).click();
    await b.figure('Pvt Popeye Wynn').waitFor();
    await b.board.getByText('Add a figure').click();
    await b.board.getByRole('textbox', { name: 'Name', exact: true }).fill('Pvt Joe Domingus');
    await b.board.getByRole('button', { name: 'Add paratrooper' }).click();
    await b.figure('Pvt Joe Domingus').waitFor();
    expect(await b.label('Pvt Joe Domingus')).toBe('Pvt Joe Domingus, paratrooper, rifle, 1 grenade left');
    await b.figure('Pvt Joe Domingus').click();
    await b.board.getByText('Correct or edit Pvt Joe Domingus').click();
    await b.board.getByRole('button', { name: 'Remove Pvt Joe Domingus' }).click();
    await page.locator('umpire-confirm').getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => b.figure('Pvt Joe Domingus').count()).toBe(0);
    await b.board.getByText('Add a figure').click();
    // Touch: every roster row and every button of the board is at least 44 px high.
    const small = await b.board.evaluate((el) => {
      const out: string[] = [];
      const walk = (root: ShadowRoot | null): void => {
        if (!root) return;
        for (const e of root.querySelectorAll('*')) {
          if (e instanceof HTMLButtonElement || e instanceof HTMLSelectElement) {
            const r = e.getBoundingClientRect();
            if (r.width > 0 && r.height < 43.5) out.push(`${e.getAttribute('aria-label') ?? e.textContent?.trim()} ${r.height}`);
          }
          walk((e as HTMLElement).shadowRoot);
        }
      };
      walk(el.shadowRoot);
      return out;
    });
    expect(small).toEqual([]);
    // Nothing runs off the side of the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    expect(errors).toEqual([]);
    await context.close();
  });
});
