import type { AnyProcedure } from '../../../engine/index.ts';
import { artilleryFires, ARTILLERY_PRIORITY } from '../rules/german-artillery.ts';
import {
  FIRE_PRIORITY,
  FIRE_RESULTS,
  matches,
  planFire,
  possibleHits,
  type FireEffect,
  type FirerKind,
} from '../rules/german-fire.ts';
import { hitConsequence } from '../rules/hits.ts';
import { RULES_TABLE, ranked } from '../rules/numbers.ts';
import { INTENSITIES, UNIT_TYPE_CHOICES, type HeroMark, type Intensity, type UnitType } from '../rules/units.ts';
import { bool, choice, extInput, int, tableProcedure } from './define.ts';

export const germanPossibleHits = tableProcedure<
  { depthMarkers: number; units: number; disruptedUnits: number; extended: boolean },
  { hits: number }
>({
  name: 'german-possible-hits',
  title: 'German fire: possible hits',
  source: '4',
  description: 'Hits a position may score: its Depth markers plus its undisrupted units, doubled in the extended game.',
  inputs: [
    int('depthMarkers', 'Depth markers', 0, 4),
    int('units', 'German units (a 2-hex WN counts both)', 0, 2, 1),
    int('disruptedUnits', 'Disrupted units', 0, 2),
    extInput,
  ],
  outcomeKeys: ['hits'],
  tables: [RULES_TABLE],
  compute(i, ctx) {
    const r = possibleHits(ctx, i.depthMarkers, i.units, Math.min(i.disruptedUnits, i.units), i.extended);
    return {
      outcome: { hits: r.hits },
      summary: `${r.hits} possible hit${r.hits === 1 ? '' : 's'}`,
      why: [r.why, 'A double symbol on the card needs a Depth marker in the position (4)'],
    };
  },
  label: (o) => `${o.hits} hits`,
});

/** A fire effect in words ("-1 step + disrupted"), never its key. */
const effectWords = (e: FireEffect): string =>
  e === 'none' ? 'no effect' : e.replace('step', '-1 step').replace('+', ' + ');

export const germanFireHit = tableProcedure<
  {
    firer: FirerKind;
    intensity: Intensity;
    matchingSymbol: boolean;
    stackSteps: number;
    armored: boolean;
    armorBonus: boolean;
    withinHits: boolean;
    disrupted: boolean;
  },
  { effect: FireEffect }
>({
  name: 'german-fire-hit',
  title: 'German fire: effect on one US unit',
  source: '4, 9.3',
  description:
    "What a position's fire does to one US unit in its field of fire: a step, a Disrupted marker, or nothing.",
  inputs: [
    choice('firer', 'Firing', [
      ['wn', 'WN or revealed Reinforcement'],
      ['unrevealed', 'Unrevealed Reinforcement'],
      ['ambush', 'Ambush'],
    ]),
    choice(
      'intensity',
      'Field of fire',
      INTENSITIES.map((x) => [x, x] as const),
    ),
    bool('matchingSymbol', 'Its symbol is on the card'),
    int('stackSteps', 'Steps in its hex', 1, 12, 3),
    bool('armored', 'Armored'),
    bool('armorBonus', 'Card armor hit bonus'),
    bool(
      'withinHits',
      'Reached by the possible hits (by target priority)',
      'Intense first, then steady, then sporadic; closest; most steps; one hit per unit.',
    ),
    bool('disrupted', 'Already Disrupted'),
  ],
  outcomeKeys: ['effect'],
  tables: [FIRE_RESULTS, FIRE_PRIORITY],
  compute(i, ctx) {
    const c = {
      id: 'unit',
      type: 'infantry' as const,
      steps: 1,
      symbol: i.matchingSymbol ? 'x' : '',
      armored: i.armored,
      intensity: i.intensity,
      range: 1,
      stackSteps: i.stackSteps,
      disrupted: i.disrupted,
      hero: 'none' as const,
    };
    const plan = planFire(
      ctx,
      i.firer,
      i.withinHits ? 1 : 0,
      [c],
      { symbols: ['x'], armorBonus: i.armorBonus, leaderBonus: false },
      new Set(),
    );
    const hit = plan.hits[0] ?? plan.extras[0];
    const effect: FireEffect = hit?.effect ?? 'none';
    const why = hit
      ? [hit.why]
      : [
          matches(ctx, c, { symbols: ['x'], armorBonus: i.armorBonus, leaderBonus: false }).ok
            ? 'Not reached by the hits, and no 9.3 row disrupts it here'
            : 'Symbol not on the card and not a concentrated target: not a target (4)',
        ];
    const row = plan.hits.length
      ? 'hit'
      : plan.extras.length
        ? i.firer === 'ambush'
          ? 'ambush-extra'
          : 'fire-extra'
        : undefined;
    return {
      outcome: { effect },
      summary: effect === 'none' ? 'No effect' : effectWords(effect),
      why,
      ...(row ? { cell: { table: FIRE_RESULTS, row, column: i.firer } } : {}),
    };
  },
  label: (o) => effectWords(o.effect),
});

