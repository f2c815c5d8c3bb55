import type { DiceRoll, Rng, RulesContext, Told } from '../../../engine/index.ts';
import {
  landingByLetter,
  type LandingInputs,
  type LandingLetterResult,
  type LandingOutcome,
} from '../procedures/landing.ts';
import { placementProblem } from '../rules/landing.ts';
import { rule } from '../rules/numbers.ts';
import { isLeader } from '../rules/units.ts';
import { highTide, landingHexes } from './ground.ts';
import { rollProcedure } from './roll.ts';
import { driftsThisTurn, requireUnit, type GameState, type Unit } from './state.ts';
import { boxName, type World } from './world.ts';
import { said } from './words.ts';

export function boxCount(s: GameState, box: string): number {
  return s.units.filter((u) => u.where === 'box' && u.box === box && !isLeader(u.type)).length;
}

/** Why this unit may not land in that box now (1), or undefined. */
export function landingProblem(s: GameState, u: Unit, box: string, ctx: RulesContext): string | undefined {
  if (s.phase !== 'landing') return 'Units land in the US landing phase';
  if (u.where !== 'due' || u.due > s.turn) return `${u.id} is not due to land (due turn ${u.due})`;
  if (!s.landingBoxes.includes(box)) return `No landing box ${box}`;
  const escorted =
    u.type === 'general' &&
    s.units.some(
      (o) => o.id !== u.id && o.where === 'due' && o.due === u.due && o.sector === u.sector && !isLeader(o.type),
    );
  return placementProblem(ctx, {
    type: u.type,
    box,
    unitsInBox: boxCount(s, box),
    generalAloneWithEscort: escorted && !s.units.some((o) => o.where === 'box' && o.box === box && !isLeader(o.type)),
    delayedEarlier: u.delayed,
    ownSectorBox: s.boxSectors[box] === u.sector,
    turn: s.turn,
  });
}

/** The boxes meeting a test as the landing procedure reads them: the beach's box at each place, by id. */
function boxSet(s: GameState, test: (box: string) => boolean): string {
  return s.landingBoxes.filter(test).join(',');
}

/**
 * The landing procedure's inputs for this unit and box, with the boxes already full and those the tide shuts: the
 * odds shown before the card are the odds played.
 */
export function landingInputs(
  s: GameState,
  w: World,
  u: Unit,
  box: string,
  ctx: RulesContext,
  rangerDrift = 0,
): LandingInputs {
  const i = s.landingBoxes.indexOf(box);
  const high = highTide(ctx, s.turn);
  return {
    turn: s.turn,
    unitType: u.type,
    dogGreenOrCharlie: box === 'DG' || box.startsWith('CH'),
    boxesToLeft: i,
    boxesToRight: s.landingBoxes.length - 1 - i,
    fullBoxes: boxSet(s, (b) => boxCount(s, b) >= rule(ctx, 'landing-box-max')),
    shutBoxes: high ? boxSet(s, (b) => landingHexes(w.map, b, true).length === 0) : '',
    rangerDrift,
  };
}

/**
 * An HQ or General landing (1): no card and no landing hazard, but at high tide a box facing no dry beach delays it
 * as it delays a unit (rules note leader-high-tide; the setting lets it land there instead). Said before and after.
 */
export function leaderLanding(s: GameState, w: World, box: string, ctx: RulesContext): { delay: number; text: string } {
  const shut = highTide(ctx, s.turn) && landingHexes(w.map, box, true).length === 0;
  if (shut && ctx.setting('leaderHighTide') === 'delayed') {
    const delay = rule(ctx, 'drift-out-delay');
    return {
      delay,
      text: `no card; its box faces no dry beach at high tide: delayed ${delay} turns, to turn ${s.turn + delay}`,
    };
  }
  return { delay: 0, text: 'no card, no landing hazard for HQs and Generals: lands where aimed' };
}

