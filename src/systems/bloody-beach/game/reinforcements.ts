import type { Axial } from '../../../boards/hex/index.ts';
import { numberCell, stringCell, type Rng } from '../../../engine/index.ts';
import { constant, T } from '../procedures/common.ts';
import { d10Source } from './dice.ts';
import { grid, hexDistance } from './grid.ts';
import type { Rules } from './rules.ts';
import type { FormationState, GameState, UnitState } from './state.ts';
import { view } from './view.ts';

export function checkReinforce(rules: Rules, state: GameState): string | undefined {
  if (state.reaction) return 'reaction fire is being resolved';
  if (state.initiative !== 'german' || state.active.length > 0) return 'the German rolls for reinforcements after winning the initiative, before activating (11.4.2, 3.2.4)';
  if (state.reinforceRolled) return 'one reinforcement roll for each initiative won (11.4.2)';
  const row = rules.ctx.table(T.reinforcements).rows[state.reinforcementNext];
  if (!row) return 'no groups left on the table';
  if (row.values.turn2 === true && state.turn < 2) return `${row.label ?? row.key}: not before the first German activation of turn 2 (11.4.3)`;
  return undefined;
}

/** Map-edge hexes crossed by a road, in hex number order (11.4.2). */
function edgeRoadHexes(rules: Rules): string[] {
  const known = rules.memo.get('edge-roads') as string[] | undefined;
  if (known) return known;
  const g = grid(rules);
  const b = rules.board;
  const out: string[] = [];
  for (let i = 0; i < g.size; i++) {
    let edge = false;
    for (let k = 0; k < 6; k++) if ((g.next[i * 6 + k] as number) < 0) edge = true;
    if (edge && !g.sea[i] && b.hasRoad(g.hexes[i] as Axial)) out.push(b.id(g.hexes[i] as Axial));
  }
  rules.memo.set('edge-roads', out);
  return out;
}

/**
 * Where a group enters (11.4.2): its hex, unless a unit holds it or a US fire zone covers it; then the nearest
 * free road hex on the map edge (ties to the lower number). None free: the group waits.
 */
export function entryHex(rules: Rules, state: GameState, designated: string): string | undefined {
  const v = view(rules, state);
  const g = v.grid;
  const zones = v.enemyZones('german');
  const free = (h: string) => v.at(h).length === 0 && !zones[g.index(h)];
  if (free(designated)) return designated;
  const d = g.index(designated);
  let best: { hex: string; dist: number } | undefined;
  for (const h of edgeRoadHexes(rules)) {
    if (h === designated || !free(h)) continue;
    const dist = hexDistance(g, d, g.index(h));
    if (!best || dist < best.dist) best = { hex: h, dist };
  }
  return best?.hex;
}

/** The German rolls for the next group of the Reinforcement table (11.4). */
export function reinforce(rules: Rules, state: GameState, typed: readonly number[] | undefined, rng: Rng): GameState {
  const table = rules.ctx.table(T.reinforcements);
  const row = table.rows[state.reinforcementNext];
  if (!row) return state;
  const die = d10Source(typed, rng)();
  const lost = die === 10 && row.values.neverLost !== true;
  const arrives = !lost && die <= numberCell(table, row.key, 'roll');
  const log = `${row.label}: d10 ${die}: ${lost ? 'a natural 10, lost for good' : arrives ? 'arrives' : 'not yet'} (11.4.2)`;
  const rolled = { ...state, reinforceRolled: true };
  if (!arrives && !lost) return { ...rolled, log: [...state.log, log] };
  if (lost) return { ...rolled, reinforcementNext: state.reinforcementNext + 1, log: [...state.log, log] };
  const designated = stringCell(table, row.key, 'entry');
  const entry = entryHex(rules, state, designated);
  if (!entry) return { ...rolled, log: [...state.log, log, `No free entry hex near ${designated}: the group waits (11.4.2)`] };
  const units = { ...state.units };
  const assets = { ...state.assets };
  const formations = { ...state.formations };
  for (const u of rules.scenario.units.filter((x) => x.reinforcement === row.key)) {
    units[u.id] = { ...(units[u.id] as UnitState), status: 'map', hex: entry, fresh: true };
    const f = rules.scenario.formations.find((x) => x.hq === u.id);
    if (f && f.kind === 'regiment') formations[f.id] = { ...(formations[f.id] as FormationState), supply: constant(rules.ctx, 'entering-german-hq-supply') };
  }
  for (const a of rules.scenario.assets.filter((x) => x.reinforcement === row.key)) assets[a.id] = { ...(assets[a.id] as (typeof assets)[string]), status: 'pool', formation: 'de-352' };
  const where = entry === designated ? `at ${entry}` : `at ${entry}, the edge road hex nearest ${designated}, which is held or under US fire`;
  return { ...rolled, units, assets, formations, reinforcementNext: state.reinforcementNext + 1, log: [...state.log, log, `${row.label} enters ${where}; doubled movement on its first activation (11.4.2, 11.4.4, 7.5.3)`] };
}
