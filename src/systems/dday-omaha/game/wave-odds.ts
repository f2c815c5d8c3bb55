import { Rng, type RulesContext } from '../../../engine/index.ts';
import { cardDie } from '../procedures/cards.ts';
import { rule } from '../rules/numbers.ts';
import { isLeader } from '../rules/units.ts';
import { boxCount, landingLetters, landingProblem, landUnit } from './landing-action.ts';
import { requireUnit, type GameState, type Unit } from './state.ts';
import type { World } from './world.ts';

/** One bar of a wave's odds for a unit: a letter and what it does, or why the unit stays due, with its chance. */
export interface WaveBar {
  readonly label: string;
  readonly p: number;
}

/** One way the cards drawn so far may have fallen: the units they placed, the units in each box, its chance. */
interface Branch {
  readonly placed: ReadonlyMap<string, Unit>;
  readonly counts: readonly number[];
  readonly p: number;
}

/** What the card does to one unit when the boxes are full as they are in a branch: read once, through the game. */
interface Landing {
  readonly problem?: string;
  readonly bars: readonly WaveBar[];
  /** The unit after the landing, for each face of the card. */
  readonly after: readonly Unit[];
}

/**
 * The odds of each unit's landing in a wave, in the wave's order (1, 9.2): the cards of the units before it are
 * drawn first, so one of their drifts may fill its box (it then stays due) or a box its own drift passes. Exact:
 * every card of every earlier unit is played through the game's own landing. A unit's landing depends only on which
 * boxes are full, so it is played once for each way they may be full; branches with as many units in each box are
 * merged, since later units read nothing else.
 */
export function waveOdds(
  s: GameState,
  w: World,
  landings: readonly { unit: string; box: string }[],
  ctx: RulesContext,
): Map<string, WaveBar[]> {
  const faces = cardDie(ctx, 'landing').faces;
  const max = rule(ctx, 'landing-box-max');
  const unused = Rng.fromSeed('wave-odds'); // every card is given, so nothing is drawn from it
  let branches: Branch[] = [{ placed: new Map(), counts: s.landingBoxes.map((b) => boxCount(s, b)), p: 1 }];
  const odds = new Map<string, WaveBar[]>();
  for (const l of landings) {
    // an HQ or General draws no card and fills no box
    if (isLeader(requireUnit(s, l.unit).type)) continue;
    const read = new Map<string, Landing>();
    const landing = (b: Branch): Landing => {
      const key = b.counts.map((n) => (n >= max ? 1 : 0)).join('');
      const known = read.get(key);
      if (known) return known;
      const now = { ...s, units: s.units.map((u) => b.placed.get(u.id) ?? u) };
      const u = requireUnit(now, l.unit);
      const problem = landingProblem(now, u, l.box, ctx);
      const r: Landing = problem
        ? { problem, bars: [{ label: `stays due: ${problem}`, p: 1 }], after: [] }
        : {
            bars: landingLetters(now, w, u, l.box, ctx).map((x) => ({ label: `${x.letter}: ${x.text}`, p: x.p })),
            after: faces.map((f) =>
              requireUnit(landUnit(now, w, l.unit, l.box, 0, { card: [f] }, unused, ctx), l.unit),
            ),
          };
      read.set(key, r);
      return r;
    };
    const bars = new Map<string, number>();
    const next = new Map<string, Branch>();
    const keep = (b: Branch) => {
      const k = b.counts.join();
      const seen = next.get(k);
      next.set(k, seen ? { ...seen, p: seen.p + b.p } : b);
    };
    for (const b of branches) {
      const r = landing(b);
      for (const x of r.bars) bars.set(x.label, (bars.get(x.label) ?? 0) + b.p * x.p);
      if (r.problem) keep(b);
      for (const u of r.after) {
        const i = u.where === 'box' ? s.landingBoxes.indexOf(u.box ?? '') : -1;
        const counts = b.counts.map((n, k) => (k === i ? n + 1 : n));
        keep({ placed: new Map(b.placed).set(u.id, u), counts, p: b.p / faces.length });
      }
    }
    odds.set(
      l.unit,
      [...bars].map(([label, p]) => ({ label, p })),
    );
    branches = [...next.values()];
  }
  return odds;
}
