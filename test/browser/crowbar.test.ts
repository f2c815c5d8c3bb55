import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { SHOTS, startSession, useBrowser } from './browser.ts';
import {
  boardEl,
  fitted,
  openFile,
  zoomOf,
  play,
  sessionFile,
  snapshot,
  type ChoiceNow,
  type Snapshot,
} from './crowbar-board.ts';

// a seeded stream for the sessions started here: each test plays the same game on every run
const { base, newPage } = useBrowser(35);

async function openCrowbar(page: Page): Promise<Locator> {
  await page.goto(base);
  await startSession(page, 'Crowbar!');
  const board = page.locator('umpire-board-crowbar');
  await board.locator('.stage svg.map').waitFor();
  await fitted(page);
  return board;
}

/** A simple policy toward the cliff: land, then climb (move forward whenever the Advances allow). */
function choose(s: Snapshot): ChoiceNow {
  const { choices, rangers } = s;
  const by = (t: string): ChoiceNow[] => choices.filter((c) => c.type === t);
  const forward = by('move').find((c) => c.dir === 'forward');
  if (forward) return forward;
  const accept = by('accept')[0];
  if (accept) return accept;
  const ranger = (col: number | undefined) => rangers.find((r) => r.col === col);
  const act = by('activate').sort((a, b) => (ranger(b.col)?.row ?? 0) - (ranger(a.col)?.row ?? 0))[0];
  if (act) return act;
  const beachCompany = rangers.find((r) => r.row === 4 && !r.activated)?.company;
  const company = by('select-company').find((c) => c.company === beachCompany) ?? by('select-company')[0];
  if (company) return company;
  for (const die of ['black', 'red', 'yellow', 'green']) {
    const roll = by('roll').find((c) => c.die === die);
    if (roll) return roll;
  }
  const save = by('end-advances')[0];
  if (save) return save;
  const first = choices[0];
  if (!first) throw new Error('no legal choice: a dead end');
  return first;
}

async function eventCount(page: Page): Promise<number> {
  const text = (await page.locator('umpire-session-log h2').textContent()) ?? '';
  return Number(/\((\d+) events?\)/.exec(text)?.[1] ?? NaN);
}

