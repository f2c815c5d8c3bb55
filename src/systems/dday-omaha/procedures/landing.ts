import omaha from '../../../../scenarios/dday-omaha/omaha.json';
import {
  required,
  setMembers,
  type AnyProcedure,
  type Face,
  type InputDef,
  type ProcedureDefinition,
  type RulesContext,
} from '../../../engine/index.ts';
import {
  AMPHIBIOUS,
  driftToRoom,
  landing,
  MINES,
  mineAffects,
  rangerLeave,
  type LandingEffect,
  type LandingLetter,
} from '../rules/landing.ts';
import { rule } from '../rules/numbers.ts';
import { isLeader, UNIT_TYPE_CHOICES, type UnitType } from '../rules/units.ts';
import { cardDie, cardGroup, oddsOverCard } from './cards.ts';
import { bool, choice, int, tableProcedure } from './define.ts';

export type LandingInputs = {
  turn: number;
  unitType: UnitType;
  dogGreenOrCharlie: boolean;
  boxesToLeft: number;
  boxesToRight: number;
  /**
   * The boxes holding the most units already, the aimed one included: the beach's boxes by id, comma-separated, the
   * k-th box of the beach standing for the k-th box from the leftmost here.
   */
  fullBoxes: string;
  /** The boxes facing no dry beach hex now (high tide), the same way. */
  shutBoxes: string;
  /** How far left a ranger chooses to drift when its letter lets it (9.2). */
  rangerDrift: number;
};
/**
 * `passed`: the full boxes a drift carried the unit on past (rules note drift-stacking), when any; `shut`: it ends in
 * a box facing no dry beach at high tide and is placed later (1).
 */
export type LandingOutcome = LandingEffect & { driftsOut: boolean; passed?: number; shut?: boolean };

/** A scenario's row of landing boxes, left to right as seen from the sea, and their printed names. */
export interface BoxRow {
  readonly landingBoxes: readonly string[];
  readonly boxNames: Readonly<Record<string, string>>;
}

/** Some of the row's landing boxes, by name. */
function boxSet(row: BoxRow, name: string, label: string, why: string): InputDef {
  const help = `${why}; the boxes of the beach, left to right as seen from the sea`;
  const options = row.landingBoxes.map((b) => ({ value: b, label: required(row.boxNames[b], `the name of box ${b}`) }));
  return { name, label, type: 'set', options, help };
}

/** Whether the box so many boxes from the aimed one (negative left) is in a set of the inputs. */
function marked(row: BoxRow, i: LandingInputs, set: string, offset: number): boolean {
  const box = row.landingBoxes[i.boxesToLeft + offset];
  return box !== undefined && setMembers(set).includes(box);
}

function landingOutcome(
  row: BoxRow,
  i: LandingInputs,
  letter: LandingLetter,
  ctx: RulesContext,
): { outcome: LandingOutcome; why: string[]; cell?: ReturnType<typeof landing>['cell'] } {
  const r = landing(ctx, i.turn, i.unitType, letter, i.dogGreenOrCharlie);
  const chosen = Math.min(i.rangerDrift, r.effect.rangerDriftMax);
  const e = { ...r.effect, drift: r.effect.drift - chosen };
  const why = [...r.why];
  if (chosen) why.push(`The ranger chooses to drift ${chosen} left`);
  if (isLeader(i.unitType) && marked(row, i, i.shutBoxes, 0) && ctx.setting('leaderHighTide') === 'delayed') {
    const delay = rule(ctx, 'drift-out-delay');
    const tide = `No card for HQs and Generals, but at high tide their box faces no dry beach hex: placed ${delay} turns later (1, rules note leader-high-tide)`;
    return lands({ ...e, delay, driftsOut: false, shut: true }, [tide], undefined);
  }
  const stays = !isLeader(i.unitType) && !e.removed && !e.eliminated && !e.delay;
  if (!stays) return lands({ ...e, driftsOut: false }, why, r.cell);
  // the game's own drift (rules/landing.ts) over boxes named by their offset from the aimed one
  const boxes = Array.from({ length: i.boxesToLeft + 1 + i.boxesToRight }, (_, k) => String(k - i.boxesToLeft));
  const full = rule(ctx, 'landing-box-max');
  const d = driftToRoom(ctx, boxes, '0', e.drift, (b) => (marked(row, i, i.fullBoxes, Number(b)) ? full : 0));
  const passed = d.passed.length;
  const out = d.box === undefined;
  const shut = !out && marked(row, i, i.shutBoxes, Number(d.box));
  const delay = rule(ctx, 'drift-out-delay');
  if (passed)
    why.push(
      `${passed} full box${passed > 1 ? 'es' : ''} in the way: the drift carries on past (rules note drift-stacking)`,
    );
  if (out) why.push(d.why);
  if (shut) why.push(`High tide: the box it ends in faces no dry beach hex, placed ${delay} turns later (1)`);
  const outcome = {
    ...e,
    driftsOut: out,
    ...(out || shut ? { delay } : {}),
    ...(passed ? { passed } : {}),
    ...(shut ? { shut } : {}),
  };
  return lands(outcome, why, r.cell);
}

