import { Rng, stableKey, type RulesContext } from '../../../engine/index.ts';
import { cardDie } from '../procedures/cards.ts';
import { rule } from '../rules/numbers.ts';
import { isLeader } from '../rules/units.ts';
import { boxCount, landingInputs, landingLetters, landingProblem, landUnit, leaderLanding } from './landing-action.ts';
import { requireUnit, type GameState, type Unit } from './state.ts';
import type { World } from './world.ts';

/** One bar of a wave's odds for a unit: a letter and what it does, or why the unit stays due, with its chance. */
export interface WaveBar {
  readonly label: string;
  readonly p: number;
}

/** The units the cards drawn so far placed, the last first: a branch shares the list of the one it grew from. */
interface Placed {
  readonly unit: Unit;
  readonly before: Placed | undefined;
}

/**
 * The ways the cards drawn so far may have fallen that no later landing can tell apart, with their chance: the units
 * in each box (counted up to the most a box holds, since no rule reads more), and for each General of the wave
 * whether a unit due with him was kept due by a full box. `placed` is the units placed along one of those ways,
 * enough to play a later landing on.
 */
interface Branch {
  /** A character a box, its code the units there. */
  readonly counts: string;
  /** A character a box, '1' where it holds the most units a box takes. */
  readonly full: string;
  readonly escorts: number;
  readonly placed: Placed | undefined;
  p: number;
}

/** What a unit's landing does in the branches that look alike to it: read once, through the game. */
interface Landing {
  readonly bars: readonly WaveBar[];
  /** Where it may end, with the chance of each: the index of its box (-1 for none) and the unit after landing. */
  readonly ends: readonly { readonly box: number; readonly unit: Unit; readonly p: number }[];
  /** It stays due, its box full. */
  readonly staysDue: boolean;
}

const SLICE = 400;

/**
 * The odds of each unit's landing in a wave, in the wave's order (1, 9.2): the cards of the units before it are
 * drawn first, so one of their drifts may fill its box (it then stays due) or a box its own drift passes. Exact:
 * every card of every earlier unit is played through the game's own landing. A unit's landing reads only which boxes
 * are full (a General's, whether his box holds a unit and whether a unit due with him is still due), so it is played
 * once for each way those may be, and branches alike in what later landings read are merged.
 */
