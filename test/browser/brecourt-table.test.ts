/**
 * Brécourt at the table: the board's share of a 1024x768 screen, the roster high on it, figure text readable at
 * arm's length and growing with the text size, axe-core with the panel closed and open, and a long random game
 * played through the board with nothing machine-shaped on screen after any step.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openProcedure, SHOTS, startSession, useBrowser } from './browser.ts';
import { brecourtBoard } from './brecourt-board.ts';
import { expectAxeClean } from './a11y.ts';
import { expectNoLeaks } from './leaks.ts';

// a seeded stream for the sessions started here: each test plays the same game on every run
const { base, newPage } = useBrowser(17);

/** The part of the viewport the board element covers. */
function boardShare(page: Page): Promise<number> {
  return page.locator('umpire-board-brecourt').evaluate((el) => {
    const r = el.getBoundingClientRect();
    const w = Math.max(0, Math.min(r.right, window.innerWidth) - Math.max(r.left, 0));
    const h = Math.max(0, Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0));
    return (w * h) / (window.innerWidth * window.innerHeight);
  });
}

/** How far down the screen the roster's first figure row starts, and how many figure rows are wholly on screen. */
function rosterInSight(page: Page): Promise<{ top: number; rows: number }> {
  return page.locator('umpire-board-brecourt umpire-bc-roster').evaluate((el) => {
    const rows = [...(el.shadowRoot?.querySelectorAll('button.fig') ?? [])].map((b) => b.getBoundingClientRect());
    return {
      top: rows[0]?.top ?? Infinity,
      rows: rows.filter((r) => r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight).length,
    };
  });
}

/** The clock, whether the Germans are aware, the current step, what is due and the button on are wholly on screen. */
async function expectInSight(page: Page): Promise<void> {
  const b = brecourtBoard(page);
  for (const part of [
    b.board.locator('umpire-bc-status [role="timer"]'),
    b.board.locator('umpire-bc-status .aware'),
    b.board.locator('umpire-bc-due li[aria-current="step"]'),
    b.board.locator('umpire-bc-due li.item').first(),
    b.board.getByRole('button', { name: /^(Next step|End turn)/ }),
  ]) {
    const r = await part.boundingBox();
    const vp = page.viewportSize();
    expect(r && vp && r.y >= 0 && r.y + r.height <= vp.height && r.width > 20).toBe(true);
  }
}

/** The smallest font size (CSS px) of the text on the roster's figure rows. */
function smallestFigureText(page: Page): Promise<number> {
  return page.locator('umpire-board-brecourt umpire-bc-roster').evaluate((el) => {
    let min = Infinity;
    for (const b of el.shadowRoot?.querySelectorAll('button.fig') ?? []) {
      for (const t of b.querySelectorAll('.name, .w, .b'))
        min = Math.min(min, parseFloat(getComputedStyle(t).fontSize));
    }
    return min;
  });
}

