import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { Rng } from '../../src/engine/index.ts';
import { systemContext } from '../../src/systems/catalog.ts';
import { omahaTyped, system } from '../../src/systems/dday-omaha/index.ts';
import type { Action } from '../../src/systems/dday-omaha/game/actions.ts';
import type { GameState } from '../../src/systems/dday-omaha/game/state.ts';
import { expectAxeClean } from './a11y.ts';
import { focusedName, openProcedure, SHOTS, startSession, tabTo, useBrowser } from './browser.ts';
import { expectNoLeaks } from './leaks.ts';

// a seeded stream for the sessions started here: each test plays the same game on every run
const { base, newPage } = useBrowser(11);
const C = systemContext(system, {}, {});

const board = (page: Page): Locator => page.locator('umpire-board-dday-omaha');
const side = (page: Page): Locator => board(page).locator('.side');
const map = (page: Page): Locator => page.locator('umpire-dday-map');

async function gameState(page: Page): Promise<GameState> {
  return board(page).evaluate(
    (el) => JSON.parse(JSON.stringify((el as unknown as { state: unknown }).state)) as GameState,
  );
}

/** What the "Just now" strip over the board tells, as its screen readers hear it (the strip shows one line). */
async function recap(page: Page): Promise<string> {
  return (await page.locator('umpire-recap umpire-told .sr-only').allTextContents()).join(' ');
}

/** Plays an action as the board would, and waits for the game to answer it. */
async function play(page: Page, action: Action): Promise<void> {
  const before = JSON.stringify(await gameState(page));
  await board(page).evaluate(
    (el, a) =>
      el.dispatchEvent(new CustomEvent('umpire-game-action', { detail: { action: a }, bubbles: true, composed: true })),
    action,
  );
  await expect.poll(async () => JSON.stringify(await gameState(page)), { timeout: 10_000 }).not.toBe(before);
}

/** Taps a hex or landing box on the map where it is drawn now. */
async function tap(page: Page, id: string): Promise<void> {
  const p = await map(page).evaluate((el, x) => {
    const m = el as unknown as {
      reveal(id: string): void;
      screenPoint(id: string): { x: number; y: number } | undefined;
    };
    m.reveal(x);
    return m.screenPoint(x);
  }, id);
  if (!p) throw new Error(`no place ${id} on the map`);
  await page.mouse.click(p.x, p.y);
}

/** The odds chart of the roll under way, as its screen readers hear it: "Odds: label p%, …". */
async function odds(page: Page): Promise<string> {
  const chart = side(page).locator('umpire-board-roll umpire-odds-chart svg[role="img"]');
  await chart.waitFor();
  return (await chart.getAttribute('aria-label')) ?? '';
}

/** Every label of an odds chart is drawn in full (never cut short), inside the chart and clear of its bar. */
async function expectLabelsInFull(chart: Locator, where: string): Promise<void> {
  const svg = chart.locator('svg[role="img"]');
  await svg.waitFor();
  const labels = await chart.evaluate((el) =>
    (el as unknown as { bars: { label: string }[] }).bars.map((b) => b.label),
  );
  const rows = svg.locator('g');
  expect(await rows.count(), where).toBe(labels.length);
  const chartBox = await svg.boundingBox();
  if (!chartBox) throw new Error(`${where}: the odds chart is not drawn`);
  for (const [i, label] of labels.entries()) {
    const lines = rows.nth(i).locator('text.label');
    expect((await lines.allTextContents()).join(' '), where).toBe(label);
    const bar = await rows.nth(i).locator('rect.track').boundingBox();
    for (const line of await lines.all()) {
      const box = await line.boundingBox();
      if (!box || !bar) throw new Error(`${where}: "${label}" is not drawn`);
      expect(box.x + box.width, `${where}: "${label}" inside the chart`).toBeLessThanOrEqual(
        chartBox.x + chartBox.width + 0.5,
      );
      const clear = box.x + box.width <= bar.x + 0.5 || box.y + box.height <= bar.y + 0.5;
      expect(clear, `${where}: "${label}" clear of its bar`).toBe(true);
    }
  }
}

/** A new session's page, on the board at turn 1. */
async function session(viewport?: Parameters<typeof newPage>[0]): Promise<Awaited<ReturnType<typeof newPage>>> {
  const opened = await newPage(viewport);
  await opened.page.goto(base);
  await startSession(opened.page, 'D-Day at Omaha Beach');
  await board(opened.page).getByText('Turn 1 of 16').waitFor();
  return opened;
}

