import { findRow, type RulesContext, type TableCellRef } from '../../../engine/index.ts';

export const BARRAGE = 'dday-omaha.us-barrage';
export const BARRAGE_COLUMNS = 'dday-omaha.us-barrage-columns';
export type BarrageMatch = 'none' | 'sym' | 'color' | 'color-sym';

/** 9.5: the card drawn for a barrage against the German position's symbol and colour, by the barrage value column. Blanks read as the cell to the left. */
export function barrageResult(
  ctx: RulesContext,
  match: BarrageMatch,
  value: number,
  hasDepth: boolean,
): { disrupted: boolean; why: string; cell?: TableCellRef } {
  if (match === 'none')
    return {
      disrupted: false,
      why: 'The card shows neither the symbol nor the colour of the position: no effect (9.5)',
    };
  const cols = ctx.table(BARRAGE_COLUMNS).rows;
  const colIdx = cols.findIndex(
    (r) => value >= Number(r.values.min) && (r.values.max === null || value <= Number(r.values.max)),
  );
  if (colIdx < 0) return { disrupted: false, why: `Barrage value ${value}: below the table (9.5)` };
  const row = findRow(ctx.table(BARRAGE), match);
  let i = colIdx;
  let v = row.values[cols[i]?.key ?? ''];
  while ((v === null || v === undefined) && i > 0) {
    i -= 1;
    v = row.values[cols[i]?.key ?? ''];
  }
  const col = cols[colIdx]?.key ?? '';
  const effect = String(v);
  const disrupted = effect === 'disrupted' || (effect === 'disrupted-if-no-depth' && !hasDepth);
  const blank = i !== colIdx ? ' (blank in the digest: read as the column to its left)' : '';
  return {
    disrupted,
    why: `9.5: ${row.label ?? match}, column ${cols[colIdx]?.label ?? col} → ${effect}${effect === 'disrupted-if-no-depth' ? (hasDepth ? ' (it has a Depth marker: no effect)' : ' (no Depth marker: Disrupted)') : ''}${blank}`,
    cell: { table: BARRAGE, row: match, column: col },
  };
}

export type Barrager = 'tank' | 'artillery' | 'naval';

export interface BarrageOutcome {
  readonly disrupted: boolean;
  readonly removeDepth: boolean;
  readonly why: string;
  readonly cell?: TableCellRef;
}

/** 9.5 and 6.5: what a barrage does to the position. Naval fire needs no card: Disrupted and the Depth gone, for free. */
export function barrageOutcome(
  ctx: RulesContext,
  barrager: Barrager,
  match: BarrageMatch,
  value: number,
  hasDepth: boolean,
): BarrageOutcome {
  if (barrager === 'naval')
    return {
      disrupted: true,
      removeDepth: hasDepth,
      why: 'Naval barrage: the target is Disrupted and loses any Depth marker, for free (6.5)',
    };
  const r = barrageResult(ctx, match, value, hasDepth);
  return { disrupted: r.disrupted, removeDepth: false, why: r.why, ...(r.cell ? { cell: r.cell } : {}) };
}

export type BarrageSituation = {
  readonly barrager: Barrager;
  readonly targetUnrevealedReinforcement: boolean;
  readonly targetAttackedThisPhase: boolean;
  readonly adjacent: boolean;
  readonly inRange: boolean;
  readonly barragerInTargetFof: boolean;
  readonly infantryInTargetFof: boolean;
  readonly barragerInCommand: boolean;
  readonly infantryInCommand: boolean;
  readonly infantryHasRadio: boolean;
  readonly barragerInUndisruptedFof: boolean;
  readonly barragerArmored: boolean;
  readonly targetHighGroundWithoutBeachFof: boolean;
  readonly ext: boolean;
};

/** Whether a barrage may be fired (6.3-6.5, 10). */
export function barrageAllowed(s: BarrageSituation): { allowed: boolean; why: string[] } {
  const why: string[] = [];
  const no = (w: string) => ({ allowed: false, why: [...why, w] });
  if (s.targetAttackedThisPhase) return no('The hex was already barraged or attacked this phase (6.2, 6.3, 6.5)');
  if (s.targetUnrevealedReinforcement) return no('An unrevealed Reinforcement position cannot be barraged (6.3, 6.5)');
  if (s.barrager === 'naval') {
    if (!s.infantryInTargetFof)
      return no("Naval barrage needs an undisrupted infantry unit in the target's field of fire (6.5)");
    if (!s.infantryHasRadio && !s.infantryInCommand)
      return no('That infantry needs a radio or to be in command of an HQ (6.5)');
    why.push('Free: the target is Disrupted and loses its Depth marker (6.5)');
    return { allowed: true, why };
  }
  if (!s.inRange) return no('Out of range');
  if (s.barrager === 'artillery') {
    if (!s.ext) return no('US artillery barrages only in the extended game (6.4)');
    if (!s.barragerInCommand) return no('The artillery must be in command of an HQ or Command Post (6.4)');
    if (s.barragerInUndisruptedFof && !s.barragerArmored)
      return no('The artillery is in the field of fire of an undisrupted German unit and is not armored (6.4)');
    if (s.targetHighGroundWithoutBeachFof)
      return no('A high ground position is barraged only if its field of fire reaches a beach hex (6.4)');
    if (!s.barragerInTargetFof && !(s.infantryInTargetFof && s.infantryInCommand))
      return no(
        "Neither the artillery nor an undisrupted infantry of the same command is in the target's field of fire (6.4)",
      );
    why.push('Artillery barrage allowed (6.4)');
    return { allowed: true, why };
  }
  if (s.adjacent) {
    why.push('Adjacent tank: barrage allowed (6.3)');
    return { allowed: true, why };
  }
  if (s.barragerInTargetFof) {
    why.push("The tank is in the target's field of fire (6.3)");
    return { allowed: true, why };
  }
  if (s.infantryInTargetFof && (s.barragerInCommand || s.infantryInCommand)) {
    why.push(
      "An undisrupted infantry is in the target's field of fire, and the tank or that infantry is in command (6.3)",
    );
    return { allowed: true, why };
  }
  return no("Not adjacent, not in the target's field of fire, and no spotting infantry in command (6.3)");
}
