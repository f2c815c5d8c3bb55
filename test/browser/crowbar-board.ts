import type { Locator, Page } from 'playwright-core';
import {
  newSession,
  nextEvent,
  Rng,
  type SessionEvent,
  type SessionExport,
  type SettingValue,
} from '../../src/engine/index.ts';
import { rulesOf } from '../../src/systems/catalog.ts';
import type { CrowbarAction, CrowbarState } from '../../src/systems/crowbar/game/index.ts';
import { actionKey } from '../../src/systems/crowbar/game/legal.ts';
import { decide } from '../../src/systems/crowbar/sim/simulator.ts';
import type { PolicyName } from '../../src/systems/crowbar/sim/policies.ts';
import { loadSystem } from '../../src/systems/registry.ts';
import { R } from '../systems/crowbar/helpers.ts';
import { sessionExportOf } from './session-files.ts';

/** Playing the Crowbar! board from a browser test as a person would: taps on the map, its buttons, the keyboard. */

/** The board element, read through a locator (the app's policy refuses eval in the page). */
export const boardEl = (page: Page): Locator => page.locator('umpire-board-crowbar');

/** The board's zoom, once it has fitted the map (1 before). */
export function zoomOf(page: Page): Promise<number> {
  return boardEl(page).evaluate((el) => (el as unknown as { currentView: { k: number } }).currentView.k);
}

/** Waits until the board has fitted the map to its box. */
export async function fitted(page: Page): Promise<void> {
  for (let i = 0; i < 400 && (await zoomOf(page)) === 1; i++) await page.waitForTimeout(25);
}

/**
 * Waits until the board has drawn what its last change asked for: its own update and its parts' (the due line,
 * the dice) done, then a frame laid out. What a fixed wait after each step stood for, without the wait.
 */
