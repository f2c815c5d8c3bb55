/** Victory Points and the victory level at the end of turn 10 (3.0). */
import type { RulesContext } from '../../../engine/index.ts';
import { LAG_SETTING, VICTORY_SETTING } from '../rules-notes.ts';
import type { GameData } from './data.ts';
import { def, isLandSquare } from './units.ts';
import { BOX, ELIMINATED, OFF_MAP, type ScoreLine, type State, type VictoryResult } from './types.ts';

function initialCounts(d: GameData): { strongpoints: number; encounters: number } {
  let strongpoints = 0;
  let encounters = 0;
  for (const k of d.tokenKinds)
    if (k.pool === 'strongpoint') strongpoints += k.count;
    else if (k.pool === 'encounter') encounters += k.count;
  const spSquares = d.scen.placement.strongpoints.length;
  const encSquares = d.scen.placement.encounters.reduce((a, e) => a + e.count, 0);
  return { strongpoints: Math.min(strongpoints, spSquares), encounters: Math.min(encounters, encSquares) };
}

/** The furthest-inland row reached by each IP track's units (Rangers with the 29th, 3.4). */
function frontRows(s: State, d: GameData): Partial<Record<'1st' | '29th', number>> {
  const out: Partial<Record<'1st' | '29th', number>> = {};
  for (const u of s.units) {
    const q = d.map.byId.get(u.loc);
    if (!q) continue;
    const p = def(d, u.id).pool;
    out[p] = Math.max(out[p] ?? -1, q.row);
  }
  return out;
}

export function score(s: State, d: GameData, ctx: RulesContext): VictoryResult {
  const v = d.scen.vp;
  const init = initialCounts(d);
  let spLeft = 0;
  let encLeft = 0;
  for (const list of Object.values(s.tokens)) {
    for (const t of list) {
      if (t.pool === 'strongpoint') spLeft++;
      else encLeft++;
    }
  }
  const gaps = Object.values(s.gaps).filter(Boolean).length;
  const obstacles = Object.values(s.gaps).length - gaps;
  let icons = 0;
  let deep = 0;
  let exits = 0;
  for (const q of d.map.squares) {
    if (!isLandSquare(d, q.id) || (s.tokens[q.id]?.length ?? 0) > 0) continue;
    if (q.exit) exits++;
    if (q.vp && q.deep) deep += q.vp;
    else if (q.vp) icons += q.vp;
  }
  const box = s.units.filter((u) => u.loc === BOX).length;
  const beach = s.units.filter((u) => d.map.byId.get(u.loc)?.terrain === 'beach').length;
  const lost = s.units.filter((u) => u.loc === ELIMINATED || u.loc === OFF_MAP).length;
  const rows = frontRows(s, d);
  let lagRows = 0;
  if (rows['1st'] !== undefined && rows['29th'] !== undefined) {
    const diff = Math.abs(rows['1st'] - rows['29th']);
    lagRows = ctx.setting(LAG_SETTING) === 'difference' ? diff : Math.max(0, diff - 1);
  }
  const lines: ScoreLine[] = [
    { key: 'gaps', label: 'Beach Gaps', count: gaps, vp: gaps * v.gap, source: '3.2a' },
    {
      key: 'strongpoints',
      label: 'Strongpoint tokens cleared',
      count: init.strongpoints - spLeft,
      vp: (init.strongpoints - spLeft) * v.strongpoint,
      source: '3.2b',
    },
    {
      key: 'encounters',
      label: 'Encounter tokens cleared',
      count: init.encounters - encLeft,
      vp: (init.encounters - encLeft) * v.encounter,
      source: '3.2c',
    },
    { key: 'towns-exits', label: 'Town and Exit squares cleared (+1 icons)', count: icons, vp: icons, source: '3.2d' },
    { key: 'deep', label: 'Deep Penetration squares cleared', count: deep, vp: deep, source: '3.2e' },
    {
      key: 'box',
      label: 'Units left in the Reinforcement box',
      count: box,
      vp: box * v.reinforcementBox,
      source: '3.3a',
    },
    { key: 'beach', label: 'Units still on the beach', count: beach, vp: beach * v.onBeach, source: '3.3b' },
    {
      key: 'obstacles',
      label: 'Beach Obstacles not gapped',
      count: obstacles,
      vp: obstacles * v.obstacle,
      source: '3.3c',
    },
    {
      key: 'eliminated',
      label: 'Units eliminated or lost off the map',
      count: lost,
      vp: lost * v.eliminated,
      source: '3.3d',
    },
    { key: 'lag', label: 'Division Advance Lag (rows)', count: lagRows, vp: lagRows * v.lagPerRow, source: '3.4' },
  ];
  for (const l of lines) if (Object.is(l.vp, -0)) (l as { vp: number }).vp = 0;
  const vp = lines.reduce((a, l) => a + l.vp, 0);
  const byVp = ctx.setting(VICTORY_SETTING) !== 'gaps-exits';
  const levels = d.scen.victory;
  const level =
    levels.find((l) => gaps >= l.minGaps && exits >= l.minExits && (!byVp || vp >= l.minVp)) ??
    levels[levels.length - 1];
  return { level: level?.level ?? 'defeat', label: level?.label ?? 'Defeat', vp, gaps, exits, lines };
}