export const germanHitConsequence = tableProcedure<
  {
    unitType: UnitType;
    steps: number;
    maxSteps: number;
    generalFlipped: boolean;
    hero: HeroMark;
    target: 'unit' | 'leader' | 'hero';
    effect: FireEffect;
    useInspired: boolean;
  },
  {
    steps: number;
    disrupted: boolean;
    delay: number;
    eliminated: boolean;
    catastrophic: boolean;
    flipped: boolean;
    hero: string;
    revertToHq: boolean;
  }
>({
  name: 'german-hit-consequence',
  title: 'German fire: what a hit does',
  source: '4',
  description:
    'Steps, HQ delays, Generals and Heroes flipped, the Inspired save, the catastrophic loss box, Command Posts reverting.',
  inputs: [
    choice('unitType', 'Unit', UNIT_TYPE_CHOICES),
    int('steps', 'Steps now', 0, 4, 3),
    int('maxSteps', 'Full steps', 1, 4, 3),
    bool('generalFlipped', 'General already flipped'),
    choice('hero', 'Hero marker on the unit', ['none', 'hero', 'inspired']),
    choice('target', 'What is hit', [
      ['unit', 'the unit'],
      ['leader', 'the HQ, General or Command Post'],
      ['hero', 'the Hero marker'],
    ]),
    choice('effect', 'Fire result', ['step', 'step+disrupted', 'disrupted', 'none']),
    { name: 'useInspired', label: 'Turn the Hero Inspired to save a last step', type: 'boolean', default: true },
  ],
  outcomeKeys: ['steps', 'disrupted', 'delay', 'eliminated', 'catastrophic', 'flipped', 'hero', 'revertToHq'],
  tables: [RULES_TABLE],
  compute(i, ctx) {
    const c = hitConsequence(
      ctx,
      { type: i.unitType, steps: i.steps, maxSteps: i.maxSteps, flipped: i.generalFlipped, hero: i.hero },
      i.target,
      i.effect,
      i.useInspired,
    );
    return {
      outcome: {
        steps: c.steps,
        disrupted: c.disrupted,
        delay: c.delay ?? 0,
        eliminated: c.eliminated,
        catastrophic: c.catastrophic,
        flipped: c.flipped,
        hero: c.hero,
        revertToHq: c.revertToHq,
      },
      summary: c.why.join('; '),
      why: c.why,
    };
  },
});

export const germanArtillery = tableProcedure<
  {
    turn: number;
    matchingArtillery: number;
    artilleryValue: number;
    infantryInBox: boolean;
    otherOnBeach: boolean;
    otherInBox: boolean;
    infantryOnBeach: boolean;
  },
  { fires: boolean; target: string }
>({
  name: 'german-artillery',
  title: 'German artillery',
  source: '5',
  description:
    "From turn 4, the sector's undisrupted artillery of the card's caliber against the card's value, and which kind of unit is hit.",
  inputs: [
    int('turn', 'Turn', 1, 32, 4),
    int('matchingArtillery', 'Undisrupted artillery of the caliber (sector WNs and Artillery Box)', 0, 12),
    int('artilleryValue', 'Card artillery value', 0, 12, 1),
    bool('infantryInBox', 'Matching infantry in a landing box'),
    bool('otherOnBeach', 'Matching non-infantry on a beach hex'),
    bool('otherInBox', 'Matching non-infantry in a landing box'),
    bool('infantryOnBeach', 'Matching infantry on a beach hex'),
  ],
  outcomeKeys: ['fires', 'target'],
  tables: [ARTILLERY_PRIORITY, RULES_TABLE],
  compute(i, ctx) {
    const f = artilleryFires(ctx, i.turn, i.matchingArtillery, i.artilleryValue);
    const have: Record<string, boolean> = {
      'infantry-box': i.infantryInBox,
      'other-beach': i.otherOnBeach,
      'other-box': i.otherInBox,
      'infantry-beach': i.infantryOnBeach,
    };
    const why = [f.why];
    let target = 'none';
    if (f.fires) {
      const row = ranked(ctx.table(ARTILLERY_PRIORITY)).find((r) => have[r.key]);
      target = row?.key ?? 'none';
      why.push(
        row
          ? `Target: ${row.label ?? row.key} (priority ${String(row.values.rank)}), the one with most steps (5)`
          : 'No matching unit in a landing box or on the beach (5)',
      );
    }
    return {
      outcome: { fires: f.fires, target },
      summary: f.fires ? (target === 'none' ? 'Fires, no target' : `-1 step: ${target}`) : 'No artillery effect',
      why,
      ...(target !== 'none' ? { cell: { table: ARTILLERY_PRIORITY, row: target } } : {}),
    };
  },
});

export const fireProcedures: readonly AnyProcedure[] = [
  germanPossibleHits,
  germanFireHit,
  germanHitConsequence,
  germanArtillery,
];
