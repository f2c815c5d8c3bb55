import { describe, expect, it } from 'vitest';
import { startSession, useBrowser } from './browser.ts';
import { brecourtBoard, deepText } from './brecourt-board.ts';

// a seeded stream for the sessions started here: each test plays the same game on every run
const { base, newPage } = useBrowser(23);

/** A new Brécourt session at text size 1.3 (Settings), on a page of `viewport`. */
async function largeTextSession(viewport: { width: number; height: number }) {
  const opened = await newPage(viewport);
  await opened.page.goto(base);
  await opened.page.evaluate(() => localStorage.setItem('umpire.settings', JSON.stringify({ textScale: 1.3 })));
  await opened.page.reload();
  await startSession(opened.page, 'Brécourt Manor');
  return { ...opened, b: brecourtBoard(opened.page) };
}

describe('Brécourt Manor: the referee plays a first turn on the roster', () => {
  it('the range is asked, the odds shown before the roll, and a roll waiting to be applied survives reloads until applied', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await startSession(page, 'Brécourt Manor');
    const b = brecourtBoard(page);
    await b.board.locator('umpire-bc-roster').waitFor();
    await b.board.getByRole('button', { name: 'Start the game clock' }).click();
    await b.board.getByRole('button', { name: 'Pause the game clock' }).waitFor();
    await page.screenshot({ path: '.tmp/brecourt-landscape-start.png' });

    // US fire: Winters (rifle) at Grenadier 1 in the trench. No range is assumed: the card asks for it first.
    await b.act('1st Lt Richard Winters', 'Fire');
    await b.figure('Grenadier 1').click();
    await b.roll.getByRole('heading', { name: '1st Lt Richard Winters fires his rifle at Grenadier 1' }).waitFor();
    expect(await deepText(b.roll.getByRole('status'))).toMatch(/To see the odds and roll: measure the range/);
    expect(await b.roll.getByRole('button', { name: /^Roll/ }).count()).toBe(0);
    expect(await b.roll.getByRole('radio', { name: 'Hard', exact: true }).getAttribute('aria-checked')).toBe('true');
    await b.tell('Up to 12"');
    // The odds of the roll the game will make are shown before it: 4 dice (under 12" +1) against hard cover.
    await expect.poll(() => b.odds()).toMatch(/^Odds: no effect 27\.8%, 1 supp\. 46\.3%/);
    expect(await deepText(b.roll.locator('.chips'))).toMatch(/Target under 12" \(not \.30 cal\)\s*\+\s*1/);
    await page.screenshot({ path: '.tmp/brecourt-landscape-fire.png' });
    await b.typeDice({ 'd6 pool': [3, 3, 5, 1] });
    await b.pending.waitFor();
    expect(await deepText(b.pending)).toMatch(
      /1st Lt Richard Winters fires his rifle at Grenadier 1, within 12": dice thrown 3, 3, 5 and 1; Target under 12" \(not \.30 cal\) \+1; 1 suppression \(US Sheet: Firing\)/,
    );
    expect(await b.badges('Grenadier 1')).not.toContain('Suppressed');
    await page.screenshot({ path: '.tmp/brecourt-landscape-pending.png' });

    // The page reloads (or the browser is closed) before Apply: the roll is the game's, still waiting.
    await page.reload();
    await b.pending.waitFor();
    expect(await deepText(b.pending)).toMatch(/1 suppression/);
    // The same check cannot be rolled again: Winters has fired.
    await b.figure('1st Lt Richard Winters').click();
    expect(
      await b.board
        .locator('umpire-bc-figure-card')
        .getByRole('button', { name: 'Fire', exact: true })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    await page.screenshot({ path: '.tmp/brecourt-landscape-reloaded-pending.png' });
    await b.apply(/^Apply: Grenadier 1 suppressed \(1 marker\)$/);
    await expect.poll(() => b.badges('Grenadier 1')).toContain('Suppressed');
    await page.reload();
    await b.board.locator('umpire-bc-roster button.fig').first().waitFor();
    expect(await b.pending.count()).toBe(0);
    expect(await b.badges('1st Lt Richard Winters')).toContain('Fired');

    // A US grenade: Lipton's scatter (aimed 5", on target with a 4), then the blast on Grenadiers 2 and 3.
    await b.act('Sgt Carwood Lipton', 'Throw grenade');
    await b.tell('Up to 6"');
    await b.typeDice({ d6: [4] });
    await expect.poll(() => b.badges('Sgt Carwood Lipton')).not.toContain('1 grenade');
    await b.figure('Grenadier 2').click();
    await b.figure('Grenadier 3').click();
    await b.roll
      .getByRole('heading', { name: "Sgt Carwood Lipton's grenade goes off on Grenadier 2 and Grenadier 3" })
      .waitFor();
    await b.typeDice({ 'd6 pool': [2, 2, 5, 1] });
    await b.apply(/Grenadier 2 killed; Grenadier 3 stunned until the next US turn/);
    await expect.poll(() => b.badges('Grenadier 2')).toEqual(['Killed']);
    expect(await b.badges('Grenadier 3')).toContain('Stunned');

    // German morale: the suppressed Grenadier 1 owes a test, his range taken from Winters' shot. 1 fails; 2 surrenders.
    await b.next(3);
    await b.board.getByRole('button', { name: 'Morale: Grenadier 1' }).click();
    await b.roll.getByRole('heading', { name: 'Grenadier 1 tests morale' }).waitFor();
    expect(await b.roll.getByRole('radio', { name: 'Up to 12"' }).getAttribute('aria-checked')).toBe('true');
    await b.typeDice({ '1d6 test': [1], 'surrender-or-run d6': [2] });
    await b.apply(/Grenadier 1 surrenders/);
    await b.board.getByRole('combobox', { name: 'Guarded by' }).selectOption({ label: '1st Lt Richard Winters' });
    await expect.poll(() => b.badges('Grenadier 1')).toEqual(['Prisoner · Winters']);
    expect(await b.board.getByRole('button', { name: /^Morale:/ }).count()).toBe(0);

    // German fire step: Grenadier 4 throws one of the five German grenades.
    await b.next(2);
    await b.act('Grenadier 4', 'Throw grenade (5 left)');
    await expect.poll(() => b.badges('Grenadier 4')).toContain('Grenade in the air');
    await page.screenshot({ path: '.tmp/brecourt-landscape-german-fire.png' });
    // The Germans are aware: an MG42 rolls for confusion first, its odds in words (not the outcome's key).
    await b.board
      .getByRole('button', { name: /^Confusion: / })
      .first()
      .click();
    await expect.poll(() => b.odds()).toMatch(/^Odds: fires as aimed \d+\.\d%, fires on friends \d+\.\d%$/);
    await b.roll.getByRole('button', { name: 'Cancel' }).click();

    // Every step is in the session log, in words.
    await page.getByRole('button', { name: 'Log' }).click();
    const log = page.locator('umpire-session-log');
    await expect
      .poll(() => deepText(log))
      .toMatch(/Grenadier 4 throws a grenade: it goes off after the US move; 4 left/);
    await page.getByRole('button', { name: 'Close the log' }).click();

    const before = await b.snapshot();
    expect(before.length).toBeGreaterThan(50);
    await page.reload();
    await b.board.locator('umpire-bc-roster button.fig').first().waitFor();
    expect(await b.snapshot()).toEqual(before);
    expect(await b.board.locator('umpire-bc-due .now p').textContent()).toContain('German fire');
    expect(await b.board.getByRole('button', { name: 'Pause the game clock' }).count()).toBe(1);

    await b.board.getByText('Score and summary').click();
    expect(await deepText(b.board.locator('umpire-bc-summary .result'))).toMatch(/^In progress: US 1 – Germans 0$/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      b.board.getByRole('button', { name: 'Export the summary' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('brecourt-summary-turn-1.json');
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('in portrait at text size 1.3: dice typed for a two-group roll survive a reload mid-entry and are "thrown" once in Just now; a prisoner is asked a guard, then runs (US Sheet: Germans Surrendering)', async () => {
    const { context, page, errors, b } = await largeTextSession({ width: 768, height: 1024 });
    await b.act('1st Lt Richard Winters', 'Fire');
    await b.figure('Grenadier 1').click();
    await b.tell('Up to 12"');
    await b.typeDice({ 'd6 pool': [3, 3, 5, 1] });
    await b.apply(/Grenadier 1 suppressed/);
    await b.next(3);
    await b.board.getByRole('button', { name: 'Morale: Grenadier 1' }).click();
    await b.roll.getByRole('button', { name: 'Enter the dice thrown' }).click();
    await b.roll.getByRole('button', { name: 'Add 1 to 1d6 test', exact: true }).click();
    // A reload in the middle of typing the dice keeps those typed so far: only the second group is left to type.
    await page.reload();
    await b.roll.getByRole('heading', { name: 'Grenadier 1 tests morale' }).waitFor();
    expect(await b.roll.getByRole('button', { name: 'Enter the dice thrown' }).count()).toBe(0);
    await b.typeDice({ 'surrender-or-run d6': [2] });
    await b.apply(/Grenadier 1 surrenders/);
    // The strip's line: both groups' dice, and the word for dice typed in from the table once, after them.
    const strip = page.locator('umpire-session-view umpire-strip.recap [slot="line"]');
    await expect.poll(() => deepText(strip)).toMatch(/SURRENDERS/);
    const drawn = await strip.evaluate((line) => {
      const words: string[] = [];
      const walk = (n: Node): void => {
        if (n instanceof Element && (n.classList.contains('sr-only') || n.tagName === 'STYLE')) return;
        if (n.nodeType === Node.TEXT_NODE) words.push(n.textContent ?? '');
        if (n instanceof Element && n.shadowRoot) walk(n.shadowRoot);
        for (const c of Array.from(n.childNodes)) walk(c);
      };
      walk(line);
      return words.join(' ').replace(/\s+/g, ' ');
    });
    expect(drawn).toMatch(/1d6 test surrender-or-run d6 thrown → Fails: SURRENDERS/);
    expect(drawn.match(/thrown/g)).toHaveLength(1);
    // Two lines at most (the head alone is wider than the line here): the dice and the outcome whole, and who tested.
    const fit = await strip.evaluate((brief) => {
      const box = brief.shadowRoot?.querySelector('.brief')?.getBoundingClientRect();
      const who = brief.shadowRoot?.querySelector('.tail .why')?.getClientRects()[0];
      return {
        lines: (box?.height ?? 0) / parseFloat(getComputedStyle(brief).lineHeight),
        whoShown: box !== undefined && who !== undefined && who.bottom <= box.bottom + 0.5,
      };
    });
    expect(Math.round(fit.lines)).toBeLessThanOrEqual(2);
    expect(fit.whoShown).toBe(true);
    await page.screenshot({ path: '.tmp/brecourt-portrait-1.3-surrender.png' });

    // He has surrendered: his card stays open for a guard, and the due list asks for one, with the rule.
    const card = b.board.locator('umpire-bc-figure-card');
    expect(await deepText(card)).toMatch(
      /Needs a guard: one paratrooper guards up to 6 prisoners; nobody guarding, he runs when the Germans move \(\s*US Sheet: Germans Surrendering\s*\)/,
    );
    await card.getByRole('button', { name: 'Close the figure' }).click();
    const due = b.board.locator('umpire-bc-due');
    expect(await deepText(due)).toMatch(
      /Guard Grenadier 1 \(one man guards up to 6\) or he runs when the Germans move \(\s*US Sheet: Germans Surrendering\s*\)/,
    );
    await due.getByRole('button', { name: 'Guard: Grenadier 1' }).click();
    await card.getByRole('combobox', { name: 'Guarded by' }).waitFor();

    // Nobody named: when the Germans move he is due to run, and runs from the trench to the tree line; the point goes.
    await card.getByRole('button', { name: 'Close the figure' }).click();
    await b.next();
    expect(await deepText(due)).toMatch(/Due Grenadier 1, a prisoner nobody guards, runs/);
    expect(await deepText(b.board.locator('umpire-bc-score .score'))).toMatch(/US 1/);
    await page.screenshot({ path: '.tmp/brecourt-portrait-1.3-prisoner-runs.png' });
    await due.getByRole('button', { name: 'Runs: Grenadier 1' }).click();
    await expect.poll(() => b.badges('Grenadier 1')).not.toContain('Prisoner, unguarded');
    expect(await deepText(b.board.locator('umpire-bc-score .score'))).toMatch(/US 0/);
    expect(await deepText(strip)).toMatch(/Nobody guards Grenadier 1: he is no longer a prisoner and runs/);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('at text size 1.3, a new turn brings what is due back into sight after a German far down the roster acted; his grenade catches nobody, told in words with no roll', async () => {
    const { context, page, errors, b } = await largeTextSession({ width: 1024, height: 768 });
    await b.next(5);
    await b.act('Grenadier 7', 'Throw grenade (5 left)');
    await expect.poll(() => b.badges('Grenadier 7')).toContain('Grenade in the air');
    await b.next(2);
    // Turn 2, step 1: the due list (longer now, with the grenade about to go off) and the way on are on screen.
    const next = b.board.getByRole('button', { name: 'Next step' });
    await expect
      .poll(() =>
        next.evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= innerHeight),
      )
      .toBe(true);
    expect(await deepText(b.board.locator('umpire-bc-due'))).toMatch(/1 German grenade about to go off/);
    await page.screenshot({ path: '.tmp/brecourt-landscape-1.3-turn-2.png' });

    // The grenade goes off with nobody near it: the card says so in words, with no dice to roll.
    await b.next();
    await b.board.getByRole('button', { name: 'Blast: tap the paratroopers caught' }).click();
    await b.roll
      .getByRole('heading', { name: 'The German grenade from Grenadier 7 goes off, catching nobody' })
      .waitFor();
    expect(await deepText(b.roll.getByRole('status'))).toMatch(
      /^Nobody is in the blast area: the grenade goes off and hurts nobody, so no dice are rolled/,
    );
    expect(await b.roll.getByRole('button', { name: /^Roll/ }).count()).toBe(0);
    expect(await b.roll.locator('umpire-odds-chart').count()).toBe(0);
    await page.screenshot({ path: '.tmp/brecourt-landscape-1.3-grenade-nobody.png' });
    await b.roll.getByRole('button', { name: 'Nobody caught: no roll' }).click();
    // Nothing lands on anyone, so nothing waits to be applied: the grenade is gone and Just now says so.
    await expect.poll(() => deepText(b.board.locator('umpire-bc-due'))).not.toMatch(/Grenade from Grenadier 7/);
    expect(await b.pending.count()).toBe(0);
    await page.screenshot({ path: '.tmp/brecourt-landscape-1.3-grenade-gone.png' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a look at a table from the roll and back keeps the firer, the target and the range', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await startSession(page, 'Brécourt Manor');
    const b = brecourtBoard(page);
    await b.act('1st Lt Richard Winters', 'Fire');
    await b.figure('Grenadier 1').click();
    await b.tell('Over 12"');
    await b.roll.getByText('Tables used (4)').click();
    await b.roll.getByRole('link', { name: /US fire modifiers/ }).click();
    await page.locator('umpire-tables-view, umpire-table-view').first().waitFor();
    await page.goBack();
    await b.roll.getByRole('heading', { name: '1st Lt Richard Winters fires his rifle at Grenadier 1' }).waitFor();
    expect(await b.roll.getByRole('radio', { name: 'Over 12"' }).getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => b.odds()).toMatch(/^Odds: /);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('dice typed for a roll that was let go (cancelled, another roll set up in its place, undone) do not come back when it is set up again; a look at a table or a reload keeps them', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await startSession(page, 'Brécourt Manor');
    const b = brecourtBoard(page);
    for (const [firer, target] of [
      ['1st Lt Richard Winters', 'Grenadier 1'],
      ['Sgt Carwood Lipton', 'Grenadier 2'],
    ] as const) {
      await b.act(firer, 'Fire');
      await b.figure(target).click();
      await b.tell('Up to 12"');
      await b.typeDice({ 'd6 pool': [3, 3, 5, 1] });
      await b.apply(new RegExp(`${target} suppressed`));
    }
    await b.next(3);
    const typedSoFar = () => b.roll.getByRole('button', { name: /^Remove / }).count();
    /** Sets up a grenadier's morale test: it must start with no dice typed in; then one is. */
    const setUpAndTypeOne = async (who: string): Promise<void> => {
      await b.board.getByRole('button', { name: `Morale: ${who}` }).click();
      await b.roll.getByRole('heading', { name: `${who} tests morale` }).waitFor();
      const enter = b.roll.getByRole('button', { name: 'Enter the dice thrown' });
      if (await enter.count()) await enter.click();
      expect(await typedSoFar()).toBe(0);
      await b.roll.getByRole('button', { name: 'Add 1 to 1d6 test', exact: true }).click();
      expect(await typedSoFar()).toBe(1);
    };
    const cancel = async (): Promise<void> => {
      await b.roll.getByRole('button', { name: 'Cancel' }).click();
      await b.roll.waitFor({ state: 'detached' });
    };

    // Cancelled.
    await setUpAndTypeOne('Grenadier 1');
    await cancel();
    // Another roll set up in its place (the same card, another grenadier), then that one cancelled.
    await setUpAndTypeOne('Grenadier 1');
    await setUpAndTypeOne('Grenadier 2');
    await cancel();
    // Undone: the step it belonged to is taken back, then played again.
    await setUpAndTypeOne('Grenadier 1');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await b.roll.waitFor({ state: 'detached' });
    await b.next();

    // Kept: a look at a table and back, then a reload, bring the die typed back with the roll.
    await setUpAndTypeOne('Grenadier 1');
    await b.roll.getByText(/^Tables used/).click();
    await b.roll
      .getByRole('link', { name: /German morale/ })
      .first()
      .click();
    await page.locator('umpire-tables-view, umpire-table-view').first().waitFor();
    await page.goBack();
    await b.roll.getByRole('heading', { name: 'Grenadier 1 tests morale' }).waitFor();
    expect(await typedSoFar()).toBe(1);
    await page.reload();
    await b.roll.getByRole('heading', { name: 'Grenadier 1 tests morale' }).waitFor();
    expect(await typedSoFar()).toBe(1);
    await b.typeDice({ 'surrender-or-run d6': [2] });
    await b.apply(/Grenadier 1 surrenders/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in portrait the targets stay in sight while they are chosen, and the roster is used from the keyboard', async () => {
    const { context, page, errors } = await newPage({ width: 768, height: 1024 });
    await page.goto(base);
    await startSession(page, 'Brécourt Manor');
    const b = brecourtBoard(page);
    await b.board.locator('umpire-bc-roster').waitFor();
    // Keyboard: the roster is one stop; arrows move along it; Enter selects.
    await b.figure('1st Lt Richard Winters').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await b.board
      .locator('umpire-bc-figure-card')
      .getByRole('heading', { name: /Sgt William Guarnere/ })
      .waitFor();
    await b.board.locator('umpire-bc-figure-card').getByRole('button', { name: 'Fire', exact: true }).click();
    // What he fires at must be on screen and not under anything.
    const uncovered = async (name: string): Promise<boolean> =>
      b.figure(name).evaluate((el) => {
        const r = el.getBoundingClientRect();
        if (r.bottom > window.innerHeight || r.top < 0) return false;
        let hit: Element | null = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        while (hit?.shadowRoot) {
          const inner = hit.shadowRoot.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          if (!inner || inner === hit) break;
          hit = inner;
        }
        return hit === el || el.contains(hit);
      });
    await b.figure('Grenadier 5').scrollIntoViewIfNeeded();
    expect(await uncovered('Grenadier 5')).toBe(true);
    await b.figure('Grenadier 5').click();
    await b.figure('Grenadier 6').click();
    expect(await uncovered('Grenadier 6')).toBe(true);
    await b.roll
      .getByRole('heading', { name: 'Sgt William Guarnere fires his SMG at Grenadier 5 and Grenadier 6' })
      .waitFor();
    await page.screenshot({ path: '.tmp/brecourt-portrait-targets.png' });
    await b.tell('Over 12"');
    await expect.poll(() => b.odds()).toMatch(/^Odds: /);
    // The roll card grew with the odds over the foot of the roster: the figures chosen are still in sight above it.
    await expect.poll(() => uncovered('Grenadier 6')).toBe(true);
    expect(await uncovered('Grenadier 5')).toBe(true);
    await page.screenshot({ path: '.tmp/brecourt-portrait-fire.png' });
    await page.keyboard.press('Escape');
    await expect.poll(() => b.roll.count()).toBe(0);
    // A charge set by a figure far down the roster: the gun tiles, above the roster, come into sight uncovered.
    await b.act('Pvt John D. Hall', 'Blow up a gun');
    const gun = b.board.locator('umpire-bc-guns').getByRole('button', { name: 'Charge here' }).first();
    await expect.poll(() => gun.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    expect(await gun.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    await page.screenshot({ path: '.tmp/brecourt-portrait-charge.png' });
    // The gun tapped is the one he stood beside for a whole move, as the card asked: the charge goes off.
    await gun.click();
    await expect.poll(() => b.odds()).toMatch(/^Odds: destroyed, \+\d+ US 100%$/);
    expect(
      await b.roll
        .getByRole('switch', { name: 'Stayed beside it a whole move doing nothing else' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => b.roll.count()).toBe(0);
    // Touch: every button of the board is at least 44 px high; nothing runs off the side.
    const small = await b.board.evaluate((el) => {
      const out: string[] = [];
      const walk = (root: ShadowRoot | null): void => {
        if (!root) return;
        for (const e of root.querySelectorAll('*')) {
          if (e instanceof HTMLButtonElement || e instanceof HTMLSelectElement) {
            const r = e.getBoundingClientRect();
            if (r.width > 0 && r.height < 43.5) out.push(`${e.textContent?.trim()} ${r.height}`);
          }
          walk((e as HTMLElement).shadowRoot);
        }
      };
      walk(el.shadowRoot);
      return out;
    });
    expect(small).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a clock left running while the tablet slept waits for the referee: the time away is left out or counted', async () => {
    const { context, page, errors } = await newPage();
    await page.clock.install();
    await page.goto(base);
    await startSession(page, 'Brécourt Manor');
    const b = brecourtBoard(page);
    await b.board.getByRole('button', { name: 'Start the game clock' }).click();
    await b.board.getByRole('button', { name: 'Pause the game clock' }).waitFor();
    const timer = b.board.getByRole('timer');

    // Nine hours asleep: the clock neither shows them nor ends the game until the referee says.
    await page.clock.fastForward('09:00:00');
    const away = b.board.getByRole('alert').filter({ hasText: 'Count that time?' });
    await away.waitFor();
    expect(await deepText(away)).toMatch(/closed or asleep while the clock ran: 9:00:0\d since it last saw it/);
    expect(await timer.getAttribute('aria-label')).toMatch(/^Game clock 0:00:0\d of 3:00:00, running$/);
    await page.screenshot({ path: '.tmp/brecourt-clock-away.png' });
    await away.getByRole('button', { name: 'Leave it out (pause)' }).click();
    await b.board.getByRole('button', { name: 'Resume the game clock' }).waitFor();
    expect(await timer.getAttribute('aria-label')).toMatch(/^Game clock 0:00:0\d of 3:00:00, paused$/);

    // Asleep again with the clock running, and this time the hours count: three of them end the game.
    await b.board.getByRole('button', { name: 'Resume the game clock' }).click();
    await page.clock.fastForward('04:00:00');
    await away.getByRole('button', { name: 'Count it' }).click();
    await expect.poll(() => timer.getAttribute('aria-label')).toMatch(/^Game clock 4:00:\d\d of 3:00:00, running$/);
    await expect.poll(() => b.board.getByRole('button', { name: 'Pause the game clock' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
