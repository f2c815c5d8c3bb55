/** Victory Points and the victory level at the end of turn 10 (3.0). */
import type { RulesContext } from '../../../engine/index.ts';
import { LAG_SETTING, VICTORY_SETTING } from '../rules-notes.ts';
import type { SquareData } from '../scenario.ts';
import type { GameData } from './data.ts';
import { defAt, isLandSquare } from './units.ts';
import { BOX, ELIMINATED, OFF_MAP, type ScoreLine, type State, type VictoryResult } from './types.ts';

interface Initial {
  readonly strongpoints: number;
  readonly encounters: number;
  /** The squares ashore (where clearing one can score). */
  readonly land: readonly SquareData[];
}
const initials = new WeakMap<GameData, Initial>();

/** What scoring reads of the game data alone, worked out once per data (a run scores thousands of games). */
function initial(d: GameData): Initial {
  const hit = initials.get(d);
  if (hit) return hit;
  let strongpoints = 0;
  let encounters = 0;
  for (const k of d.tokenKinds)
    if (k.pool === 'strongpoint') strongpoints += k.count;
    else if (k.pool === 'encounter') encounters += k.count;
  const spSquares = d.scen.placement.strongpoints.length;
  const encSquares = d.scen.placement.encounters.reduce((a, e) => a + e.count, 0);
  const i = {
    strongpoints: Math.min(strongpoints, spSquares),
    encounters: Math.min(encounters, encSquares),
    land: d.map.squares.filter((q) => isLandSquare(d, q.id)),
  };
  initials.set(d, i);
  return i;
}

/** Units left in the box, still on the beach and lost, and each IP track's furthest-inland row, or -1 (3.3, 3.4). */
function unitCounts(
  s: State,
  d: GameData,
): { box: number; beach: number; lost: number; row1st: number; row29th: number } {
  let box = 0;
  let beach = 0;
  let lost = 0;
  // Rangers count with the 29th (3.4): by their IP track
  let row1st = -1;
  let row29th = -1;
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i];
    if (!u) continue;
    if (u.loc === BOX) box++;
    else if (u.loc === ELIMINATED || u.loc === OFF_MAP) lost++;
    const q = d.map.byId.get(u.loc);
    if (!q) continue;
    if (q.terrain === 'beach') beach++;
    if (defAt(d, u, i).pool === '1st') row1st = Math.max(row1st, q.row);
    else row29th = Math.max(row29th, q.row);
  }
  return { box, beach, lost, row1st, row29th };
}

/** Squares ashore clear of German tokens: Exits, +1 icons and Deep Penetration VP (3.2d, 3.2e). */
function clearedSquares(s: State, land: readonly SquareData[]): { exits: number; icons: number; deep: number } {
  let exits = 0;
  let icons = 0;
  let deep = 0;
  for (const q of land) {
    if ((s.tokens[q.id]?.length ?? 0) > 0) continue;
    if (q.exit) exits++;
    if (q.vp && q.deep) deep += q.vp;
    else if (q.vp) icons += q.vp;
  }
  return { exits, icons, deep };
}

function line(key: string, label: string, count: number, per: number, source: string): ScoreLine {
  // no units times a negative VP is -0, which reads as 0
  return { key, label, count, vp: count * per || 0, source };
}

export function score(s: State, d: GameData, ctx: RulesContext): VictoryResult {
  const v = d.scen.vp;
  const init = initial(d);
  let spLeft = 0;
  let encLeft = 0;
  for (const sq in s.tokens) {
    for (const t of s.tokens[sq] ?? []) {
      if (t.pool === 'strongpoint') spLeft++;
      else encLeft++;
    }
  }
  let gaps = 0;
  let obstacles = 0;
  for (const b in s.gaps) {
    if (s.gaps[b]) gaps++;
    else obstacles++;
  }
  const { exits, icons, deep } = clearedSquares(s, init.land);
  const { box, beach, lost, row1st, row29th } = unitCounts(s, d);
  let lagRows = 0;
  if (row1st >= 0 && row29th >= 0) {
    const diff = Math.abs(row1st - row29th);
    lagRows = ctx.setting(LAG_SETTING) === 'difference' ? diff : Math.max(0, diff - 1);
  }
  const lines: ScoreLine[] = [
    line('gaps', 'Beach Gaps', gaps, v.gap, '3.2a'),
    line('strongpoints', 'Strongpoint tokens cleared', init.strongpoints - spLeft, v.strongpoint, '3.2b'),
    line('encounters', 'Encounter tokens cleared', init.encounters - encLeft, v.encounter, '3.2c'),
    line('towns-exits', 'Town and Exit squares cleared (+1 icons)', icons, 1, '3.2d'),
    line('deep', 'Deep Penetration squares cleared', deep, 1, '3.2e'),
    line('box', 'Units left in the Reinforcement box', box, v.reinforcementBox, '3.3a'),
    line('beach', 'Units still on the beach', beach, v.onBeach, '3.3b'),
    line('obstacles', 'Beach Obstacles not gapped', obstacles, v.obstacle, '3.3c'),
    line('eliminated', 'Units eliminated or lost off the map', lost, v.eliminated, '3.3d'),
    line('lag', 'Division Advance Lag (rows)', lagRows, v.lagPerRow, '3.4'),
  ];
  let vp = 0;
  for (const l of lines) vp += l.vp;
  const byVp = ctx.setting(VICTORY_SETTING) !== 'gaps-exits';
  const levels = d.scen.victory;
  const level =
    levels.find((l) => gaps >= l.minGaps && exits >= l.minExits && (!byVp || vp >= l.minVp)) ??
    levels[levels.length - 1];
  return { level: level?.level ?? 'defeat', label: level?.label ?? 'Defeat', vp, gaps, exits, lines };
}
