import type { RulesContext, TableCellRef } from '../../../engine/index.ts';
import { rule } from './numbers.ts';

export const MOVE = 'dday-omaha.us-move';
export type MoveClass = 'infantry' | 'leaders' | 'others';
export type MoveResult = 'free' | 'roads-only' | 'no' | 'climb' | 'climb-cliff';

export function moveRow(ctx: RulesContext, terrain: string) {
  const row = ctx
    .table(MOVE)
    .rows.find((r) => r.key === terrain || String(r.values.terrain).split(',').includes(terrain));
  if (!row) throw new RangeError(`${MOVE}: no terrain ${terrain}`);
  return row;
}

/** 9.4 and 6.1: whether and how a unit class enters or crosses a terrain; climbing markers for infantry. */
export function moveCheck(
  ctx: RulesContext,
  terrain: string,
  cls: MoveClass,
  onRoad: boolean,
  ext: boolean,
): { result: MoveResult; allowed: boolean; why: string[]; cell: TableCellRef } {
  const row = moveRow(ctx, terrain);
  const result = row.values[cls] as MoveResult;
  const why = [`9.4: ${row.label ?? row.key}, ${cls} → ${result}`];
  let allowed = result !== 'no';
  if (result === 'roads-only') {
    allowed = onRoad;
    why.push(onRoad ? 'Moving along a road: allowed' : 'Only along roads: not allowed off road');
  }
  if (result === 'climb') why.push('Place a Climb marker on the infantry and cross the bluff (6.1)');
  if (result === 'climb-cliff')
    why.push('Place a Climb Cliff marker; the unit stays, and crosses later as a free action (6.1)');
  if (ext && (result === 'climb' || result === 'climb-cliff'))
    why.push(`Extended game: ${rule(ctx, 'climb-step-reduction', true)} step fewer needed to climb (6.1)`);
  return { result, allowed, why, cell: { table: MOVE, row: row.key, column: cls } };
}

/** What an infiltration card shows against the unit and the position (6.1). */
export type InfiltrationReading = 'none' | 'symbol' | 'symbol-color' | 'strict';

export interface InfiltrationCard {
  /** The card shows the unit's symbol. */
  readonly symbol: boolean;
  /** The card shows the German position's colour (either position's, when passing two). */
  readonly color: boolean;
  /** The card's symbols match the unit's exactly, and their count equals the position's Depth markers. */
  readonly strict: boolean;
}

/** Infiltration (6.1): one card; a step is lost on a matching symbol, colour and strict symbols-and-Depth match; past two positions, symbol and either colour. */
export function infiltration(
  card: InfiltrationCard,
  pastTwo: boolean,
  leaderAlone: boolean,
): { allowed: boolean; stepLost: boolean; why: string[] } {
  if (leaderAlone)
    return { allowed: false, stepLost: false, why: ['HQs and Generals may not infiltrate on their own (6.1)'] };
  const why: string[] = [];
  const stepLost = pastTwo ? card.symbol && card.color : card.symbol && card.color && card.strict;
  why.push(
    pastTwo
      ? `Past two positions: symbol ${card.symbol ? 'matches' : 'does not match'}, colour ${card.color ? 'matches' : 'does not match'} (6.1)`
      : `Symbol ${card.symbol ? 'matches' : 'no'}, colour ${card.color ? 'matches' : 'no'}, symbols and Depth count ${card.strict ? 'match strictly' : 'no'} (6.1)`,
  );
  why.push(
    stepLost
      ? 'Loses 1 step; it may finish the move or stay where it started (6.1)'
      : 'No loss: the move is made (6.1)',
  );
  why.push('Concentrated targets are ignored for infiltration (6.1)');
  return { allowed: true, stepLost, why };
}
