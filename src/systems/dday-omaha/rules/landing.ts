import type { RulesContext, TableCellRef, TableRow } from '../../../engine/index.ts';
import { rule, turnRow } from './numbers.ts';
import { isInfantry, isLeader, landsByDukw, type UnitType } from './units.ts';

export const AMPHIBIOUS = 'dday-omaha.amphibious';
export const MINES = 'dday-omaha.mines';
export type LandingLetter = 'A' | 'B' | 'C' | 'D';

export type LandingEffect = {
  delay: number;
  eliminated: boolean;
  steps: number;
  /** Boxes of drift: negative left, positive right. */
  drift: number;
  removed: boolean;
  /** A ranger may drift this many boxes left, at the player's choice. */
  rangerDriftMax: number;
};

export function parseLanding(text: string): LandingEffect {
  const e: LandingEffect = { delay: 0, eliminated: false, steps: 0, drift: 0, removed: false, rangerDriftMax: 0 };
  for (const part of text.split('+')) {
    const [k, v = ''] = part.split(':');
    const n = Number(v);
    if (k === 'delay') e.delay += n;
    else if (k === 'eliminated') e.eliminated = true;
    else if (k === 'step') e.steps += n;
    else if (k === 'left') e.drift -= n;
    else if (k === 'right') e.drift += n;
    else if (k === 'remove') e.removed = true;
    else if (k === 'rangers-left') e.rangerDriftMax = Number(v.split('-')[1] ?? 0);
    else if (k !== 'none') throw new RangeError(`${AMPHIBIOUS}: unknown effect "${part}"`);
  }
  return e;
}

/** The 9.2 row a unit reads: its turn band, then its type (infantry, DUKW, others) and landing box. */
export function landingRow(ctx: RulesContext, turn: number, type: UnitType, dgOrCh: boolean): TableRow | undefined {
  const cls = isInfantry(type) ? 'infantry' : landsByDukw(ctx, type) ? 'dukw' : 'other';
  return turnRow(ctx.table(AMPHIBIOUS), turn, (r) => {
    const u = r.values.units;
    const b = r.values.boxes;
    const unitOk =
      u === 'all' || u === cls || (u === 'non-infantry' && cls !== 'infantry') || (u === 'other' && cls === 'other');
    const boxOk = b === 'any' || (b === 'dg-ch') === dgOrCh;
    return unitOk && boxOk;
  });
}

export interface LandingResult {
  readonly effect: LandingEffect;
  readonly why: string[];
  readonly cell?: TableCellRef;
}

/** 9.2 and 1: the landing of one unit for the letter drawn. HQs and Generals make no hazard check. */
export function landing(
  ctx: RulesContext,
  turn: number,
  type: UnitType,
  letter: LandingLetter,
  dgOrCh: boolean,
): LandingResult {
  const none = parseLanding('none');
  if (isLeader(type))
    return {
      effect: none,
      why: ['HQs and Generals make no landing hazard check; they may drift with a unit they are stacked with (1)'],
    };
  const row = landingRow(ctx, turn, type, dgOrCh);
  if (!row) return { effect: none, why: [`No 9.2 row for turn ${turn}`] };
  const text = String(row.values[letter]);
  let effect = parseLanding(text);
  if (effect.rangerDriftMax && type !== 'ranger') effect = { ...effect, rangerDriftMax: 0 };
  const why = [
    `9.2: ${row.label ?? row.key}, letter ${letter} → ${text}${row.provisional ? ' (row heading reconstructed)' : ''}`,
  ];
  if (effect.rangerDriftMax) why.push(rangerLeave(effect.rangerDriftMax));
  return { effect, why, cell: { table: AMPHIBIOUS, row: row.key, column: letter } };
}

/** The reason given for a ranger's leave to drift up to `max` boxes left (9.2). */
export function rangerLeave(max: number): string {
  return `A ranger may drift 0 to ${max} boxes left, as the player chooses`;
}