/**
 * The outcome as played: a unit that does not land this turn (delayed, removed, eliminated) makes no drift of its
 * choosing, so a ranger's leave to drift left is dropped from the outcome and its reasons.
 */
function lands(
  outcome: LandingOutcome,
  why: string[],
  cell: ReturnType<typeof landing>['cell'],
): { outcome: LandingOutcome; why: string[]; cell?: ReturnType<typeof landing>['cell'] } {
  const landsNow = !outcome.delay && !outcome.removed && !outcome.eliminated;
  const played = landsNow
    ? { outcome, why }
    : { outcome: { ...outcome, rangerDriftMax: 0 }, why: why.filter((w) => w !== rangerLeave(outcome.rangerDriftMax)) };
  return { ...played, ...(cell ? { cell } : {}) };
}

/** The box a landing ends in when the tide shuts it ("the Dog Green box"), named as its row names it. */
function shutBoxName(row: BoxRow, i: LandingInputs, o: LandingOutcome): string | undefined {
  if (!o.shut) return undefined;
  const box = row.landingBoxes[i.boxesToLeft + o.drift + Math.sign(o.drift) * (o.passed ?? 0)];
  const name = box === undefined ? undefined : row.boxNames[box];
  return name ? `the ${name} box` : undefined;
}

/** The landing on `turn` in a few words: "−1 step, drifts 2 boxes left", "drifts out of the boxes: delayed 2 turns, to turn 7". */
export function landingText(o: LandingOutcome, turn: number, shutBox = 'its box'): string {
  if (o.removed) return 'removed from play';
  if (o.eliminated) return 'eliminated';
  const parts: string[] = [];
  if (o.delay && !o.driftsOut && !o.shut) parts.push(`delayed ${o.delay} turn${o.delay > 1 ? 's' : ''}`);
  if (o.steps) parts.push(`−${o.steps} step${o.steps > 1 ? 's' : ''}`);
  const passed = o.passed ?? 0;
  const boxes = (n: number) => `${n} box${n > 1 ? 'es' : ''} ${o.drift < 0 ? 'left' : 'right'}`;
  const past = passed ? `, on past ${passed} full box${passed > 1 ? 'es' : ''}` : '';
  if (o.driftsOut && passed) parts.push(`drifts ${boxes(Math.abs(o.drift))}${past} and out: delayed ${o.delay} turns`);
  else if (o.driftsOut) parts.push(`drifts out of the boxes: delayed ${o.delay} turns`);
  else if (passed) parts.push(`drifts ${boxes(Math.abs(o.drift))}${past}: ends ${boxes(Math.abs(o.drift) + passed)}`);
  else if (o.drift) parts.push(`drifts ${boxes(Math.abs(o.drift))}`);
  if (o.shut) parts.push(`${shutBox} faces no dry beach at high tide: delayed ${o.delay} turns`);
  if (o.rangerDriftMax && !o.drift) parts.push(`a ranger may drift 0-${o.rangerDriftMax} left`);
  if (o.delay) parts.push(`to turn ${turn + o.delay}`);
  return parts.join(', ') || 'lands where aimed';
}