export async function settled(page: Page): Promise<void> {
  const board = boardEl(page);
  if (!(await board.count())) return;
  await board.evaluate(async (el) => {
    const updates = [el, ...Array.from(el.shadowRoot?.querySelectorAll('*') ?? [])]
      .map((x) => (x as Element & { updateComplete?: unknown }).updateComplete)
      .filter((u): u is Promise<unknown> => u instanceof Promise);
    await Promise.all(updates);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

export interface ChoiceNow {
  key: string;
  space: number | null;
  place: 'space' | 'dice' | 'panel';
  type: string;
  die?: string;
  dir?: string;
  col?: number;
  company?: string;
  action: Record<string, unknown>;
}

export interface Snapshot {
  choices: ChoiceNow[];
  rangers: { col: number; row: number; company: string; activated: boolean }[];
  phase: string;
  /** The key of the choice the board offers as its one large button. */
  primary: string | undefined;
  decider: { who: string; side: string; what: string } | undefined;
  piece: string | undefined;
  top: string | undefined;
  /** The game state itself (for the test's own policy). */
  state: unknown;
}

export function snapshot(page: Page): Promise<Snapshot> {
  return boardEl(page).evaluate((board) => {
    const el = board as unknown as {
      choices: { key: string; space: number | null; place: ChoiceNow['place']; action: Record<string, unknown> }[];
      primary?: { key: string };
      decider?: { who: string; side: string; what: string };
      piece?: string;
      state: { rangers: (Snapshot['rangers'][number] | null)[]; phase: string; stack: { k: string }[] };
    };
    return {
      primary: el.primary?.key,
      decider: el.decider ? { who: el.decider.who, side: el.decider.side, what: el.decider.what } : undefined,
      piece: el.piece,
      top: el.state.stack[el.state.stack.length - 1]?.k,
      choices: el.choices.map((c) => ({
        key: c.key,
        space: c.space,
        place: c.place,
        type: String(c.action.type),
        die: c.action.die as string | undefined,
        dir: c.action.dir as string | undefined,
        col: c.action.col as number | undefined,
        company: c.action.company as string | undefined,
        action: c.action,
      })),
      rangers: el.state.rangers
        .filter((r): r is Snapshot['rangers'][number] => r !== null)
        .map((r) => ({ col: r.col, row: r.row, company: r.company, activated: r.activated })),
      phase: el.state.phase,
      state: el.state,
    };
  });
}

/** The test's player: the simulator's cautious policy where it decides, else the first choice (German seats too). */
export function policy(rng: Rng): (s: Snapshot) => Snapshot['choices'][number] {
  return (s) => {
    const state = s.state as CrowbarState;
    let action: CrowbarAction | undefined;
    try {
      if (!state.versus || state.decider?.side !== 'german') action = decide('cautious', state, R, rng);
    } catch {
      action = undefined;
    }
    const key = action ? actionKey(action) : undefined;
    const c = s.choices.find((x) => x.key === key) ?? s.choices[0];
    if (!c) throw new Error(`no choice at ${s.top}: a dead end`);
    return c;
  };
}

/** A new session of `settings` with a known seed, as the app exports one, for importing. */
export async function sessionFile(
  id: string,
  name: string,
  settings: Record<string, SettingValue> = {},
): Promise<SessionExport> {
  const rules = rulesOf(await loadSystem('crowbar'));
  const at = new Date(Date.UTC(2026, 5, 5, 22, 0));
  const { meta, state } = newSession(
    { id, system: 'crowbar', name, seed: id, rulesVersion: '1', settings, now: at },
    rules,
  );
  return sessionExportOf(meta, [], state);
}

/**
 * A session played in Node by the simulator's `policy` from the seed `id` until `until` holds (at most 400
 * actions), exported as the app would export it: a game brought to a given moment without a walk in the browser.
 */
export async function playedFile(
  id: string,
  name: string,
  policy: PolicyName,
  until: (g: CrowbarState) => boolean,
): Promise<SessionExport> {
  const rules = rulesOf(await loadSystem('crowbar'));
  const at = new Date(Date.UTC(2026, 5, 5, 22, 0));
  const { meta, state: first } = newSession(
    { id, system: 'crowbar', name, seed: id, rulesVersion: '1', now: at },
    rules,
  );
  const rng = Rng.fromSeed(id);
  const events: SessionEvent[] = [];
  let state = first;
  for (let i = 0; i < 400 && !until(state.game as CrowbarState); i++) {
    const action = decide(policy, state.game as CrowbarState, R, rng);
    const next = nextEvent(meta, state, { kind: 'action', action }, rules, at, `${id}-${i + 1}`);
    events.push(next.event);
    state = next.state;
  }
  if (!until(state.game as CrowbarState)) throw new Error(`${id}: the moment asked for did not come`);
  return sessionExportOf({ ...meta, eventCount: state.seq, headHash: state.hash }, events, state);
}

/** Imports a session file from home and opens it; returns the board once drawn. */
export async function openFile(page: Page, base: string, file: SessionExport): Promise<Locator> {
  await page.goto(base);
  await page
    .locator('umpire-home input[type="file"]')
    .setInputFiles({ name: 'session.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await page.getByRole('link', { name: `Resume ${file.meta.name}` }).click();
  const board = page.locator('umpire-board-crowbar');
  await board.locator('umpire-crowbar-due').waitFor();
  // The import's toast sits over the map for a few seconds: taps must reach the spaces under it.
  await page.locator('umpire-app .toast').waitFor({ state: 'detached' });
  return board;
}

async function markSeen(page: Page): Promise<void> {
  await boardEl(page).evaluate((board) => {
    const el = board as unknown as { __seen?: unknown; state: unknown };
    el.__seen = el.state;
  });
}

async function changed(page: Page): Promise<boolean> {
  const board = boardEl(page);
  if (!(await board.count())) return false;
  return board.evaluate((b) => {
    const el = b as unknown as { __seen?: unknown; state: unknown };
    return el.state !== el.__seen;
  });
}

/** Whether the centre of `box` is on the map and not under the side panel (the one control over the map). */
async function tappable(
  board: Locator,
  box: { x: number; y: number; width: number; height: number },
): Promise<boolean> {
  const stage = await board.locator('.stage').boundingBox();
  if (!stage) return false;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  if (cx < stage.x + 64 || cy < stage.y + 4 || cx > stage.x + stage.width - 4 || cy > stage.y + stage.height - 4)
    return false;
  const side = board.locator('.field.beside .side');
  const c = (await side.count()) ? await side.first().boundingBox() : null;
  return !(c && cx >= c.x && cx <= c.x + c.width && cy >= c.y && cy <= c.y + c.height);
}

/** What happened around a roll picked: the odds were shown first (a chart with its bars), then it was rolled. */
export interface PlayReport {
  taps: number;
  /** The roll card showed before the dice (its title), if the choice rolled. */
  odds?: string;
}

/**
 * Plays one choice through the board as a person would: the large button for the obvious choice; a tap on its
 * space (with the keyboard, arrows and Enter, when the space is out of sight); the choice's button beside the
 * space when it holds several; a Redeploy's strength by stepper. A choice that rolls shows its odds first:
 * they must be there before Roll (or the dice typed in, with `typeDice`); `whileOdds` runs while they show.
 */
export async function play(
  page: Page,
  board: Locator,
  s: Snapshot,
  c: ChoiceNow,
  typeDice?: readonly number[],
  whileOdds?: () => Promise<void>,
): Promise<PlayReport> {
  await markSeen(page);
  const report: PlayReport = { taps: 1 };
  const inDue = board.locator(`umpire-crowbar-due button[data-key='${c.key}']`);
  if (c.type === 'approach-assign') await assign(board, c.action.order as string[]);
  else if (c.place !== 'space' && (await inDue.count())) await inDue.first().click();
  else if (c.place === 'dice') await board.locator(`umpire-crowbar-dice button[data-key='${c.key}']`).first().click();
  else if (c.place === 'space' && c.space !== null) {
    const close = board.getByRole('button', { name: 'Close the space card' });
    if (await close.count()) await close.click();
    const target = board.locator(`rect.target[data-space="${c.space}"]`).first();
    const box = await target.boundingBox();
    if (box && (await tappable(board, box))) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    else await keyTo(page, board, c.space);
    if (s.choices.filter((x) => x.place === 'space' && x.space === c.space).length > 1) {
      report.taps = 2;
      await pickInCard(board, c);
    }
  } else await board.locator(`button[data-key='${c.key}']`).first().click();
  const roll = board.locator('umpire-crowbar-roll');
  for (let i = 0; i < 200; i++) {
    if (await changed(page)) return report;
    if (await roll.count()) {
      report.odds = (await roll.locator('h3').first().textContent()) ?? '';
      const bars = await roll
        .locator('umpire-board-roll umpire-odds-chart')
        .evaluate((el) => (el as unknown as { bars: unknown[] }).bars.length);
      if (bars < 1) throw new Error(`no odds before the roll "${report.odds}"`);
      await inSight(page, roll, report.odds);
      if (whileOdds) await whileOdds();
      if (typeDice) await typeIn(roll, typeDice);
      else await roll.getByRole('button', { name: /^Roll/ }).click();
      break;
    }
    await page.waitForTimeout(25);
  }
  for (let i = 0; i < 2000 && !(await changed(page)); i++) await page.waitForTimeout(25);
  if (!(await changed(page))) throw new Error('the board did not change after the roll');
  return report;
}

/**
 * Throws unless the roll card's two ways to roll, Roll and Enter the dice thrown, show whole on the screen and
 * inside the card or panel holding it (not scrolled out of its box), even when a long odds chart makes the card
 * scroll within itself.
 */
async function inSight(page: Page, roll: Locator, what: string): Promise<void> {
  const holder = await roll.evaluate((el) => {
    const box = (el.closest('.space-wrap') ?? el.closest('.side'))?.getBoundingClientRect();
    return box ? { top: box.top, bottom: box.bottom } : undefined;
  });
  const screen = page.viewportSize();
  for (const name of [/^Roll/, /^Enter the dice thrown/]) {
    const b = await roll.getByRole('button', { name }).first().boundingBox();
    const bottom = Math.min(holder?.bottom ?? Infinity, screen?.height ?? Infinity);
    if (!b || b.y < (holder?.top ?? 0) - 0.5 || b.y + b.height > bottom + 0.5)
      throw new Error(
        `the roll card "${what}" hides its ${String(name)} button (${JSON.stringify(b)}, card ${JSON.stringify(holder)})`,
      );
  }
}

/** Gives each landing craft its die (C-2) by tapping the dice on its row, then assigns them. */
async function assign(board: Locator, order: readonly string[]): Promise<void> {
  const rows = board.locator('umpire-crowbar-approach li');
  for (let i = 0; i < order.length; i++) await rows.nth(i).locator(`button[aria-label^="${order[i]} die"]`).click();
  await board.getByRole('button', { name: 'Assign the dice' }).click();
}

/** Types the dice thrown at the table into the roll card's face buttons, then rolls with them. */
async function typeIn(roll: Locator, dice: readonly number[]): Promise<void> {
  await roll.getByRole('button', { name: 'Enter the dice thrown' }).click();
  let i = 0;
  // Each group of dice in turn (the attacker's, then the defender's), until it is full.
  for (const group of await roll.locator('umpire-dice-entry div.faces').all()) {
    while (i < dice.length && (await group.locator('button').first().isEnabled())) {
      await group.getByRole('button', { name: new RegExp(`^Add ${dice[i]} to`) }).click();
      i++;
    }
  }
  await roll.getByRole('button', { name: /with these dice/ }).click();
}

/** The choice's button in the space card (a Redeploy's strength set by its stepper first). */
async function pickInCard(board: Locator, c: ChoiceNow): Promise<void> {
  const card = board.locator('.space-wrap umpire-crowbar-choices');
  const button = card.locator(`button[data-key='${c.key}']`);
  for (let i = 0; i < 10 && !(await button.count()); i++) {
    const more = card.getByRole('button', { name: /: one more$/ });
    if (!(await more.count())) break;
    await more.first().click();
  }
  await button.click();
}

/** Selects a space from the keyboard (arrows from the cursor) and chooses it with Enter. */
export async function keyTo(page: Page, board: Locator, space: number): Promise<void> {
  const stage = board.locator('.stage');
  await stage.focus();
  const from = await boardEl(page).evaluate((board) => {
    const el = board as unknown as {
      selected: number;
      choices: { space: number | null }[];
      model?: { activeSpace: number | null };
    };
    return el.selected >= 0
      ? el.selected
      : (el.model?.activeSpace ?? el.choices.find((c) => c.space !== null)?.space ?? 0);
  });
  const dc = (space % 12) - (from % 12);
  const dr = Math.floor(space / 12) - Math.floor(from / 12);
  // The first arrow selects the cursor's own space when nothing is selected yet: count from there.
  for (let i = 0; i < Math.abs(dc); i++) await page.keyboard.press(dc > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? 'ArrowUp' : 'ArrowDown');
  if (dc === 0 && dr === 0) {
    const top = Math.floor(space / 12) === 15;
    await page.keyboard.press(top ? 'ArrowDown' : 'ArrowUp');
    await page.keyboard.press(top ? 'ArrowUp' : 'ArrowDown');
  }
  await page.keyboard.press('Enter');
}

/** Takes the tablet on the hand-over screen, if one shows; the side whose screen it now is. */
export async function takeTablet(board: Locator): Promise<string | undefined> {
  const handover = board.getByRole('button', { name: /^I am the (German|Ranger) player/ });
  if (!(await handover.count())) return undefined;
  const side = /German/.test((await handover.textContent()) ?? '') ? 'german' : 'ranger';
  await handover.click();
  await board.locator('.stage').waitFor();
  return side;
}