describe('the Crowbar! board', () => {
  it('lands a unit on the beach, climbs the cliff, reloads and continues (tablet landscape)', async () => {
    const { context, page, errors } = await newPage();
    let board = await openCrowbar(page);
    await page.screenshot({ path: `${SHOTS}/crowbar-landscape-start.png` });
    expect(await board.locator('rect.target').count()).toBeGreaterThan(50);

    // Keyboard: the stage takes focus, + zooms, an arrow selects a space and says what is in it.
    const stage = board.locator('.stage');
    await stage.focus();
    const k0 = await zoomOf(page);
    await page.keyboard.press('+');
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(k0);
    await page.keyboard.press('ArrowUp');
    await board.locator('.space-wrap umpire-crowbar-choices h3').waitFor();
    await page.keyboard.press('0');
    await board.getByRole('button', { name: 'Show the whole map' }).click();

    let landed = 0;
    let climbed = 0;
    let oneTap = 0;
    for (let i = 0; i < 900 && !climbed; i++) {
      const s = await snapshot(page);
      if (s.phase === 'over') break;
      const c = choose(s);
      if ((await play(page, board, s, c)).taps === 1) oneTap++;
      const after = await snapshot(page);
      landed ||= after.rangers.find((r) => r.row === 4)?.col ?? 0;
      climbed = after.rangers.find((r) => r.row >= 5)?.col ?? 0;
    }
    expect(landed).toBeGreaterThan(0);
    expect(climbed).toBeGreaterThan(0);
    expect(oneTap).toBeGreaterThan(10);
    await page.screenshot({ path: `${SHOTS}/crowbar-landscape-climbed.png` });
    await board.locator('umpire-crowbar-dice').screenshot({ path: `${SHOTS}/crowbar-dice.png` });
    const climber = (await snapshot(page)).rangers.find((r) => r.col === climbed);
    if (!climber) throw new Error('the climber is gone');
    const climberSpace = climber.row * 12 + climber.col - 1;
    expect(await board.locator(`g.counter.us[data-space="${climberSpace}"]`).count()).toBe(1);
    const before = await eventCount(page);
    expect(before).toBeGreaterThan(10);

    // Reload: the same board, the climber still above the cliff; then play on.
    await page.reload();
    board = page.locator('umpire-board-crowbar');
    await board.locator('.stage svg.map').waitFor();
    await board.locator(`g.counter.us[data-space="${climberSpace}"]`).waitFor({ state: 'attached' });
    expect(await eventCount(page)).toBe(before);
    await board.getByRole('button', { name: 'Show the whole map' }).click();
    for (let i = 0; i < 5; i++) {
      const s = await snapshot(page);
      if (s.phase === 'over') break;
      await play(page, board, s, choose(s));
    }
    await expect.poll(() => eventCount(page)).toBe(before + 5);
    await page.getByRole('button', { name: 'Log', exact: true }).click();
    await expect.poll(() => page.locator('umpire-session-log li[data-seq] umpire-told').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Close the log' }).click();
    await page.screenshot({ path: `${SHOTS}/crowbar-landscape-after-reload.png` });
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it('portrait: the board on top takes a tap, and a space with no choice says why', async () => {
    const { context, page, errors } = await newPage({ width: 768, height: 1024 });
    const board = await openCrowbar(page);
    const smaller = page.getByRole('button', { name: 'Make the panel smaller' });
    if (await smaller.count()) await smaller.click();
    await board.getByRole('button', { name: 'Show the whole map' }).click();
    await board.locator('.stage').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    // A sea space during Operation Flashlamp: no choice, and the reason.
    const sea = await board.locator('rect.sp.t-sea').first().boundingBox();
    if (!sea) throw new Error('no sea drawn');
    await page.mouse.click(sea.x + sea.width / 2, sea.y + sea.height / 2);
    await board
      .locator('.space-wrap umpire-crowbar-choices')
      .getByText(/Cliff Top 5 or further inland/)
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/crowbar-portrait.png` });
    const s = await snapshot(page);
    const first = s.choices[0];
    if (!first) throw new Error('no choice at the start');
    // Operation Flashlamp: one tap on a legal space places the marker; a slip is taken back with Undo.
    expect((await play(page, board, s, first)).taps).toBe(1);
    expect((await snapshot(page)).choices.length).toBeGreaterThan(0);
    const placed = await boardEl(page).evaluate(
      (el) => (el as unknown as { state: { spaceIncoming: unknown[]; germans: { incoming: unknown[] }[] } }).state,
    );
    const markers = (g: typeof placed) => g.spaceIncoming.length + g.germans.reduce((n, u) => n + u.incoming.length, 0);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect
      .poll(async () =>
        markers(await boardEl(page).evaluate((el) => (el as unknown as { state: typeof placed }).state)),
      )
      .toBe(markers(placed) - 1);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('versus (T): the German player deploys and places secret markers behind a hand-over screen; the Ranger screen never shows them', async () => {
    const { context, page, errors } = await newPage();
    const board = await openFile(
      page,
      base,
      await sessionFile('versus-hot-seat', 'Versus at Pointe du Hoc', { mode: 'versus2' }),
    );

    // T-2: the German player's own units, in the open: who decides is said in words, one tap a space.
    let s = await snapshot(page);
    expect(s.decider?.who).toBe('German player');
    await board.getByText(/German player: deploy HKA and MG counters \(\d+ spaces to fill\)/).waitFor();
    await page.screenshot({ path: `${SHOTS}/crowbar-versus-deploy.png` });
    // The counters are picked first (a space then holds one choice): pick another one and see the pick change.
    const pieces = board.locator('.pieces button');
    if ((await pieces.count()) > 1) {
      await pieces.nth(1).click();
      await expect.poll(async () => (await snapshot(page)).piece).toBe(await pieces.nth(1).getAttribute('data-piece'));
      s = await snapshot(page);
    }
    for (let i = 0; i < 40 && s.top === 'german-deploy'; i++) {
      const c = s.choices[0];
      if (!c) throw new Error('no German deployment choice');
      expect((await play(page, board, s, c)).taps).toBe(1);
      s = await snapshot(page);
    }
    expect(s.top).toBe('german-markers');

    // T-1: the secret markers. First the hand-over screen, with nothing of the game on it.
    await board.getByRole('heading', { name: 'Hand the tablet to the German player' }).waitFor();
    expect(await board.locator('.stage').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/crowbar-versus-handover.png` });
    await board.getByRole('button', { name: /I am the German player/ }).click();
    await board.getByText(/German player: place 3 Gun Found! and 3 Trap markers face down/).waitFor();
    for (let i = 0; i < 10 && s.top === 'german-markers'; i++) {
      const c = s.choices.find((x) => x.place === 'space');
      if (!c) throw new Error('no marker slot');
      await play(page, board, s, c);
      s = await snapshot(page);
      if (i === 1) {
        expect(await board.locator('g.gun-token.secret').count()).toBeGreaterThan(0);
        await page.screenshot({ path: `${SHOTS}/crowbar-versus-german.png` });
      }
    }
    // Done: hand the tablet back; the Ranger screen shows face-down markers only as "?".
    await board.getByRole('heading', { name: 'Hand the tablet to the Ranger player' }).waitFor();
    await board.getByRole('button', { name: /I am the Ranger player/ }).click();
    await board.locator('.stage svg.map').waitFor();
    expect(await board.locator('g.gun-token.secret').count()).toBe(0);
    expect(await board.locator('g.gun-token').count()).toBeGreaterThan(0);
    s = await snapshot(page);
    expect(s.decider?.side).toBe('ranger');
    await page.screenshot({ path: `${SHOTS}/crowbar-versus-ranger.png` });
    // The session log says a marker went down, never where.
    await page.getByRole('button', { name: 'Log' }).click();
    const log = page.locator('umpire-session-log');
    await log
      .getByText(/German player places a marker face down, unseen/)
      .first()
      .waitFor();
    expect(await log.getByText(/german-place-marker/).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('the game mode is chosen when the session is created: 2-player versus starts with the German player', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await startSession(page, 'Crowbar!', { 'Game mode': '2-player versus (T)' });
    const board = page.locator('umpire-board-crowbar');
    await board.getByText(/German player: deploy HKA and MG counters/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