/** One letter of the landing card for a unit: what it does to it, in words, and the chance of drawing it. */
export interface LandingLetterResult {
  readonly letter: LandingLetter;
  readonly text: string;
  readonly p: number;
}

/**
 * What each letter of the landing card does to this unit (9.2, 1), in the card's order, through its landing
 * procedure: the table's row for its turn and type read across, so the player knows before the draw what the letter
 * drawn will mean.
 */
export function landingByLetter(
  proc: LandingProcedure,
  inputs: LandingInputs,
  ctx: RulesContext,
): LandingLetterResult[] {
  const die = cardDie(ctx, 'landing');
  const letters = [...new Set(die.faces.map(String))] as LandingLetter[];
  return letters.map((letter) => ({
    letter,
    text: proc.resolve(inputs, { card: [letter] }, ctx).summary,
    p: die.faces.filter((f) => f === letter).length / die.faces.length,
  }));
}

/**
 * The landing in a bar's few characters: "−1 step, 2 left", "−1, 2 left, out: +2 turns". A drift out of the boxes
 * keeps its length, so that two cards that both carry a unit out read as two bars, not as the same one twice.
 */
function landingLabel(o: LandingOutcome): string {
  if (o.removed) return 'removed';
  if (o.eliminated) return 'eliminated';
  const loss = o.steps ? `−${o.steps}` : '';
  const passed = o.passed ?? 0;
  const side = o.drift < 0 ? 'left' : 'right';
  const drift = !o.drift
    ? ''
    : passed
      ? `${Math.abs(o.drift) + passed} ${side}, past ${passed} full`
      : `${Math.abs(o.drift)} ${side}`;
  const lead = [loss, drift].filter(Boolean).join(', ');
  if (o.driftsOut) return `${lead}, out: +${o.delay} turns`;
  if (o.shut) return `${lead ? `${lead}, ` : ''}high tide: +${o.delay} turns`;
  if (o.delay) return `+${o.delay} turn${o.delay > 1 ? 's' : ''}`;
  if (loss && drift) return `${loss} step, ${drift}`;
  if (loss) return `${loss} step${o.steps > 1 ? 's' : ''}`;
  if (drift) return `drift ${drift}`;
  return o.rangerDriftMax ? `ranger 0-${o.rangerDriftMax} left` : 'lands as aimed';
}

export type LandingProcedure = ProcedureDefinition<LandingInputs, LandingOutcome>;

/**
 * The landing procedure over a scenario's row of boxes: the boxes full or shut are named as the scenario names them,
 * and the row sets how many boxes a unit may have on either side.
 */
