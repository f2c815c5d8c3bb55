import { makeContext, Rng, type RulesContext } from '../../../src/engine/index.ts';
import { tables } from '../../../src/systems/crowbar/tables.ts';
import { settings } from '../../../src/systems/crowbar/rules-notes.ts';
import { rulesFor, type Rules } from '../../../src/systems/crowbar/game/rules.ts';
import { newGame } from '../../../src/systems/crowbar/game/setup.ts';
import type { CrowbarState, Ranger } from '../../../src/systems/crowbar/game/types.ts';

export const ctx: RulesContext = makeContext(tables, settings);
export const R: Rules = rulesFor(ctx);

/** A fresh game at Operation Flashlamp (seeded). */
export function setupGame(seed = 'board'): CrowbarState {
  return newGame(R, Rng.fromSeed(seed), 'solitaire');
}

/** A game in turn 1 with nothing on the map but the Ranger units, every LCA at Start. */
export function blankGame(seed = 'board-blank'): CrowbarState {
  const g = newGame(R, Rng.fromSeed(seed), 'solitaire');
  g.germans = [];
  g.guns = [];
  g.spaceIncoming = [];
  g.phase = 'play';
  g.stack = [{ k: 'select' }];
  g.log = [];
  return g;
}

export function put(g: CrowbarState, col: number, row: number, patch: Partial<Ranger> = {}): Ranger {
  const r = g.rangers[col - 1];
  if (!r) throw new Error(`no Ranger unit in column ${col}`);
  r.row = row;
  if (row >= 4) r.lca = 'none';
  if (row >= 5 && r.rally < 5) r.rally = 5;
  Object.assign(r, patch);
  return r;
}
