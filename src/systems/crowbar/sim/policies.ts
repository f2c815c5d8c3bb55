import type { Rng } from '../../../engine/index.ts';
import type { CrowbarAction } from '../game/actions.ts';
import { germanAt, germanById, germanSp, ranger } from '../game/core.ts';
import { BEACH, CLIFF, sp } from '../map/grid.ts';
import { moveCost } from '../game/movement.ts';
import { dieFace, type Rules } from '../game/rules.ts';
import type { CrowbarState, DieColor } from '../game/types.ts';
import { DIE_COLORS } from '../game/types.ts';

/**
 * Simulator policies. Each picks one of the legal actions; none looks at hidden information (face-down
 * markers, the order of the decks).
 *
 * - `cautious`: safe dice first (green, yellow, red, black), Consolidates once two dice are spent inland or the
 *   unit is weak, attacks only with a clear edge, stops at the Highway to hold a Roadblock; before each Company's
 *   activations its Commander orders Open Fire! when a unit has a target; re-rolls Stop, Rout and Variable Hits.
 * - `aggressive`: risky dice first (black and red on the beach, where Advances matter most), keeps pressing
 *   forward, attacks whatever stands in front, pushes past the Highway to the hidden guns.
 * - `random`: a uniformly random legal action every time (a baseline, and the fuzz tests' player).
 */
export const POLICIES = [
  {
    name: 'cautious',
    description:
      'Safe dice first, consolidates early, attacks only with an edge, holds the Highway, Commanders order Open Fire!.',
  },
  { name: 'aggressive', description: 'Risky dice first, presses on, attacks what it meets, pushes past the Highway.' },
  { name: 'random', description: 'A uniformly random legal action each time.' },
] as const;

export type PolicyName = (typeof POLICIES)[number]['name'];

const SAFE: DieColor[] = ['green', 'yellow', 'red', 'black'];
const BOLD: DieColor[] = ['black', 'red', 'yellow', 'green'];

/** What each rolled die is worth to an LCA on the approach (advances up, hits and routs down). */
export function approachDieScores(R: Rules, faces: Readonly<Record<DieColor, number>>): Record<DieColor, number> {
  const scores = { green: 0, yellow: 0, red: 0, black: 0 };
  for (const d of DIE_COLORS) {
    const f = dieFace(R, d, faces[d] ?? 1);
    if (!f) continue;
    scores[d] =
      (f.advance >= 2 ? 4 : f.advance === 1 ? 3 : f.stop || f.card || f.shaken ? 1 : 0) -
      f.hits -
      (f.variable ? 2 : 0) -
      (f.shaken || f.rout ? 1 : 0);
  }
  return scores;
}

/** How good an order of the rolled dice over a Company's LCAs looks; the third LCA's die counts half. */
export function approachScore(scores: Readonly<Record<DieColor, number>>, order: readonly DieColor[]): number {
  let score = 0;
  for (let i = 0; i < order.length; i++) score += (i === 2 ? 0.5 : 1) * scores[order[i] as DieColor];
  return score;
}

function find<T extends CrowbarAction['type']>(
  legal: readonly CrowbarAction[],
  type: T,
  test?: (a: Extract<CrowbarAction, { type: T }>) => boolean,
): Extract<CrowbarAction, { type: T }> | undefined {
  for (const a of legal)
    if (a.type === type && (!test || test(a as Extract<CrowbarAction, { type: T }>)))
      return a as Extract<CrowbarAction, { type: T }>;
  return undefined;
}