/**
 * The table as the player has it: these units placed by hand on their hexes, the others due now held out of play;
 * then a German card that activates nobody, to the US actions phase.
 */
async function usPhaseWith(page: Page, placed: Readonly<Record<string, string>>): Promise<void> {
  await germanPhaseWith(page, placed);
  await play(page, {
    type: 'enter-card',
    card: { action: 'F', colors: [], symbols: [], armorBonus: false, leaderBonus: false, artillery: null },
  });
  await board(page).locator('umpire-dday-walk').getByRole('button', { name: 'Apply the German turn' }).click();
  await expect.poll(() => page.locator('.top .turn').textContent()).toContain('US actions phase');
}

/** These units placed by hand on their hexes, the others due now held out of play; then on to the German card phase. */
async function germanPhaseWith(page: Page, placed: Readonly<Record<string, string>>): Promise<void> {
  const s0 = await gameState(page);
  for (const u of s0.units.filter((x) => x.due <= 1 && !(x.id in placed)))
    await play(page, { type: 'set-unit', id: u.id, patch: { where: 'removed' } });
  for (const [id, hex] of Object.entries(placed))
    await play(page, { type: 'set-unit', id, patch: { where: 'map', hex } });
  await board(page).getByRole('button', { name: 'Landing done: German card' }).click();
  await expect.poll(() => page.locator('.top .turn').textContent()).toContain('German card phase');
}

/**
 * Lands every unit due with the plan the board makes, wave after wave, until the landing phase may end. A unit whose
 * box an earlier drift filled stays due and is planned again, so a turn can take several waves (five in 40 seeds).
 */
async function landAll(page: Page): Promise<void> {
  const done = board(page).getByRole('button', { name: 'Landing done: German card' });
  const all = side(page).getByRole('button', { name: /^Draw the cards? for / });
  for (let i = 0; i < 12 && (await done.isDisabled()); i++) {
    if (!(await all.isVisible())) break;
    const before = JSON.stringify(await gameState(page));
    await all.click();
    // The wave is one action: every unit planned lands, each with its card.
    await expect.poll(async () => JSON.stringify(await gameState(page))).not.toBe(before);
  }
}