export function waveOdds(
  s: GameState,
  w: World,
  landings: readonly { unit: string; box: string }[],
  ctx: RulesContext,
): Map<string, WaveBar[]> {
  const work = waveOddsInSlices(s, w, landings, ctx);
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/**
 * waveOdds a slice at a time: the generator pauses after every few hundred branches, so that a page may let the
 * browser breathe between slices and drop the work when the plan changes; its return value is waveOdds'.
 */
export function* waveOddsInSlices(
  s: GameState,
  w: World,
  landings: readonly { unit: string; box: string }[],
  ctx: RulesContext,
): Generator<void, Map<string, WaveBar[]>> {
  const max = Math.min(rule(ctx, 'landing-box-max'), 255);
  const die = cardDie(ctx, 'landing').faces;
  const faces = [...new Set(die)].map((f) => ({ f, p: die.filter((x) => x === f).length / die.length }));
  const unused = Rng.fromSeed('wave-odds'); // every card is given, so nothing is drawn from it
  const generals = landings.filter((l) => requireUnit(s, l.unit).type === 'general').map((l) => l.unit);
  const counts = String.fromCharCode(...s.landingBoxes.map((b) => Math.min(boxCount(s, b), max)));
  const full = Array.from(counts, (c) => (c.charCodeAt(0) >= max ? '1' : '0')).join('');
  const units = (b: Branch, box: number) => b.counts.charCodeAt(box) || 0;
  const put = (text: string, at: number, c: string) => `${text.slice(0, at)}${c}${text.slice(at + 1)}`;
  let branches: Branch[] = [{ counts, full, escorts: 0, placed: undefined, p: 1 }];
  const odds = new Map<string, WaveBar[]>();
  let done = 0;
  for (const [i, l] of landings.entries()) {
    const u = requireUnit(s, l.unit);
    const box = s.landingBoxes.indexOf(l.box);
    const general = generals.indexOf(u.id);
    // the Generals later in the wave whom this unit escorts while it is due (1)
    const escorts = generals.reduce(
      (bits, g, k) =>
        escortOf(s, u, requireUnit(s, g)) && landings.findIndex((x) => x.unit === g) > i ? bits | (1 << k) : bits,
      0,
    );
    const seen = (b: Branch): string =>
      isLeader(u.type) ? `${general < 0 ? 0 : (b.escorts >> general) & 1}${units(b, box) > 0 ? 1 : 0}` : b.full;
    // read once for what a branch shows this unit, and played once for each way its cards may come out
    const read = new Map<string, Landing>();
    const played = new Map<string, Landing>();
    const landing = (b: Branch): Landing => {
      const key = seen(b);
      let r = read.get(key);
      if (!r) {
        const now = stateOf(s, b.placed);
        const outcomes = outcomesOf(now, w, l, faces, ctx);
        r = played.get(outcomes) ?? landOnce(now, w, l, faces, unused, ctx);
        played.set(outcomes, r);
        read.set(key, r);
      }
      return r;
    };
    // the chance that each reading of the landing is the one played
    const weight = new Map<Landing, number>();
    const next = new Map<string, Branch>();
    const keep = (b: Branch) => {
      const key = `${b.counts}${b.escorts}`;
      const same = next.get(key);
      if (same) same.p += b.p;
      else next.set(key, b);
    };
    for (const b of branches) {
      const r = landing(b);
      weight.set(r, (weight.get(r) ?? 0) + b.p);
      // an HQ or General fills no box, and no later landing reads where it went
      if (isLeader(u.type)) keep({ ...b });
      else if (r.staysDue) keep({ ...b, escorts: b.escorts | escorts });
      for (const e of r.ends) {
        const n = e.box >= 0 ? units(b, e.box) + 1 : 0;
        const counts = n && n <= max ? put(b.counts, e.box, String.fromCharCode(n)) : b.counts;
        const full = n === max ? put(b.full, e.box, '1') : b.full;
        keep({ counts, full, escorts: b.escorts, placed: { unit: e.unit, before: b.placed }, p: b.p * e.p });
      }
      if (++done % SLICE === 0) yield;
    }
    const bars = new Map<string, number>();
    for (const [r, p] of weight) for (const x of r.bars) bars.set(x.label, (bars.get(x.label) ?? 0) + p * x.p);
    odds.set(
      l.unit,
      [...bars].map(([label, p]) => ({ label, p })),
    );
    branches = [...next.values()];
  }
  return odds;
}

/** Whether this unit, while due, keeps that General from landing alone (1): due with him, in his sector. */
function escortOf(s: GameState, u: Unit, general: Unit): boolean {
  return !isLeader(u.type) && u.where === 'due' && u.due === general.due && u.sector === general.sector;
}

/** The game as it stands with these units placed. */
function stateOf(s: GameState, placed: Placed | undefined): GameState {
  const moved = new Map<string, Unit>();
  for (let p = placed; p; p = p.before) if (!moved.has(p.unit.id)) moved.set(p.unit.id, p.unit);
  return moved.size ? { ...s, units: s.units.map((u) => moved.get(u.id) ?? u) } : s;
}

/**
 * What each card would do to this unit on this state, from its landing procedure (or why it may not land): the game
 * places a unit where the procedure's outcome says, so two states with the same outcomes land it alike.
 */
function outcomesOf(
  now: GameState,
  w: World,
  l: { unit: string; box: string },
  faces: readonly { f: string | number }[],
  ctx: RulesContext,
): string {
  const u = requireUnit(now, l.unit);
  const problem = landingProblem(now, u, l.box, ctx);
  if (problem !== undefined || isLeader(u.type)) return problem ?? 'no card';
  const inputs = landingInputs(now, w, u, l.box, ctx);
  return faces.map(({ f }) => stableKey(w.landing.resolve(inputs, { card: [f] }, ctx).outcome)).join(';');
}

/** One unit's landing on this state, each card played through the game (none for an HQ or General). */
function landOnce(
  now: GameState,
  w: World,
  l: { unit: string; box: string },
  faces: readonly { f: string | number; p: number }[],
  unused: Rng,
  ctx: RulesContext,
): Landing {
  const u = requireUnit(now, l.unit);
  const problem = landingProblem(now, u, l.box, ctx);
  if (problem) return { bars: [{ label: `stays due: ${problem}`, p: 1 }], ends: [], staysDue: true };
  if (isLeader(u.type))
    return { bars: [{ label: leaderLanding(now, w, l.box, ctx).text, p: 1 }], ends: [], staysDue: false };
  const ends = new Map<number, { box: number; unit: Unit; p: number }>();
  for (const { f, p } of faces) {
    const after = requireUnit(landUnit(now, w, l.unit, l.box, 0, { card: [f] }, unused, ctx), l.unit);
    const box = after.where === 'box' ? now.landingBoxes.indexOf(after.box ?? '') : -1;
    const seen = ends.get(box);
    if (seen) seen.p += p;
    else ends.set(box, { box, unit: after, p });
  }
  const bars = landingLetters(now, w, u, l.box, ctx).map((x) => ({ label: `${x.letter}: ${x.text}`, p: x.p }));
  return { bars, ends: [...ends.values()], staysDue: false };
}