/** Where a drift ends on the ordered list of landing boxes; outside the list the unit is delayed (1). */
export function driftTo(
  ctx: RulesContext,
  boxes: readonly string[],
  from: string,
  drift: number,
): { box?: string; delay: number; why: string } {
  const i = boxes.indexOf(from);
  const j = i + drift;
  if (i < 0) return { delay: 0, why: `Unknown landing box ${from}` };
  if (drift === 0) return { box: from, delay: 0, why: `Lands in ${from}` };
  const target = boxes[j];
  if (j < 0 || j >= boxes.length || target === undefined) {
    const delay = rule(ctx, 'drift-out-delay');
    return {
      delay,
      why: `Drifts ${Math.abs(drift)} ${drift < 0 ? 'left' : 'right'} out of the landing boxes: placed ${delay} turns later (1)`,
    };
  }
  return {
    box: target,
    delay: 0,
    why: `Drifts ${Math.abs(drift)} ${drift < 0 ? 'left' : 'right'} from ${from} to ${target} (1)`,
  };
}

/**
 * Where a landing drift ends once the box limit is read in (rules note drift-stacking): as driftTo, or, with the
 * setting at 'next-box', on past each box already holding the most units, one box at a time the same way, to the
 * first with room or out of the boxes. `passed` lists the full boxes it went past.
 */
export function driftToRoom(
  ctx: RulesContext,
  boxes: readonly string[],
  from: string,
  drift: number,
  unitsIn: (box: string) => number,
): { box?: string; delay: number; why: string; passed: string[] } {
  const passed: string[] = [];
  let d = driftTo(ctx, boxes, from, drift);
  if (drift === 0 || ctx.setting('driftStacking') !== 'next-box') return { ...d, passed };
  const max = rule(ctx, 'landing-box-max');
  for (let n = drift; d.box && unitsIn(d.box) >= max;) {
    passed.push(d.box);
    n += Math.sign(drift);
    d = driftTo(ctx, boxes, from, n);
  }
  return { ...d, passed };
}

/** Which boxes an exploding mine symbol affects this turn (1). */
export function mineAffects(ctx: RulesContext, turn: number): { affects: string; why: string } {
  const row = turnRow(ctx.table(MINES), turn);
  const affects = row ? String(row.values.affects) : 'none';
  return {
    affects,
    why: `Mine symbol on turn ${turn}: ${row?.label ?? 'no row'}${row?.provisional ? ' (provisional)' : ''} (1)`,
  };
}

/** The unit a mine hits (1): the player's choice of the units in the affected boxes; an HQ alone is delayed, Generals are spared. */
export function mineVictims(
  ctx: RulesContext,
  units: readonly { id: string; type: UnitType }[],
): { choices: string[]; hqDelay?: { id: string; turns: number }; why: string } {
  const normal = units.filter((u) => !isLeader(u.type));
  if (normal.length)
    return {
      choices: normal.map((u) => u.id),
      why: `One of ${normal.map((u) => u.id).join(', ')} loses ${rule(ctx, 'mine-steps')} step (player's choice) (1)`,
    };
  const hq = units.find((u) => u.type === 'hq');
  if (hq)
    return {
      choices: [],
      hqDelay: { id: hq.id, turns: rule(ctx, 'mine-hq-delay') },
      why: `Only an HQ: ${hq.id} is delayed ${rule(ctx, 'mine-hq-delay')} turns (1)`,
    };
  return { choices: [], why: 'No unit affected (Generals are spared) (1)' };
}

export interface PlacementCheck {
  readonly type: UnitType;
  readonly box: string;
  readonly unitsInBox: number;
  readonly generalAloneWithEscort: boolean;
  readonly delayedEarlier: boolean;
  readonly ownSectorBox: boolean;
  readonly turn: number;
}

/** Placement limits in the landing boxes (1). */
export function placementProblem(ctx: RulesContext, p: PlacementCheck): string | undefined {
  if (!isLeader(p.type) && p.unitsInBox >= rule(ctx, 'landing-box-max'))
    return `At most ${rule(ctx, 'landing-box-max')} units per landing box, HQs and Generals not counted (1)`;
  if (p.box.startsWith('CH') && p.type !== 'ranger' && !isLeader(p.type))
    return 'Only rangers land in the Charlie boxes (1)';
  if (p.type === 'general' && p.generalAloneWithEscort)
    return 'A General may not land alone when units are due with him (1)';
  if (!p.ownSectorBox && !(p.delayedEarlier && p.turn >= rule(ctx, 'any-box-from')))
    return `A box of another sector is open only to a unit delayed earlier, from turn ${rule(ctx, 'any-box-from')} (1)`;
  return undefined;
}
