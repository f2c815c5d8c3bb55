import { defineProcedure, type AnyProcedure, type Face, type RulesContext } from '../../../engine/index.ts';
import { AMPHIBIOUS, landing, MINES, mineAffects, type LandingEffect, type LandingLetter } from '../rules/landing.ts';
import { rule } from '../rules/numbers.ts';
import { UNIT_TYPES, type UnitType } from '../rules/units.ts';
import { cardDie, cardGroup, oddsOverCard } from './cards.ts';
import { bool, choice, int, tableProcedure } from './define.ts';

export type LandingInputs = {
  turn: number;
  unitType: UnitType;
  dogGreenOrCharlie: boolean;
  boxesToLeft: number;
  boxesToRight: number;
};
/** `passed`: the full boxes a drift carried the unit on past (rules note drift-stacking), when any. */
export type LandingOutcome = LandingEffect & { driftsOut: boolean; passed?: number };

/**
 * How many full boxes a drift of so many boxes (negative left) carries the unit on past: none as printed; the game
 * knows the boxes' contents and the drift-stacking setting (rules/landing.ts, driftToRoom).
 */
export type CarryOn = (drift: number) => number;

function landingOutcome(
  i: LandingInputs,
  letter: LandingLetter,
  ctx: RulesContext,
  carry: CarryOn = () => 0,
): { outcome: LandingOutcome; why: string[]; cell?: ReturnType<typeof landing>['cell'] } {
  const r = landing(ctx, i.turn, i.unitType, letter, i.dogGreenOrCharlie);
  const e = r.effect;
  const drifts = !e.removed && !e.eliminated && !e.delay;
  const passed = drifts && e.drift ? carry(e.drift) : 0;
  const ends = e.drift + Math.sign(e.drift) * passed;
  const out = drifts && (ends < -i.boxesToLeft || ends > i.boxesToRight);
  const why = [...r.why];
  const delay = rule(ctx, 'drift-out-delay');
  if (passed)
    why.push(
      `${passed} full box${passed > 1 ? 'es' : ''} in the way: the drift carries on past (rules note drift-stacking)`,
    );
  if (out)
    why.push(
      `Drifts ${Math.abs(ends)} ${e.drift < 0 ? 'left' : 'right'} out of the landing boxes: placed ${delay} turns later (1)`,
    );
  const outcome = { ...e, driftsOut: out, ...(out ? { delay } : {}), ...(passed ? { passed } : {}) };
  return { outcome, why, ...(r.cell ? { cell: r.cell } : {}) };
}

/** The landing in a few words: "−1 step, drifts 2 boxes left". */
export function landingText(o: LandingOutcome): string {
  if (o.removed) return 'removed from play';
  if (o.eliminated) return 'eliminated';
  const parts: string[] = [];
  if (o.delay && !o.driftsOut) parts.push(`delayed ${o.delay} turn${o.delay > 1 ? 's' : ''}`);
  if (o.steps) parts.push(`−${o.steps} step${o.steps > 1 ? 's' : ''}`);
  const passed = o.passed ?? 0;
  const boxes = (n: number) => `${n} box${n > 1 ? 'es' : ''} ${o.drift < 0 ? 'left' : 'right'}`;
  const past = passed ? `, on past ${passed} full box${passed > 1 ? 'es' : ''}` : '';
  if (o.driftsOut && passed) parts.push(`drifts ${boxes(Math.abs(o.drift))}${past} and out: delayed ${o.delay} turns`);
  else if (o.driftsOut) parts.push(`drifts out of the boxes: delayed ${o.delay} turns`);
  else if (passed) parts.push(`drifts ${boxes(Math.abs(o.drift))}${past}: ends ${boxes(Math.abs(o.drift) + passed)}`);
  else if (o.drift) parts.push(`drifts ${boxes(Math.abs(o.drift))}`);
  if (o.rangerDriftMax) parts.push(`a ranger may drift 0-${o.rangerDriftMax} left`);
  return parts.join(', ') || 'lands where aimed';
}

/** One letter of the landing card for a unit: what it does to it, in words, and the chance of drawing it. */
export interface LandingLetterResult {
  readonly letter: LandingLetter;
  readonly text: string;
  readonly p: number;
}

/**
 * What each letter of the landing card does to this unit (9.2, 1), in the card's order: the table's row for its
 * turn and type read across, so the player knows before the draw what the letter drawn will mean.
 */
export function landingByLetter(inputs: LandingInputs, ctx: RulesContext, carry?: CarryOn): LandingLetterResult[] {
  const die = cardDie(ctx, 'landing');
  const letters = [...new Set(die.faces.map(String))] as LandingLetter[];
  return letters.map((letter) => ({
    letter,
    text: landingText(landingOutcome(inputs, letter, ctx, carry).outcome),
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
  const drift = o.drift ? `${Math.abs(o.drift)} ${o.drift < 0 ? 'left' : 'right'}` : '';
  if (o.driftsOut) return `${loss ? `${loss}, ` : ''}${drift}, out: +${o.delay} turns`;
  if (o.delay) return `+${o.delay} turn${o.delay > 1 ? 's' : ''}`;
  if (loss && drift) return `${loss} step, ${drift}`;
  if (loss) return `${loss} step${o.steps > 1 ? 's' : ''}`;
  if (drift) return `drift ${drift}`;
  return o.rangerDriftMax ? `ranger 0-${o.rangerDriftMax} left` : 'lands as aimed';
}

export const usLanding = defineProcedure<LandingInputs, LandingOutcome>({
  id: 'dday-omaha.us-landing',
  system: 'dday-omaha',
  title: 'US amphibious landing',
  source: '9.2, 1',
  description:
    'The landing of one unit by turn, unit type and landing box, for the letter on the card drawn: delay, loss, drift or removal; drifting out of the boxes delays it 2 turns.',
  inputs: [
    int('turn', 'Turn', 1, 32, 1),
    choice(
      'unitType',
      'Unit type',
      UNIT_TYPES.map((t) => [t, t] as const),
      'infantry',
    ),
    bool('dogGreenOrCharlie', 'Landing box in Dog Green or Charlie'),
    int('boxesToLeft', 'Landing boxes to its left', 0, 12, 8),
    int('boxesToRight', 'Landing boxes to its right', 0, 12, 8),
  ],
  outcomeKeys: ['delay', 'eliminated', 'steps', 'drift', 'removed', 'rangerDriftMax', 'driftsOut'],
  tables: [AMPHIBIOUS, 'dday-omaha.card-draws', 'dday-omaha.rules'],
  dice: (_i, ctx) => cardGroup(ctx, 'landing', 'Landing card letter'),
  resolve(inputs, roll, ctx) {
    const letter = (roll.card?.[0] ?? 'A') as LandingLetter;
    const r = landingOutcome(inputs, letter, ctx);
    return {
      outcome: r.outcome,
      summary: landingText(r.outcome),
      modifiers: [],
      explanation: r.why,
      ...(r.cell ? { cell: r.cell } : {}),
      decisive: { card: [0] },
    };
  },
  odds: (inputs, ctx) =>
    oddsOverCard(cardDie(ctx, 'landing'), (f: Face) => landingOutcome(inputs, f as LandingLetter, ctx).outcome),
  label: landingLabel,
});

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