/** A small seeded generator, so a failing random game can be played again. */
function seeded(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

describe('Brécourt at the table', () => {
  it('the board takes most of a 1024x768 screen, its figure text is 12 px or more and grows with the text size', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await startSession(page, 'Brécourt Manor');
    const b = brecourtBoard(page);
    await b.board.locator('umpire-bc-roster').waitFor();
    expect(await boardShare(page)).toBeGreaterThanOrEqual(0.6);
    // The roster, tapped all game, starts high on the screen (the guns and the score beside it, not above it),
    // under the clock, the awareness and the steps with what is due and the way on, all in sight.
    await expect.poll(async () => (await rosterInSight(page)).top).toBeLessThan(0.42 * 768);
    expect((await rosterInSight(page)).rows).toBeGreaterThanOrEqual(14);
    await expectInSight(page);
    // Every name is read whole (a tablet cannot hover over an ellipsis): 'MG42 team 3 gunner (no loader)'.
    const cut = await b.board
      .locator('umpire-bc-roster')
      .evaluate((el) =>
        [...(el.shadowRoot?.querySelectorAll('button.fig .name') ?? [])]
          .filter((n) => n.scrollWidth > n.clientWidth + 1 || n.scrollHeight > n.clientHeight + 1)
          .map((n) => n.textContent),
      );
    expect(cut).toEqual([]);
    await expect.poll(() => b.figure('MG42 team 3 gunner (no loader)').count()).toBe(1);
    const normal = await smallestFigureText(page);
    expect(normal).toBeGreaterThanOrEqual(12);
    // During play: a shot set up beside the roster.
    await b.act('1st Lt Richard Winters', 'Fire');
    await b.figure('Grenadier 1').click();
    await b.tell('Up to 12"');
    await expect.poll(() => b.odds()).toMatch(/^Odds: /);
    expect(await boardShare(page)).toBeGreaterThanOrEqual(0.6);
    // The roster scrolled down to the target: where the turn stands stays in sight over it, the target not under it.
    await expectInSight(page);
    const head = await b.board.locator('div.standing').boundingBox();
    const target = await b.figure('Grenadier 1').boundingBox();
    expect(head && target && target.y >= head.y + head.height - 1).toBe(true);
    const tags = await b.board
      .locator('umpire-bc-roster')
      .evaluate((el) =>
        [...(el.shadowRoot?.querySelectorAll('.role') ?? [])].map((t) => parseFloat(getComputedStyle(t).fontSize)),
      );
    expect(Math.min(...tags)).toBeGreaterThanOrEqual(12);
    // The shot is not taken: once the game moves on, the roll being set up for the last step is let go.
    await b.next();
    await expect.poll(() => b.roll.count()).toBe(0);
    expect(
      await b.board
        .locator('umpire-bc-figure-card')
        .getByText(/fires at/)
        .count(),
    ).toBe(0);
    // The text size setting scales the figures' text with it.
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('umpire.settings') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('umpire.settings', JSON.stringify({ ...s, textScale: 1.3 }));
    });
    await page.reload();
    await b.board.locator('umpire-bc-roster').waitFor();
    expect(await smallestFigureText(page)).toBeCloseTo(normal * 1.3, 0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in portrait the roster starts under half way down, the clock, the awareness and the way on in sight', async () => {
    const { context, page, errors } = await newPage({ width: 768, height: 1024 });
    await page.goto(base);
    await startSession(page, 'Brécourt Manor');
    await brecourtBoard(page).board.locator('umpire-bc-roster').waitFor();
    await expect.poll(async () => (await rosterInSight(page)).top).toBeLessThan(0.46 * 1024);
    expect((await rosterInSight(page)).rows).toBeGreaterThanOrEqual(17);
    await expectInSight(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in portrait a roll waiting to be applied stands alone at the foot, the roster readable above it', async () => {
    const { context, page, errors } = await newPage({ width: 768, height: 1024 });
    await page.goto(base);
    await startSession(page, 'Brécourt Manor');
    const b = brecourtBoard(page);
    await b.act('Sgt William Guarnere', 'Fire');
    await b.figure('Grenadier 5').click();
    await b.tell('Over 12"');
    await b.typeDice({ 'd6 pool': [4, 4, 1, 2] });
    await b.pending.getByRole('button', { name: /^Apply/ }).waitFor();
    // The way on says why it is shut in a line; the roll it waits for is told once, on its card.
    expect(await b.board.locator('umpire-bc-due .wait').textContent()).toBe(
      'Apply or leave the waiting roll before moving on.',
    );
    // Nothing else may be rolled until the roll is applied or left: the firer's card does not cover the roster.
    expect(await b.board.locator('umpire-bc-figure-card').count()).toBe(0);
    const card = await b.pending.boundingBox();
    expect(card && card.y + card.height <= 1024 && card.y >= 0).toBe(true);
    const covered = 1024 - (card?.y ?? 0);
    expect(covered).toBeLessThanOrEqual(260);
    const readable = await b.board
      .locator('umpire-bc-roster')
      .evaluate(
        (el, top) =>
          [...(el.shadowRoot?.querySelectorAll('button.fig') ?? [])]
            .map((f) => f.getBoundingClientRect())
            .filter((r) => r.height > 0 && r.top >= 0 && r.bottom <= top).length,
        card?.y ?? 0,
      );
    expect(readable).toBeGreaterThanOrEqual(20);
    await page.screenshot({ path: `${SHOTS}/brecourt-portrait-waiting.png` });
    // Applied: Guarnere has nothing left to roll, so his card does not come back over the roster.
    await b.apply(/^Apply: Grenadier 5/);
    expect(await b.board.locator('umpire-bc-figure-card').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in portrait a roll that leaves nothing to apply is told where its card stood, until the next tap', async () => {
    const { context, page, errors } = await newPage({ width: 768, height: 1024 });
    await page.goto(base);
    await startSession(page, 'Brécourt Manor');
    const b = brecourtBoard(page);
    await b.act('Sgt William Guarnere', 'Fire');
    await b.figure('Grenadier 5').click();
    await b.tell('Over 12"');
    await b.typeDice({ 'd6 pool': [2, 3, 5, 6] });
    // No pair, no effect: nothing waits to be applied; the roll card goes, and what the dice did is read at the
    // foot, where the card stood.
    const rolled = b.board.locator('umpire-bc-rolled');
    await rolled.locator('umpire-told .out').getByText('no effect', { exact: false }).waitFor();
    expect(await b.pending.count()).toBe(0);
    const r = await rolled.boundingBox();
    expect(r && r.y >= 0.5 * 1024 && r.y + r.height <= 1024).toBe(true);
    expect(await rolled.locator('umpire-told umpire-die').count()).toBe(4);
    // Guarnere has nothing left to roll: his card is not left over the roster beside what he rolled.
    expect(await b.board.locator('umpire-bc-figure-card').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/brecourt-portrait-rolled.png` });
    await b.figure('Grenadier 1').click();
    await expect.poll(() => rolled.count()).toBe(0);
    // Compton's card is let go when the game moves to a step with nothing for him (German morale).
    await b.figure('2nd Lt Lynn Compton').click();
    await b.board.locator('umpire-bc-figure-card').waitFor();
    await b.next(3);
    expect(await b.board.locator('umpire-bc-figure-card').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with three MG42s owing confusion rolls, each due item keeps its button beside it and the roster in sight', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await startSession(page, 'Brécourt Manor');
    const b = brecourtBoard(page);
    await b.board.getByRole('button', { name: 'Mark them aware' }).click();
    await b.board.getByText('Germans aware since turn 1').waitFor();
    await b.next(5);
    const items = b.board.locator('umpire-bc-due li.item');
    await expect.poll(() => items.count()).toBe(4);
    // 'Confusion' beside the text that names the gunner; a screen reader hears the whole: 'Confusion: MG42 team 1 gunner'.
    for (const h of await items.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height)))
      expect(h).toBeLessThanOrEqual(64);
    await b.board.getByRole('button', { name: 'Confusion: MG42 team 1 gunner' }).waitFor();
    expect((await rosterInSight(page)).top).toBeLessThan(0.75 * 768);
    await expectInSight(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('axe-core finds nothing serious on the session page, with the panel closed and open, choosing and rolling', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await startSession(page, 'Brécourt Manor');
    const b = brecourtBoard(page);
    await b.board.locator('umpire-bc-roster').waitFor();
    await expectAxeClean(page, 'Brécourt, nothing chosen');
    await b.act('Sgt William Guarnere', 'Fire');
    await b.figure('Grenadier 5').click();
    await b.tell('Over 12"');
    await expect.poll(() => b.odds()).toMatch(/^Odds: /);
    await expectAxeClean(page, 'Brécourt, a shot set up');
    await b.typeDice({ 'd6 pool': [4, 4, 1, 2] });
    await b.pending.waitFor();
    await expectAxeClean(page, 'Brécourt, a roll waiting');
    await openProcedure(page, 'German morale');
    await expectAxeClean(page, 'Brécourt, the procedure panel open');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a long random game played through the board never shows an id, a key or JSON', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await startSession(page, 'Brécourt Manor');
    const b = brecourtBoard(page);
    await b.board.locator('umpire-bc-roster').waitFor();
    const pick = seeded(1944);
    const any = async (selector: string): Promise<boolean> => {
      // One pass over the candidates in the page: those on screen and enabled; the chosen one is clicked there.
      const all = b.board.locator(selector);
      const enabled = await all.evaluateAll((els) =>
        els.flatMap((e, i) =>
          e.getClientRects().length > 0 &&
          !(e as HTMLButtonElement).disabled &&
          e.getAttribute('aria-disabled') !== 'true'
            ? [i]
            : [],
        ),
      );
      if (!enabled.length) return false;
      await all.nth(enabled[pick(enabled.length)] as number).evaluate((e) => (e as HTMLElement).click());
      return true;
    };
    const steps: string[] = [];
    for (let i = 0; i < 90; i++) {
      let did = '';
      if (await b.pending.count()) {
        did = pick(4) === 0 ? 'leave' : 'apply';
        await b.pending.getByRole('button', { name: did === 'apply' ? /^Apply/ : 'Leave it unapplied' }).click();
      } else if (await b.roll.count()) {
        // Answer what the table must tell, then roll (or give up on the shot now and then).
        for (const group of await b.roll.getByRole('radiogroup').all()) {
          if ((await group.getByRole('radio', { checked: true }).count()) === 0)
            await group.getByRole('radio').nth(pick(2)).click();
        }
        const rollButton = b.roll.getByRole('button', { name: /^(Roll|Resolve) \(/ });
        if (pick(6) > 0 && (await rollButton.count()) && (await rollButton.isEnabled())) {
          did = 'roll';
          await rollButton.click();
        } else {
          did = 'cancel';
          await b.board.getByRole('button', { name: 'Cancel', exact: true }).first().click();
        }
      } else if ((await b.board.locator('umpire-bc-figure-card .hint').count()) && pick(5) > 0) {
        did = 'target';
        if (!(await any('umpire-bc-roster button.fig.can')) && !(await any('umpire-bc-guns .pickme button')))
          await b.board.getByRole('button', { name: 'Cancel', exact: true }).first().click();
      } else {
        // Figures act in steps 1, 5 and 6; elsewhere what is due is the play.
        const current = b.board.locator('umpire-bc-due li[aria-current="step"]');
        const step = Number((await current.getAttribute('aria-label'))?.match(/^Step (\d)/)?.[1] ?? 1);
        const side = (await current.getAttribute('class'))?.includes('german') ? 'german' : 'us';
        const choice = pick(10);
        if ([1, 5, 6].includes(step) ? choice < 2 : choice < 7) {
          did = (await any('umpire-bc-due li.item button')) ? 'due' : '';
        } else if ([1, 5, 6].includes(step) && choice < 9) {
          did = 'figure';
          await any(
            `umpire-bc-roster section.${pick(5) ? side : side === 'us' ? 'german' : 'us'} button.fig:not(.gone)`,
          );
          // with a target being chosen, the figure tapped may become the target: the roll card opens instead
          await b.board.locator('umpire-bc-figure-card header, umpire-bc-roll').first().waitFor();
          const acts = pick(4)
            ? 'umpire-bc-figure-card .row[aria-label="Actions"] button'
            : 'umpire-bc-figure-card .row[role="group"] button';
          if (!(await any(acts))) did = 'look';
        }
        if (!did) {
          did = 'next';
          const next = b.board.getByRole('button', { name: /^(Next step|End turn)/ });
          if (await next.isEnabled()) {
            await next.click();
            const skip = page.locator('umpire-confirm').getByRole('button', { name: 'Skip and move on' });
            if (await skip.isVisible()) await skip.click();
          }
        }
      }
      steps.push(did);
      await page.waitForTimeout(120);
      await expectNoLeaks(page, `step ${i} (${steps.join(', ')})`);
    }
    // The random game went through rolls, their results and several steps of the turn.
    expect(steps.filter((s) => s === 'roll').length, steps.join(' ')).toBeGreaterThan(3);
    expect(steps).toContain('apply');
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