/** What each letter of the landing card does to this unit in that box now (9.2, 1), read from its procedure. */
export function landingLetters(s: GameState, w: World, u: Unit, box: string, ctx: RulesContext): LandingLetterResult[] {
  return landingByLetter(w.landing, landingInputs(s, w, u, box, ctx), ctx);
}

/**
 * 9.2 for one unit, through the landing procedure with the card drawn: its loss, delay, removal, or drift to a new
 * box (out of the boxes, or at high tide into a box facing no dry beach: 2 turns late, 1).
 */
export function landUnit(
  s: GameState,
  w: World,
  unitId: string,
  box: string,
  rangerDrift: number,
  typed: DiceRoll | undefined,
  rng: Rng,
  ctx: RulesContext,
): GameState {
  const u = requireUnit(s, unitId);
  const report: Told[] = [];
  if (isLeader(u.type)) {
    const { delay, text } = leaderLanding(s, w, box, ctx);
    const next: Unit = delay ? { ...u, due: s.turn + delay, delayed: true } : { ...u, where: 'box', box };
    const follow = delay ? '' : '; it may drift with a unit it is stacked with';
    report.push(said(`${u.id} lands in the ${boxName(w, box)}`, `${text}${follow}`, '1'));
    return { ...s, units: s.units.map((x) => (x.id === u.id ? next : x)), lastReport: report };
  }
  const { result, dice } = rollProcedure(w.landing, landingInputs(s, w, u, box, ctx, rangerDrift), typed, rng, ctx);
  const e = result.outcome as LandingOutcome;
  let next: Unit = u;
  let drifts = driftsThisTurn(s);
  let outcome = result.summary;
  const steps = Math.max(0, u.steps - e.steps);
  // where the procedure's drift ends: on past the full boxes it counted, or out of the boxes
  const printed = s.landingBoxes.indexOf(box) + e.drift;
  const full = Array.from({ length: e.passed ?? 0 }, (_, k) => s.landingBoxes[printed + Math.sign(e.drift) * k] ?? '');
  const to = e.driftsOut ? undefined : s.landingBoxes[printed + Math.sign(e.drift) * full.length];
  if (e.removed) next = { ...u, where: 'removed' };
  else if (e.eliminated || steps === 0) {
    next = { ...u, steps: 0, where: 'eliminated' };
    if (!e.eliminated) outcome = `${result.summary}: no steps left, eliminated`;
  } else if (e.delay) next = { ...u, steps, due: s.turn + e.delay, delayed: true };
  else next = { ...u, steps, where: 'box', box: to ?? box };
  if (e.drift && !e.removed && steps > 0)
    drifts = [
      ...drifts,
      { unit: u.id, turn: s.turn, from: box, to: e.driftsOut || e.shut ? null : (to ?? null), delay: e.delay },
    ];
  if (e.passed) outcome = `${outcome} (the ${full.map((b) => boxName(w, b)).join(' and the ')} full)`;
  if (to && to !== box && !e.delay && steps > 0) outcome = `${outcome}: ends in the ${boxName(w, to)}`;
  report.push(said(`${u.id} lands in the ${boxName(w, box)}`, outcome, '9.2, 1', { dice }));
  return { ...s, units: s.units.map((x) => (x.id === u.id ? next : x)), lastReport: report, landingDrifts: drifts };
}

/** Why a wave may not land (1): it must name units due, each once, and one of them must be able to land now. */
export function waveProblem(
  s: GameState,
  landings: readonly { unit: string; box: string }[],
  ctx: RulesContext,
): string | undefined {
  if (s.phase !== 'landing') return 'Units land in the US landing phase';
  if (new Set(landings.map((l) => l.unit)).size !== landings.length) return 'A unit is named twice in the wave';
  const missing = landings.find((l) => !s.units.some((u) => u.id === l.unit));
  if (missing) return `No US unit ${missing.unit}`;
  const problems = landings.map((l) => landingProblem(s, requireUnit(s, l.unit), l.box, ctx));
  return problems.every((p) => p !== undefined) ? problems[0] : undefined;
}

