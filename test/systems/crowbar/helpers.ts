import { makeContext, Rng, toldText, type RulesContext, type SettingValue } from '../../../src/engine/index.ts';
import { tables } from '../../../src/systems/crowbar/tables.ts';
import { settings } from '../../../src/systems/crowbar/rules-notes.ts';
import { rulesFor, type Rules } from '../../../src/systems/crowbar/game/rules.ts';
import { newGame } from '../../../src/systems/crowbar/game/setup.ts';
import { step } from '../../../src/systems/crowbar/game/legal.ts';
import { Roller } from '../../../src/systems/crowbar/game/roller.ts';
import { placeGerman, setRow } from '../../../src/systems/crowbar/game/core.ts';
import type { CrowbarAction } from '../../../src/systems/crowbar/game/actions.ts';
import type { CrowbarState, German, Mode, Ranger } from '../../../src/systems/crowbar/game/types.ts';
import { legalActions, actionKey } from '../../../src/systems/crowbar/game/legal.ts';
import { run } from '../../../src/systems/crowbar/game/flow.ts';
import { decide } from '../../../src/systems/crowbar/sim/simulator.ts';
import type { PolicyName } from '../../../src/systems/crowbar/sim/policies.ts';

export function ctx(chosen: Record<string, SettingValue> = {}): RulesContext {
  return makeContext(tables, settings, chosen);
}

export const R: Rules = rulesFor(ctx());

/** A game in the middle of turn 1 with an empty battlefield: no Germans, no markers, every LCA at Start. */
/** A new game of `mode` with no German unit, gun marker or Incoming Fire! marker on the map, its log cleared. */
export function emptiedGame(mode: Mode, seed: string): { g: CrowbarState; rng: Rng } {
  const rng = Rng.fromSeed(seed);
  const g = newGame(R, rng, mode);
  g.germans = [];
  g.guns = [];
  g.spaceIncoming = [];
  g.log = [];
  return { g, rng };
}

export function blankGame(seed = 'blank'): { g: CrowbarState; rng: Rng } {
  const { g, rng } = emptiedGame('solitaire', seed);
  g.incomingPool = R.incoming.map((_, i) => i);
  g.phase = 'play';
  g.stack = [{ k: 'select' }];
  return { g, rng };
}

export function ranger(g: CrowbarState, col: number): Ranger {
  const r = g.rangers[col - 1];
  if (!r) throw new Error(`no Ranger unit in column ${col}`);
  return r;
}

/** Puts a Ranger unit somewhere (off its LCA once on the beach or beyond). */
export function put(g: CrowbarState, col: number, row: number, patch: Partial<Ranger> = {}): Ranger {
  const r = ranger(g, col);
  setRow(g, R, r, row);
  if (row >= 4) r.lca = 'none';
  if (row >= 5 && r.rally < 5) r.rally = 5;
  Object.assign(r, patch);
  return r;
}

export function german(g: CrowbarState, type: string, col: number, row: number, patch: Partial<German> = {}): German {
  const u = placeGerman(g, R, type, col, row, false);
  Object.assign(u, patch);
  return u;
}

/** Puts the named card on top of the Event Card pile. */
export function topCard(g: CrowbarState, test: (label: string) => boolean): void {
  const i = R.cards.findIndex((c) => test(c.label));
  if (i < 0) throw new Error('no such card');
  g.cards.draw = [i, ...g.cards.draw.filter((x) => x !== i)];
}

/** Puts a chit whose side matches on top of the cup. */
export function topChit(g: CrowbarState, test: (c: (typeof R.chits)[number]) => boolean): void {
  const i = R.chits.findIndex(test);
  if (i < 0) throw new Error('no such chit');
  g.chits.draw = [i, ...g.chits.draw.filter((x) => x !== i)];
}

/** Applies an action after checking it is legal; `dice` are the dice thrown, used in order. */
export function act(g: CrowbarState, rng: Rng, action: CrowbarAction): void {
  const k = actionKey(action);
  const legal = legalActions(g, R);
  if (!legal.some((a) => actionKey(a) === k))
    throw new Error(`illegal ${JSON.stringify(action)}; legal: ${legal.map((a) => JSON.stringify(a)).join(' ')}`);
  const roller = new Roller(rng, (action as { dice?: number[] }).dice ?? []);
  step(g, R, roller, action);
  if (roller.unused() > 0) throw new Error(`${roller.unused()} forced dice were not used by ${JSON.stringify(action)}`);
}

/** What the game told since its log was last emptied, as plain sentences (every side's words). */
export function said(g: CrowbarState): string[] {
  return g.log.map(toldText);
}

export function topTask(g: CrowbarState): string {
  return g.stack[g.stack.length - 1]?.k ?? 'none';
}

/** Face number (1-6) of a Movement Die face by its label. */
export function face(die: 'green' | 'yellow' | 'red' | 'black', label: string): number {
  const i = R.dice[die].findIndex((f) => f.label === label);
  if (i < 0) throw new Error(`the ${die} die has no face "${label}"`);
  return i + 1;
}

/** Plays one seeded solitaire game in place, as the simulator does, calling `visit` before every decision. */
export function eachDecision(seed: string, visit: (g: CrowbarState) => void, policy: PolicyName = 'cautious'): void {
  const rng = Rng.fromSeed(seed);
  const g = newGame(R, rng, 'solitaire');
  g.logOn = false;
  const roller = new Roller(rng);
  run(g, R, roller);
  for (let n = 0; g.phase !== 'over' && n < 20000; n++) {
    visit(g);
    step(g, R, roller, decide(policy, g, R, rng));
  }
}
