import {
  modifier,
  stringCell,
  type InputDef,
  type Modifier,
  type RulesContext,
  type TableCellRef,
} from '../../../engine/index.ts';
import { clamp, T, TERRAIN_OPTIONS, terrainLabel, terrainNumber } from './common.ts';
import { moraleTest } from './morale.ts';

export type FireResult = '-' | 'P' | 'M' | '1' | '2';

export interface FireTarget {
  readonly terrain: string;
  readonly morale: number;
  readonly hits: number;
  readonly pinned: boolean;
  /** An HQ displaces instead of checking morale or losing steps (2.4.5). */
  readonly hq: boolean;
  /** An artillery asset has no steps: a step loss eliminates it, and it neither pins nor checks morale (2.5.2). */
  readonly asset: boolean;
}

/** The target's fields a fire procedure asks for. */
export interface TargetInputs {
  terrain: string;
  targetMorale: number;
  targetHits: number;
  targetPinned: boolean;
  targetIsHq: boolean;
  targetIsAsset: boolean;
}

/** The inputs for the target of a fire procedure (terrain, morale, hits, pinned, HQ), with that procedure's defaults. */
export function targetInputDefs(terrain: string, morale: number): InputDef[] {
  return [
    { name: 'terrain', label: "Target's terrain", type: 'choice', options: TERRAIN_OPTIONS, default: terrain },
    { name: 'targetMorale', label: "Target's morale", type: 'integer', min: 0, max: 10, default: morale },
    { name: 'targetHits', label: 'Hit markers on the target', type: 'integer', min: 0, max: 2, default: 0 },
    { name: 'targetPinned', label: 'Target already pinned', type: 'boolean' },
    { name: 'targetIsHq', label: 'Target is an HQ', type: 'boolean' },
    { name: 'targetIsAsset', label: 'Target is an artillery asset', type: 'boolean' },
  ];
}

export function fireTarget(i: TargetInputs): FireTarget {
  return {
    terrain: i.terrain,
    morale: i.targetMorale,
    hits: i.targetHits,
    pinned: i.targetPinned,
    hq: i.targetIsHq,
    asset: i.targetIsAsset,
  };
}

export type FireOutcome = {
  readonly result: FireResult;
  readonly steps: number;
  readonly pinned: boolean;
  readonly retreat: boolean;
  readonly specialHit: boolean;
  readonly displaceHq: boolean;
  /** A unit hit by reaction fire while moving stops (a step lost or a morale failure, 6.2.1). */
  readonly stopsMovement: boolean;
};

export interface FireRead {
  readonly result: FireResult;
  readonly column: number;
  readonly row: number;
  readonly drm: number;
  readonly modifiers: Modifier[];
  readonly cell: TableCellRef;
}

/** Reads the Small Arms table: the die plus the target terrain's modifier (held to 1-10) against total firepower. */
export function readSmallArms(ctx: RulesContext, firepower: number, die: number, terrain: string): FireRead {
  const table = ctx.table(T.smallArms);
  const maxFp = table.columns.length;
  const column = clamp(firepower, 1, maxFp);
  const drm = terrainNumber(ctx, terrain, 'fire') ?? 0;
  const row = clamp(die + drm, 1, 10);
  const modifiers = drm ? [modifier(`Target in ${terrainLabel(ctx, terrain)}`, drm, 'Terrain Effects Chart')] : [];
  return {
    result: stringCell(table, String(row), `fp${column}`) as FireResult,
    column,
    row,
    drm,
    modifiers,
    cell: { table: T.smallArms, row: String(row), column: `fp${column}` },
  };
}

/** Whether the result calls for the target's morale die. */
export function moraleOwed(result: FireResult, target: FireTarget): boolean {
  if (target.hq || target.asset || result === '-') return false;
  if (result === 'P') return !target.pinned;
  return true;
}

/** Whether a fire die calls for the target's morale die (8.3.1): read on the table, then the result's rule. */
export function moraleDieOwed(
  ctx: RulesContext,
  firepower: number,
  terrain: string,
  target: FireTarget,
  fireDie: number,
): boolean {
  return moraleOwed(readSmallArms(ctx, firepower, fireDie, terrain).result, target);
}