/**
 * A wave: each unit of the plan lands in turn with its own card, as if landed one by one, so that a drift may fill
 * the box a later unit was planned for; that unit then stays due, and the report says why. One report line a unit.
 */
export function landWave(
  s: GameState,
  w: World,
  landings: readonly { unit: string; box: string }[],
  rng: Rng,
  ctx: RulesContext,
): GameState {
  const report: Told[] = [];
  let now = s;
  for (const l of landings) {
    const problem = landingProblem(now, requireUnit(now, l.unit), l.box, ctx);
    if (problem) {
      report.push(said(`${l.unit} stays due`, `not landed in the ${boxName(w, l.box)}: ${problem}`, '1'));
      continue;
    }
    now = landUnit(now, w, l.unit, l.box, 0, undefined, rng, ctx);
    report.push(...now.lastReport);
  }
  return { ...now, lastReport: [waveSummary(s, now, landings), ...report] };
}

/** The wave in one line, before each unit's own (1, 9.2): how many landed, drifted, were delayed, lost or stayed due. */
function waveSummary(before: GameState, after: GameState, landings: readonly { unit: string; box: string }[]): Told {
  const n = { landed: 0, drifted: 0, delayed: 0, eliminated: 0, removed: 0, due: 0, steps: 0 };
  for (const l of landings) {
    const was = requireUnit(before, l.unit);
    const is = requireUnit(after, l.unit);
    n.steps += Math.max(0, was.steps - is.steps);
    if (is.where === 'box') {
      n.landed++;
      if (is.box !== l.box) n.drifted++;
    } else if (is.where === 'due') {
      if (is.due > was.due) n.delayed++;
      else n.due++;
    } else if (is.where === 'removed') n.removed++;
    else n.eliminated++;
  }
  const count = (k: number, one: string, many = one) => (k ? `${k} ${k > 1 ? many : one}` : '');
  const parts = [
    n.landed ? `${n.landed} landed${n.drifted ? ` (${n.drifted} of them drifted)` : ''}` : '',
    count(n.delayed, 'delayed'),
    count(n.eliminated, 'eliminated'),
    count(n.removed, 'removed from play'),
    count(n.due, 'still due'),
    count(n.steps, 'step lost', 'steps lost'),
  ];
  const units = landings.length;
  // HQs and Generals draw no card (1)
  const leaders = landings.filter((l) => isLeader(requireUnit(before, l.unit).type)).map((l) => l.unit);
  const cards = leaders.length === units ? 'no card' : 'a card each';
  const but = leaders.length && leaders.length < units ? ` but for ${leaders.join(' and ')}` : '';
  return said(
    `A wave of ${units} unit${units > 1 ? 's' : ''} lands, ${cards}${but}`,
    parts.filter(Boolean).join(', ') || 'nobody lands',
    '1, 9.2',
    { sumsUp: true },
  );
}

/** Why the unit may not be held back to that turn (1), or undefined. */
export function delayProblem(s: GameState, u: Unit | undefined, turn: number, ctx: RulesContext): string | undefined {
  if (!u) return 'No such US unit';
  if (s.phase !== 'landing') return 'Units are held back in the US landing phase (1)';
  if (u.where !== 'due' || u.due > s.turn) return `${u.id} is not due to land now`;
  const from = rule(ctx, 'voluntary-delay-from');
  if (s.turn < from) return `Units may be held back from turn ${from} (1)`;
  if (turn <= s.turn) return 'Hold it back to a later turn';
  if (turn > rule(ctx, 'last-turn', s.extended)) return 'That turn is after the end of the game';
  return undefined;
}

/** A voluntary delay (1, turn 7 on): the unit is placed on a later turn, and counts as delayed. */
export function delayUnit(s: GameState, unit: string, turn: number): GameState {
  return {
    ...s,
    units: s.units.map((u) => (u.id === unit ? { ...u, due: turn, delayed: true } : u)),
    lastReport: [said(`${unit} is held back`, `it lands on turn ${turn} instead`, '1')],
  };
}