describe('D-Day at Omaha Beach: the board', () => {
  it('3 (issue 11): card F after landing 1/B/741 in Fox Red says, for every position, which condition left it idle', async () => {
    const { context, page, errors } = await session();
    await expect.poll(() => page.locator('.top .turn').textContent()).toContain('US landing phase');
    // the phase cannot end yet: the panel says what to do first, then which button it opens
    expect(await side(page).locator('.why-not').textContent()).toMatch(
      /^Land every unit due first: \d+ units left \(1\), then “Landing done: German card”\.$/,
    );

    // Tap the Fox Red box: 1/B/741 is planned there; land it with the card drawn at the table, after its odds.
    await tap(page, 'FR');
    await side(page).getByRole('heading', { name: '1/B/741' }).waitFor();
    // what opens shows it does: the corrections line carries a chevron (a tap row hides the browser's triangle)
    const opens = await side(page)
      .locator('summary', { hasText: 'Correct 1/B/741 by hand' })
      .evaluate((el) => getComputedStyle(el, '::before').borderRightWidth);
    expect(parseFloat(opens)).toBeGreaterThan(0);
    await side(page).getByRole('button', { name: 'Land 1/B/741 now' }).click();
    await side(page).getByRole('heading', { name: '1/B/741 lands in the Fox Red box' }).waitFor();
    const shown = await odds(page);
    expect(shown).toMatch(/25(\.0)?%/);
    // before the draw, what each letter of the card does to this unit, in words (9.2): C will be the one drawn
    expect(await side(page).locator('ul.letters li').allTextContents()).toEqual([
      'A delayed 1 turn, to turn 2',
      'B eliminated',
      'C −1 step',
      'D −1 step, drifts out of the boxes: delayed 2 turns, to turn 3',
    ]);
    await page.screenshot({ path: `${SHOTS}/dday-landing-odds.png` });
    await side(page).getByRole('button', { name: 'Enter the card drawn' }).click();
    await side(page).getByRole('button', { name: 'Add C to Landing card letter' }).click();
    await side(page).getByRole('button', { name: 'Land with this card' }).click();
    await expect.poll(() => recap(page)).toMatch(/1\/B\/741 lands in the Fox Red box.*−1 step/);
    expect((await gameState(page)).units.find((u) => u.id === '1/B/741')).toMatchObject({
      where: 'box',
      box: 'FR',
      steps: 1,
    });
    // the recap strip came in over the board and took height from the map: the box and the unit in it stay in sight
    const cut = await map(page).evaluate((el) => {
      const m = el as unknown as {
        layout: { boxes: { box: string; y: number; height: number }[] };
        currentView: { k: number; y: number };
      };
      const box = m.layout.boxes.find((b) => b.box === 'FR');
      const stage = el.shadowRoot?.querySelector('.stage')?.getBoundingClientRect();
      if (!box || !stage) return Infinity;
      return stage.top + m.currentView.y + (box.y + box.height) * m.currentView.k - stage.bottom;
    });
    expect(cut).toBeLessThanOrEqual(1);

    await landAll(page);
    await board(page).getByRole('button', { name: 'Landing done: German card' }).click();
    await expect.poll(() => page.locator('.top .turn').textContent()).toContain('German card phase');
    const walk = board(page).locator('umpire-dday-walk');
    // in the side panel at 1024 wide, each card letter's word ("Reinforce", "Advance / Artillery") fits its button
    const spilled = await walk.locator('.letters button').evaluateAll((buttons) =>
      buttons
        .filter((b) => {
          const box = b.getBoundingClientRect();
          const word = b.querySelector('span')?.getBoundingClientRect();
          return !word || word.left < box.left - 0.5 || word.right > box.right + 0.5;
        })
        .map((b) => b.textContent?.trim()),
    );
    expect(spilled).toEqual([]);
    await walk.getByRole('radio', { name: 'F: Fire' }).click();
    for (const c of ['white', 'grey', 'brown'])
      await walk
        .getByRole('radiogroup', { name: `${c} on the card` })
        .getByRole('radio', { name: 'single symbol' })
        .click();
    await walk.getByRole('button', { name: 'foot', exact: true }).click();
    await walk.getByRole('button', { name: 'armor', exact: true }).click();
    const resolve = walk.getByRole('button', { name: 'Resolve the F card' });
    await resolve.scrollIntoViewIfNeeded();
    const panel = board(page).locator('section.side');
    expect(await panel.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await resolve.click();
    await walk.getByText('No position acts for this card').waitFor();
    // the card's walk opens the side panel at its top, on its title, not where the form's button left it
    await expect.poll(() => panel.evaluate((el) => el.scrollTop)).toBe(0);
    const idle = walk.getByRole('list', { name: 'Positions that do nothing' });
    const lines = await idle.locator('li').allTextContents();
    const s = await gameState(page);
    expect(lines).toHaveLength(s.positions.length);
    expect(lines).toContain('WN 62: no US unit in its field of fire: card F gives it no action (3)');
    expect(lines).toContain('B1: empty: card F gives it no action (3)');
    await page.screenshot({ path: `${SHOTS}/dday-card-f-why.png` });
    await walk.getByRole('button', { name: 'Apply the German turn' }).click();
    await expect.poll(() => recap(page)).toMatch(/Nothing happens at/);
    await expectNoLeaks(page, 'after card F');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('9.2 at 1024x768: the odds of the wave name each card letter, and the panel says there is more below rather than leave a button cut at its foot', async () => {
    const { context, page, errors } = await session();
    const chart = side(page).locator('umpire-odds-chart svg[role="img"]').first();
    expect(await chart.getAttribute('aria-label')).toMatch(
      /^Odds: A: delayed 1 turn, to turn 2 25(\.0)?%, B: eliminated 25(\.0)?%, C: −1 step 25(\.0)?%, D: −1 step, drifts/,
    );
    const panel = board(page).locator('section.side');
    /** The buttons of the panel the fold cuts: partly in its visible part, partly below it. */
    const cut = () =>
      panel.evaluate((el) => {
        const foot = el.getBoundingClientRect().bottom - el.clientTop;
        return [...el.querySelectorAll('button:not(.more-below)')]
          .map((b) => b.getBoundingClientRect())
          .filter((r) => r.top < foot - 1 && r.bottom > foot + 1).length;
      });
    const more = panel.getByRole('button', { name: 'More below' });
    const unplanned = side(page).locator('h3:text-is("Not planned yet") + .list button');
    expect(await unplanned.count()).toBeGreaterThan(0);
    // the landing phase's panel is longer than the screen: its foot says so, over whatever the fold cuts
    await more.waitFor();
    const sign = await more.boundingBox();
    const box = await panel.boundingBox();
    if (!sign || !box) throw new Error('the side panel or its sign is not drawn');
    expect(sign.y + sign.height).toBeGreaterThan(box.y + box.height - 4);
    // a tap on it at a time brings the rest in, until the unit buttons stand whole and the sign has gone
    // (the sign may go while a tap is on its way, as the scroll ends: a tap that finds it gone is no failure)
    await expect
      .poll(async () => {
        if (await more.count()) await more.click({ timeout: 2_000 }).catch(() => undefined);
        return more.count();
      })
      .toBe(0);
    expect(await cut()).toBe(0);
    for (const b of await unplanned.all()) {
      const r = await b.boundingBox();
      expect(r && r.y >= box.y && r.y + r.height <= box.y + box.height, (await b.textContent()) ?? '').toBe(true);
    }
    // back at the top, the sign is there again
    await panel.evaluate((el) => el.scrollTo({ top: 0 }));
    await more.waitFor();
    await page.screenshot({ path: `${SHOTS}/dday-more-below.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('1: a unit due that no box takes says why, and is not sent to tap a box that is not there', async () => {
    const { context, page, errors } = await session();
    const s = await gameState(page);
    const sector = s.units.find((u) => u.id === 'I/3/16')?.sector;
    const boxes = s.landingBoxes.filter((b) => s.boxSectors[b] === sector);
    expect(boxes.length).toBeGreaterThan(0);
    // two units already in each box of its sector, every other unit due held out: I/3/16 is the one left to land
    const others = s.units.filter((u) => u.id !== 'I/3/16' && u.where === 'due' && u.due <= 1 && u.type === 'infantry');
    expect(others.length).toBeGreaterThanOrEqual(boxes.length * 2);
    for (const [i, u] of others.entries()) {
      const box = boxes[Math.floor(i / 2)];
      await play(page, { type: 'set-unit', id: u.id, patch: box ? { where: 'box', box } : { where: 'removed' } });
    }
    for (const u of s.units.filter(
      (x) => x.id !== 'I/3/16' && x.where === 'due' && x.due <= 1 && x.type !== 'infantry',
    ))
      await play(page, { type: 'set-unit', id: u.id, patch: { where: 'removed' } });
    // the overview says the phase may end without it, and why, where it listed it as "not planned yet"
    const waiting = side(page).locator('h3:text-is("No box takes them now") ~ .list');
    await waiting.getByRole('button', { name: 'I/3/16', exact: true }).waitFor();
    expect(await side(page).locator('h3:text-is("Not planned yet")').count()).toBe(0);
    await expect
      .poll(() => side(page).locator('h3:text-is("No box takes them now") + .tip').textContent())
      .toMatch(/at most 2 units a box, 1\): they stay due/);
    expect(await board(page).getByRole('button', { name: 'Landing done: German card' }).isEnabled()).toBe(true);
    await side(page).getByRole('button', { name: 'I/3/16', exact: true }).click();
    await side(page).getByRole('heading', { name: 'I/3/16' }).waitFor();
    expect(await side(page).locator('.tip').first().textContent()).toMatch(
      /^\s*No box takes it now: At most 2 units per landing box.*\(1\)\.\s*$/,
    );
    expect(
      await side(page)
        .getByText(/Tap a box outlined/)
        .count(),
    ).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('1: a unit not planned yet says so, the map shows the box it would land in, and a button leads back to the phase', async () => {
    const { context, page, errors } = await session();
    const unplanned = side(page).locator('h3:text-is("Not planned yet") + .list button');
    const id = (await unplanned.first().textContent())?.trim() ?? '';
    await unplanned.first().click();
    await side(page).getByRole('heading', { name: id, exact: true }).waitFor();
    const tip = (await side(page).locator('.tip').first().textContent()) ?? '';
    // why it is not planned (its boxes are planned full), and where landing it now would put it
    const name =
      /Not planned yet: the plan fills the boxes of its sector \(at most 2 units a box, 1\)\. Land it now in the (.+) box, ahead of the plan, or tap a box outlined on the map to plan it\./.exec(
        tip,
      )?.[1];
    expect(name, tip).toBeTruthy();
    // that box is drawn inside the map's visible part
    const stage = await map(page).locator('.stage').boundingBox();
    const label = await map(page)
      .locator('text.boxname', { hasText: new RegExp(`^${name ?? ''}$`) })
      .boundingBox();
    if (!stage || !label) throw new Error(`the ${name ?? ''} box is not drawn`);
    expect(label.x).toBeGreaterThanOrEqual(stage.x);
    expect(label.x + label.width).toBeLessThanOrEqual(stage.x + stage.width);
    expect(label.y + label.height).toBeLessThanOrEqual(stage.y + stage.height);
    // the way back is a button wholly inside the side panel, not Escape on a keyboard the tablet does not have
    const back = side(page).getByRole('button', { name: 'Back to US landing' });
    const [b, panel] = await Promise.all([back.boundingBox(), board(page).locator('section.side').boundingBox()]);
    if (!b || !panel) throw new Error('no way back to the landing phase');
    expect(b.x + b.width).toBeLessThanOrEqual(panel.x + panel.width);
    await back.click();
    await side(page).getByRole('heading', { name: 'US landing phase' }).waitFor();
    await side(page)
      .getByRole('button', { name: /^Draw the cards for all \d+$/ })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('portrait: the map keeps the top of the screen; reaching the landing wave at the foot of the side panel scrolls the panel alone', async () => {
    const { context, page, errors } = await session({ width: 768, height: 1024 });
    const onScreen = async (what: Locator): Promise<boolean> => {
      const box = await what.boundingBox();
      return !!box && box.y >= 0 && box.y + box.height <= 1024;
    };
    const stage = map(page).locator('.stage');
    expect(await onScreen(stage)).toBe(true);
    const draw = side(page).getByRole('button', { name: /^Draw the cards for all \d+$/ });
    await draw.scrollIntoViewIfNeeded();
    expect(await onScreen(draw)).toBe(true);
    expect(await onScreen(stage)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/dday-landing-portrait.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('6, 6.2, 6.3: the US actions phase offers moves, attacks and barrages on the map, with the odds before each', async () => {
    const { context, page, errors } = await session();
    await usPhaseWith(page, { 'E/2/16': '1006', 'F/2/16': '1008', '1/A/741': '1109' });

    // The tank: tap its hex, see its barrage targets, and the odds of the card before it is drawn.
    await tap(page, '1109');
    await side(page).getByRole('heading', { name: '1/A/741' }).waitFor();
    await side(page).getByRole('button', { name: 'WN 64' }).click();
    const b = await odds(page);
    expect(b).toMatch(/Disrupted 50(\.0)?%/);
    await side(page).getByRole('button', { name: 'Enter the card drawn' }).click();
    await side(page).getByRole('button', { name: 'Add colour and symbol to Barrage card' }).click();
    await side(page).getByRole('button', { name: 'Barrage with this card' }).click();
    await expect.poll(() => recap(page)).toMatch(/1\/A\/741 barrages WN 64/);
    expect((await gameState(page)).positions.find((p) => p.id === 'WN64')?.disrupted).toBe(true);

    // A barraged hex cannot be attacked in the same phase (6.2): the attack is offered, and refused with why.
    await tap(page, '1007');
    await side(page).getByRole('heading', { name: 'WN 64' }).waitFor();
    await side(page).getByText('was barraged this phase').waitFor();

    // A move: tap E/2/16, then a hex outlined for it.
    await tap(page, '1006');
    await side(page).getByRole('heading', { name: 'E/2/16' }).waitFor();
    await tap(page, '1005');
    await expect.poll(async () => (await gameState(page)).units.find((u) => u.id === 'E/2/16')?.hex).toBe('1005');
    await expect.poll(() => recap(page)).toMatch(/E\/2\/16 moves from hex 1006 to hex 1005/);
    await page.screenshot({ path: `${SHOTS}/dday-us-actions.png` });
    await expectNoLeaks(page, 'US actions');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('6.2, 9.7: an attack is chosen on the position, its result shown before it is made, then applied', async () => {
    const { context, page, errors } = await session();
    await usPhaseWith(page, { 'E/2/16': '1006', 'F/2/16': '1008' });

    await tap(page, '1007');
    await side(page).getByRole('heading', { name: 'WN 64' }).waitFor();
    const team = side(page).getByRole('group', { name: 'Units attacking WN 64' });
    expect(await team.getByRole('button', { name: 'E/2/16 attacks WN 64' }).getAttribute('aria-pressed')).toBe('true');
    await side(page).getByRole('button', { name: 'Attack WN 64' }).click();
    const shown = await odds(page);
    expect(shown).toMatch(/defeated 100%/);
    await page.screenshot({ path: `${SHOTS}/dday-attack-odds.png` });
    await side(page).getByRole('button', { name: 'Attack', exact: true }).click();
    await expect.poll(() => recap(page)).toMatch(/E\/2\/16, F\/2\/16 attack WN 64/);
    expect((await gameState(page)).positions.find((p) => p.id === 'WN64')?.occupied).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('2, 6, 6.2: the board says who takes a Depth marker before giving it; the stacking limit and an attack with no infantry next to the target are refused with their reasons', async () => {
    const { context, page, errors } = await session();
    await germanPhaseWith(page, { 'E/2/16': '1006', 'F/2/16': '1006', 'L/3/16': '1006' });

    // 2: the Depth marker goes where the board said it would, before the button is pressed.
    await side(page).getByText('Other German cards (2)').click();
    const foretold = side(page).locator('p.facts', { hasText: /takes a Depth marker|the WN Depth pool is empty/ });
    const words = (await foretold.textContent()) ?? '';
    const name = /^(WN \d+|[A-G]\d+)/.exec(words)?.[1] ?? '';
    expect(words).toMatch(/takes a Depth marker: closest to a US unit|a Tactical reinforcement arrives/);
    await side(page).getByRole('button', { name: 'A Depth marker' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/dday-depth-foretold.png` });
    const before = (await gameState(page)).positions.find((p) => p.name === name);
    await side(page).getByRole('button', { name: 'A Depth marker' }).click();
    await expect
      .poll(async () => (await gameState(page)).positions.find((p) => p.name === name)?.depth)
      .toBe((before?.depth ?? 0) + 1);
    await expect.poll(() => recap(page)).toContain(words.replace(/\.$/, ''));

    await play(page, {
      type: 'enter-card',
      card: { action: 'F', colors: [], symbols: [], armorBonus: false, leaderBonus: false, artillery: null },
    });
    await board(page).locator('umpire-dday-walk').getByRole('button', { name: 'Apply the German turn' }).click();
    await expect.poll(() => page.locator('.top .turn').textContent()).toContain('US actions phase');

    // 6.2: nobody next to WN 61, so no attack is offered, and the board says why.
    await tap(page, '0608');
    await side(page).getByRole('heading', { name: 'WN 61' }).waitFor();
    await side(page)
      .getByText('No unit can attack it now: An attack needs an infantry or ranger unit next to WN 61 (6.2)')
      .waitFor();

    // 6: three units in hex 1006: the turn cannot end, the reason is at the top of the panel; eliminating one lets it.
    const end = board(page).getByRole('button', { name: 'End turn 1' });
    expect(await end.isDisabled()).toBe(true);
    await side(page)
      .locator('.why-not')
      .getByText(/Over the stacking limit: hex 1006/)
      .waitFor();
    await tap(page, '1006');
    await side(page).getByText('Over the stacking limit (6): eliminate one before the turn ends.').waitFor();
    await page.screenshot({ path: `${SHOTS}/dday-stacking.png` });
    await side(page).getByRole('button', { name: 'Eliminate L/3/16' }).click();
    await expect.poll(() => recap(page)).toMatch(/L\/3\/16 is eliminated: hex 1006 held more than 2 units/);
    await expect.poll(() => end.isDisabled()).toBe(false);
    await expectNoLeaks(page, 'after the stacking elimination');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the board owns the screen at 1024x768, its counters are readable at arm's length, and grow with the text size", async () => {
    const { context, page, errors } = await session();
    await page.waitForTimeout(400);
    const share = async () =>
      page.evaluate(() => {
        const root = document.querySelector('umpire-app')?.shadowRoot ?? document;
        const view = root.querySelector('umpire-session-view') ?? document.querySelector('umpire-session-view');
        const b = view?.shadowRoot?.querySelector('umpire-board-dday-omaha');
        const r = b?.getBoundingClientRect();
        if (!r) return 0;
        const w = Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0));
        const h = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
        return (w * h) / (innerWidth * innerHeight);
      });
    expect(await share()).toBeGreaterThanOrEqual(0.6);
    const textPx = async () =>
      map(page).evaluate((el) => {
        const labels = [...(el.shadowRoot?.querySelectorAll('text.label, text.name') ?? [])] as SVGTextElement[];
        const sizes = labels
          .filter((t) => t.getClientRects().length)
          .map((t) => parseFloat(getComputedStyle(t).fontSize) * (t.getScreenCTM()?.a ?? 1));
        return sizes.length ? Math.min(...sizes) : 0;
      });
    const normal = await textPx();
    expect(normal).toBeGreaterThanOrEqual(12);
    // The largest text size makes the counters larger, in a session opened with it.
    const large = await newPage();
    await large.context.addInitScript(() =>
      localStorage.setItem('umpire.settings', JSON.stringify({ textScale: 1.3 })),
    );
    await large.page.goto(base);
    await startSession(large.page, 'D-Day at Omaha Beach');
    await board(large.page).getByText('Turn 1 of 16').waitFor();
    await large.page.waitForTimeout(400);
    const bigger = await map(large.page).evaluate((el) => {
      const labels = [...(el.shadowRoot?.querySelectorAll('text.label, text.name') ?? [])] as SVGTextElement[];
      return Math.min(
        ...labels
          .filter((t) => t.getClientRects().length)
          .map((t) => parseFloat(getComputedStyle(t).fontSize) * (t.getScreenCTM()?.a ?? 1)),
      );
    });
    expect(bigger).toBeGreaterThan(normal * 1.2);
    // nothing sits over the map at that size: the provisional badge and the zoom buttons stand beside it, and
    // every landing box's name drawn is whole, inside the map, though the row is wider than the screen
    const stage = await map(large.page).locator('.stage').boundingBox();
    const over = async (what: Locator) => {
      const r = await what.boundingBox();
      if (!r || !stage) throw new Error('not drawn');
      return (
        r.x < stage.x + stage.width &&
        r.x + r.width > stage.x &&
        r.y < stage.y + stage.height &&
        r.y + r.height > stage.y
      );
    };
    expect
      .soft(await over(board(large.page).locator('umpire-provisional summary')), 'the badge over the map')
      .toBe(false);
    expect.soft(await over(map(large.page).locator('.zoom-btns')), 'the zoom buttons over the map').toBe(false);
    const names = map(large.page).locator('text.boxname');
    expect(await names.count()).toBeGreaterThanOrEqual(3);
    for (const name of await names.all()) {
      const r = await name.boundingBox();
      if (!r || !stage) throw new Error('a box name is not drawn');
      expect
        .soft(r.x >= stage.x && r.x + r.width <= stage.x + stage.width, `${await name.textContent()} whole`)
        .toBe(true);
    }
    // and the counters in the boxes are whole too, in the part of their box in view
    const counters = map(large.page).locator('g.box rect.face');
    expect(await counters.count()).toBeGreaterThanOrEqual(4);
    for (const face of await counters.all()) {
      const r = await face.boundingBox();
      if (!r || !stage) throw new Error('a counter is not drawn');
      expect.soft(r.x >= stage.x && r.x + r.width <= stage.x + stage.width, 'a counter in a box, whole').toBe(true);
    }
    await large.page.screenshot({ path: `${SHOTS}/dday-text-large.png` });
    expect(large.errors).toEqual([]);
    await large.context.close();
    // The wave's cards show their odds before they are drawn (9.2), then the board still owns the screen in play.
    expect(await side(page).locator('umpire-odds-chart svg[role="img"]').first().getAttribute('aria-label')).toMatch(
      /eliminated 25(\.0)?%/,
    );
    await page.screenshot({ path: `${SHOTS}/dday-wave-odds.png` });
    const draw = side(page).getByRole('button', { name: /^Draw the cards for all/ });
    const planned = Number((await draw.textContent())?.match(/\d+/)?.[0]);
    expect(planned).toBeGreaterThan(1);
    await draw.click();
    // "Just now" tells every unit of the wave, not the last alone (1, 9.2): its landing with its card, or (the
    // session's seed is random) that an earlier drift filled its box, so it stays due
    const told = async () =>
      (await page.locator('umpire-recap umpire-told .sr-only').allTextContents()).filter((l) =>
        / lands in the | stays due/.test(l),
      );
    await expect.poll(async () => (await told()).length).toBe(planned);
    for (const l of await told())
      expect(l).toMatch(/ lands in the .*(: card dealt [A-D]\b|no landing hazard)| stays due.*not landed in the /);
    // the strip's one line leads with the whole wave in words, not with the first card
    expect(await page.locator('umpire-told-brief .head .out').textContent()).toMatch(
      /^(\d+ (landed|delayed|eliminated|removed from play|still due)\b.*)$/,
    );
    expect(await page.locator('umpire-told-brief .tail .why').textContent()).toMatch(
      new RegExp(`^A wave of ${planned} units lands, a card each`),
    );
    expect(await share()).toBeGreaterThanOrEqual(0.6);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the map works from the keyboard: arrows walk the hexes and into the boxes, Enter chooses', async () => {
    const { context, page, errors } = await session();
    // The reconstructed map says so on the board itself.
    await board(page).getByText('Provisional data').click();
    await board(page)
      .getByText(/Reconstructed: the digest gives no map/)
      .waitFor();
    expect(await board(page).getByRole('link', { name: 'Open its table to replace it' }).count()).toBeGreaterThan(3);
    await page.screenshot({ path: `${SHOTS}/dday-provisional.png` });
    await board(page).getByText('Provisional data').click();
    await tabTo(page, /^Omaha Beach map/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await side(page).getByRole('heading', { level: 2 }).first().waitFor();
    const picked = await side(page).getByRole('heading', { level: 2 }).first().textContent();
    expect(picked).toMatch(/Fox Red box|Fox Green box|Hex \d{4}|\//);
    expect(await focusedName(page)).toMatch(/^Omaha Beach map/);
    // Escape clears the choice.
    await page.keyboard.press('Escape');
    await side(page).getByRole('heading', { name: 'US landing phase' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('9.2: every odds label reads in full in the side panel, with a procedure open beside the board, in landscape and portrait', async () => {
    const { context, page, errors } = await session();
    await expectLabelsInFull(side(page).locator('umpire-odds-chart').first(), 'the wave, landscape');
    await openProcedure(page, 'US amphibious landing');
    const panelChart = page.locator('umpire-procedure-panel umpire-odds-chart');
    await expectLabelsInFull(side(page).locator('umpire-odds-chart').first(), 'the wave, a procedure beside');
    await expectLabelsInFull(panelChart, 'the procedure beside the board, landscape');
    await tap(page, 'FR');
    await side(page).getByRole('button', { name: 'Land 1/B/741 now' }).click();
    const roll = side(page).locator('umpire-board-roll umpire-odds-chart');
    await expectLabelsInFull(roll, 'the landing roll, a procedure beside');
    await page.screenshot({ path: `${SHOTS}/dday-odds-labels-landscape.png` });
    await page.setViewportSize({ width: 768, height: 1024 });
    await expectLabelsInFull(roll, 'the landing roll, portrait');
    await expectLabelsInFull(panelChart, 'the procedure, portrait');
    await page.screenshot({ path: `${SHOTS}/dday-odds-labels-portrait.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('1, 9.2: the landing procedure asks which boxes are full or shut with a checkbox a box, named as printed', async () => {
    const { context, page, errors } = await session();
    await openProcedure(page, 'US amphibious landing');
    const panel = page.locator('umpire-procedure-panel');
    const shut = panel.getByRole('group', { name: 'Boxes facing no dry beach (high tide)' });
    const names = ['Fox Red', 'Fox Green', 'Easy Red', 'Easy Green', 'Dog Red', 'Dog White', 'Dog Green', 'Charlie'];
    expect(
      await shut.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => b.parentElement?.textContent?.trim())),
    ).toEqual(names);
    await expect
      .poll(() => panel.getByRole('group', { name: 'Boxes already full' }).getByRole('checkbox').count())
      .toBe(8);
    const chart = panel.locator('umpire-odds-chart svg[role="img"]');
    const heard = async () => (await chart.getAttribute('aria-label')) ?? '';
    expect(await heard()).toContain('2 left');
    expect(await heard()).not.toContain('high tide');
    // turn 1, infantry aimed at Easy Green: card D drifts it 2 left, into Fox Green
    await shut.getByRole('checkbox', { name: 'Fox Green' }).check();
    await expect.poll(heard).toContain('2 left, high tide: +2 turns');
    await page.screenshot({ path: `${SHOTS}/dday-landing-procedure-boxes.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('axe-core finds no serious violation on the session page, with the procedure panel closed and open', async () => {
    const { context, page, errors } = await session();
    await expectAxeClean(page, 'D-Day session, panel closed');
    await openProcedure(page, 'US amphibious landing');
    await expectAxeClean(page, 'D-Day session, panel open');
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.screenshot({ path: `${SHOTS}/dday-portrait-panel.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it(
    'a fuzz of random legal actions through the board leaves no machine-shaped text on screen at any step',
    { timeout: 240_000 },
    async () => {
      const { context, page, errors } = await session();
      const pick = Rng.fromSeed('dday-browser-fuzz');
      for (let i = 0; i < 60; i++) {
        const s = await gameState(page);
        if (s.over) break;
        const legal = omahaTyped.legalActions(s, C);
        const forward = legal.filter((a) => a.type !== 'cancel-card' && a.type !== 'delay');
        const a = forward[pick.int(forward.length)] ?? legal[0];
        if (!a) break;
        await play(page, a);
        // Look at a random thing on the map too, so its panel is read.
        const places = [
          ...s.landingBoxes,
          ...s.units.flatMap((u) => (u.where === 'map' && u.hex ? [u.hex] : [])),
          ...s.positions.map((p) => p.hexes[0] ?? ''),
        ];
        const at = places[pick.int(places.length)];
        if (at)
          await map(page).evaluate(
            (el, id) =>
              el.dispatchEvent(new CustomEvent('dday-pick', { detail: { id }, bubbles: true, composed: true })),
            at,
          );
        await expectNoLeaks(page, `fuzz step ${i}: ${a.type}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