/** Applies a Small Arms result to the target (8.3.1, 2.4.5), with the morale die when one is owed. */
export function applyFireResult(
  ctx: RulesContext,
  result: FireResult,
  target: FireTarget,
  moraleDie: number | undefined,
  specialHit: boolean,
): { outcome: FireOutcome; lines: string[]; modifiers: Modifier[] } {
  const none: FireOutcome = {
    result,
    steps: 0,
    pinned: false,
    retreat: false,
    specialHit,
    displaceHq: false,
    stopsMovement: false,
  };
  if (result === '-') return { outcome: none, lines: ['No effect'], modifiers: [] };
  if (target.hq)
    return {
      outcome: { ...none, displaceHq: true, stopsMovement: true },
      lines: ['An HQ fired on with this result displaces instead (2.4.5)'],
      modifiers: [],
    };
  if (target.asset) {
    const lost = result !== 'P' && result !== 'M';
    return {
      outcome: { ...none, steps: lost ? 1 : 0 },
      lines: [
        lost
          ? 'A step loss eliminates the asset: it has no steps (2.5.2)'
          : 'An asset neither pins nor checks morale: no effect (2.5.2)',
      ],
      modifiers: [],
    };
  }
  if (result === 'P' && target.pinned)
    return { outcome: none, lines: ['P on a pinned unit is ignored (8.3.2)'], modifiers: [] };
  if (moraleDie === undefined) throw new RangeError('the morale die is owed for this result');
  if (result === 'P') {
    const m = moraleTest(ctx, target, moraleDie, false, 'Pin check (no terrain)');
    return {
      outcome: { ...none, pinned: !m.passed, stopsMovement: !m.passed },
      lines: [m.line, m.passed ? 'No effect' : 'Pinned (8.3.1 P)'],
      modifiers: m.modifiers,
    };
  }
  if (result === 'M') {
    const m = moraleTest(ctx, target, moraleDie, true);
    return {
      outcome: { ...none, pinned: true, steps: m.passed ? 0 : 1, stopsMovement: !m.passed },
      lines: [m.line, m.passed ? 'Pinned (8.3.1 M)' : 'One step lost and pinned (8.3.1 M)'],
      modifiers: m.modifiers,
    };
  }
  const steps = Number(result);
  const m = moraleTest(ctx, target, moraleDie, true);
  return {
    outcome: { ...none, steps, pinned: true, retreat: !m.passed, stopsMovement: true },
    lines: [
      `${steps} step${steps > 1 ? 's' : ''} lost and pinned (8.3.1)`,
      m.line,
      m.passed ? 'Stays in place' : 'Must retreat one hex (8.3.1, 8.3.5)',
    ],
    modifiers: m.modifiers,
  };
}

export function fireSummary(o: FireOutcome): string {
  if (o.displaceHq) return 'HQ DISPLACES';
  const parts: string[] = [];
  if (o.steps) parts.push(`${o.steps} STEP${o.steps > 1 ? 'S' : ''} LOST`);
  if (o.retreat) parts.push('RETREAT');
  if (o.pinned) parts.push('PINNED');
  if (o.specialHit) parts.push('SPECIAL HIT');
  return parts.length ? parts.join(', ') : 'NO EFFECT';
}

/** The table's result in words: the check it calls for or the step loss it deals (8.3.1). */
const RESULT_WORDS: Readonly<Record<FireResult, string>> = {
  '-': '',
  P: 'pin check',
  M: 'morale check',
  '1': 'step loss',
  '2': 'step loss',
};

export function fireLabel(o: FireOutcome): string {
  if (o.displaceHq) return 'HQ displaces';
  const parts: string[] = [];
  if (o.steps) parts.push(`${o.steps} step${o.steps > 1 ? 's' : ''}`);
  if (o.retreat) parts.push('retreat');
  if (o.pinned) parts.push('pinned');
  if (o.specialHit) parts.push('special hit');
  const what = parts.length ? parts.join(' + ') : 'no effect';
  // the table's result keeps apart outcomes alike in effect (a pin check passed and a miss are both "no effect")
  return o.result === '-' ? what : `${RESULT_WORDS[o.result]}: ${what}`;
}

/**
 * Exact odds of a Small Arms resolution: each fire die read once, the morale die enumerated only where a
 * result owes it, every case through the same rules as a real resolution.
 */
export function smallArmsOdds(
  ctx: RulesContext,
  firepower: number,
  terrain: string,
  target: FireTarget,
  specialHits: boolean,
): { outcome: FireOutcome; p: number }[] {
  const byKey = new Map<string, { outcome: FireOutcome; p: number }>();
  const add = (o: FireOutcome, p: number) => {
    const k = `${o.result}|${o.steps}|${o.pinned}|${o.retreat}|${o.specialHit}|${o.displaceHq}|${o.stopsMovement}`;
    const prev = byKey.get(k);
    if (prev) prev.p += p;
    else byKey.set(k, { outcome: o, p });
  };
  for (let die = 1; die <= 10; die++) {
    const read = readSmallArms(ctx, firepower, die, terrain);
    const special = specialHits && die === 10;
    if (!moraleOwed(read.result, target))
      add(applyFireResult(ctx, read.result, target, undefined, special).outcome, 0.1);
    else for (let m = 1; m <= 10; m++) add(applyFireResult(ctx, read.result, target, m, special).outcome, 0.01);
  }
  return [...byKey.values()];
}