export function landingProcedure(row: BoxRow): LandingProcedure {
  const n = row.landingBoxes.length;
  const left = Math.floor((n - 1) / 2);
  return {
    id: 'dday-omaha.us-landing',
    system: 'dday-omaha',
    title: 'US amphibious landing',
    source: '9.2, 1',
    description:
      'The landing of one unit by turn, unit type and landing box, for the letter on the card drawn: delay, loss, drift or removal; drifting out of the boxes delays it 2 turns.',
    inputs: [
      int('turn', 'Turn', 1, 32, 1),
      choice('unitType', 'Unit type', UNIT_TYPE_CHOICES, 'infantry'),
      bool('dogGreenOrCharlie', 'Landing box in Dog Green or Charlie'),
      int('boxesToLeft', 'Landing boxes to its left', 0, n - 1, left),
      int('boxesToRight', 'Landing boxes to its right', 0, n - 1, n - 1 - left),
      boxSet(row, 'fullBoxes', 'Boxes already full', 'read only with the drift-stacking setting at the next box'),
      boxSet(row, 'shutBoxes', 'Boxes facing no dry beach (high tide)', 'a unit ending there is placed 2 turns later'),
      int('rangerDrift', 'A ranger chooses to drift left', 0, 4, 0, 'boxes'),
    ],
    outcomeKeys: ['delay', 'eliminated', 'steps', 'drift', 'removed', 'rangerDriftMax', 'driftsOut', 'passed', 'shut'],
    tables: [AMPHIBIOUS, 'dday-omaha.card-draws', 'dday-omaha.rules'],
    dice: (_i, ctx) => cardGroup(ctx, 'landing', 'Landing card letter'),
    resolve(inputs, roll, ctx) {
      const letter = (roll.card?.[0] ?? 'A') as LandingLetter;
      const r = landingOutcome(row, inputs, letter, ctx);
      return {
        outcome: r.outcome,
        summary: landingText(r.outcome, inputs.turn, shutBoxName(row, inputs, r.outcome)),
        modifiers: [],
        explanation: r.why,
        ...(r.cell ? { cell: r.cell } : {}),
        decisive: { card: [0] },
      };
    },
    odds: (inputs, ctx) =>
      oddsOverCard(cardDie(ctx, 'landing'), (f: Face) => landingOutcome(row, inputs, f as LandingLetter, ctx).outcome),
    label: landingLabel,
  };
}

/** The landing over Omaha's row of boxes, as shipped. */
export const usLanding = landingProcedure(omaha);

export const mineSymbol = tableProcedure<{ turn: number }, { affects: string }>({
  name: 'mine-symbol',
  title: 'Exploding mine symbol',
  source: '1',
  description:
    "Which landing boxes a mine symbol affects this turn; one unit of the player's choice there loses a step.",
  inputs: [int('turn', 'Turn', 1, 32, 7)],
  outcomeKeys: ['affects'],
  tables: [MINES],
  compute(i, ctx) {
    const r = mineAffects(ctx, i.turn);
    return {
      outcome: { affects: r.affects },
      summary:
        r.affects === 'none'
          ? 'No effect'
          : r.affects === 'lands-on-obstacles'
            ? 'Boxes landing on uncleared obstacles'
            : 'Boxes passing uncleared obstacles',
      why: [
        r.why,
        "One unit of the player's choice there loses 1 step; an HQ alone is delayed 2 turns; Generals are spared (1)",
      ],
    };
  },
  label: (o) =>
    o.affects === 'none'
      ? 'no effect'
      : o.affects === 'lands-on-obstacles'
        ? 'boxes landing on obstacles'
        : 'boxes passing obstacles',
});

export const arrivals = tableProcedure<{ turn: number; sector: string }, { units: string[] }>({
  name: 'us-arrivals',
  title: 'US arrivals this turn',
  source: '9.1',
  description: 'The units due on a turn, by sector, with their steps.',
  inputs: [int('turn', 'Turn', 0, 32, 1), choice('sector', 'Sector', ['both', 'east', 'west'])],
  outcomeKeys: ['units'],
  tables: ['dday-omaha.us-arrivals'],
  compute(i, ctx) {
    const rows = ctx
      .table('dday-omaha.us-arrivals')
      .rows.filter((r) => r.values.turn === i.turn && (i.sector === 'both' || r.values.sector === i.sector));
    const units = rows.map((r) => r.key);
    return {
      outcome: { units },
      summary: units.length ? `${units.length} unit${units.length > 1 ? 's' : ''} due` : 'Nobody due',
      why: rows.map(
        (r) =>
          `${r.key}: ${String(r.values.sector)}, ${r.values.steps === null ? 'no steps' : `${String(r.values.steps)} steps`} (9.1)`,
      ),
    };
  },
  label: (o) => `${o.units.length} due`,
});

export const landingProcedures: readonly AnyProcedure[] = [usLanding, mineSymbol, arrivals];