export function choose(
  policy: string,
  g: CrowbarState,
  R: Rules,
  legal: readonly CrowbarAction[],
  rng: Rng,
): CrowbarAction {
  if (policy === 'random' || legal.length === 1) return legal[rng.int(legal.length)] as CrowbarAction;
  const bold = policy === 'aggressive';
  const t = g.stack[g.stack.length - 1];
  const first = legal[0] as CrowbarAction;
  switch (t?.k) {
    case 'flashlamp': {
      // Cliff-top German units first (bomb damage can collapse the cliff), then German units, then anywhere.
      const cliff = find(
        legal,
        'place-flashlamp',
        (a) => a.row === CLIFF && germanAt(g, sp(a.col, a.row)) !== undefined,
      );
      const onGerman = find(legal, 'place-flashlamp', (a) => germanAt(g, sp(a.col, a.row)) !== undefined);
      return cliff ?? onGerman ?? first;
    }
    case 'approach-assign': {
      const scores = approachDieScores(R, t.faces);
      let best = first;
      let bestScore = -Infinity;
      for (const a of legal) {
        if (a.type !== 'approach-assign') continue;
        const score = approachScore(scores, a.order);
        if (score > bestScore) {
          bestScore = score;
          best = a;
        }
      }
      return best;
    }
    case 'select': {
      const fire = !g.activeCompany
        ? find(legal, 'order-fire', (a) => g.commanders.find((c) => c.id === a.commander)?.battalion === false)
        : undefined;
      if (fire && !bold) return fire;
      return find(legal, 'activate') ?? find(legal, 'select-company') ?? first;
    }
    case 'unit': {
      const r = ranger(g, t.col);
      if (!r) return first;
      const rallyBonus = find(legal, 'commander-rally', (a) => a.col === r.col);
      if (rallyBonus && r.pinned) return rallyBonus;
      const cons = legal.filter((a): a is Extract<CrowbarAction, { type: 'consolidate' }> => a.type === 'consolidate');
      if (cons.length) {
        const want =
          r.pinned ||
          (bold ? g.rolled.length >= 3 : g.rolled.length >= 2 || r.sp <= 4) ||
          (r.row >= R.k['highway-row'] && !bold);
        if (want) {
          return (
            (r.pinned || r.shaken ? cons.find((a) => a.option === 'markers') : undefined) ??
            cons.find((a) => a.option === 'recover') ??
            cons.find((a) => a.option === 'rally') ??
            cons.find((a) => a.option === 'hq') ??
            (cons[0] as CrowbarAction)
          );
        }
      }
      const order = bold || r.row === BEACH ? BOLD : SAFE;
      for (const d of order) {
        const a = find(legal, 'roll', (x) => x.die === d);
        if (a) return a;
      }
      return first;
    }
    case 'reroll': {
      const f = dieFace(R, t.die, t.face);
      const bad = !!f && (f.stop || f.rout || (f.shaken && !!ranger(g, t.col)?.shaken) || f.variable);
      if (bad) return find(legal, 'reroll') ?? first;
      return find(legal, 'accept') ?? first;
    }
    case 'spend': {
      const r = ranger(g, t.col);
      if (!r) return find(legal, 'end-advances') ?? first;
      const regroup =
        find(legal, 'special', (a) => a.action === 'regroup-pinned' && !a.bonus) ??
        find(legal, 'special', (a) => a.action === 'regroup-pinned');
      if (regroup) return regroup;
      if (r.row === BEACH) {
        const mc = moveCost(g, R, r, 'forward');
        if (mc && t.pool < mc.cost) {
          const grapple = find(legal, 'special', (a) => a.action === 'grapple');
          if (grapple && g.holds[r.col - 1] !== 'firm' && t.pool >= 1) return grapple;
        }
      }
      const stopRow = bold ? 15 : R.k['highway-row'];
      const fwd =
        find(legal, 'move', (a) => a.dir === 'forward' && !a.bonus) ?? find(legal, 'move', (a) => a.dir === 'forward');
      if (fwd && r.row < stopRow) {
        const next = sp(r.col, r.row + 1);
        const enemy = r.row >= BEACH ? germanAt(g, next) : undefined;
        const ok = !enemy || bold || r.sp >= 2 * germanSp(enemy, R, 'close') || r.sp >= 6;
        if (ok) return fwd;
      }
      if (r.shaken) {
        const rg = find(legal, 'special', (a) => a.action === 'regroup-shaken');
        if (rg) return rg;
      }
      const hasty = find(legal, 'special', (a) => a.action === 'hasty' && !a.bonus);
      if (hasty) return hasty;
      const recon = find(legal, 'special', (a) => a.action === 'recon' && !a.bonus);
      if (recon) return recon;
      return find(legal, 'end-advances') ?? first;
    }
    case 'cc-bonus':
      return legal[legal.length - 1] ?? first;
    case 'low-ammo':
      return find(legal, 'use-supplies', (a) => a.use) ?? first;
    case 'fire': {
      let best: CrowbarAction = first;
      let bestSp = -1;
      for (const a of legal) {
        if (a.type !== 'fire' || a.target === null || a.heroic || a.commander) continue;
        const u = germanById(g, a.target);
        const v = u ? (u.reduced ? 10 : 0) + germanSp(u, R, 'fire') : 0;
        if (v > bestSp) {
          bestSp = v;
          best = a;
        }
      }
      return best;
    }
    case 'choose':
      return legal.find((a) => a.type === 'choose' && a.option !== 'none') ?? first;
    case 'end-turn':
      return find(legal, 'rudder-relief') ?? find(legal, 'end-turn') ?? first;
    default:
      return first;
  }
}
