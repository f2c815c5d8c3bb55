import { draw, returnAndMix, type Rng } from '../../../engine/index.ts';
import { T } from '../procedures/common.ts';
import { applySteps } from './losses.ts';
import type { Rules } from './rules.ts';
import type { GameState, UnitState } from './state.ts';

/** A cell of the Special Hit marker a unit carries, if it carries one (8.4.4). */
function markerValue(rules: Rules, u: UnitState, column: string): unknown {
  if (u.special === undefined) return undefined;
  return rules.ctx.table(T.specialHits).rows.find((r) => r.key === String(u.special))?.values[column];
}

/** Morale penalty of the Special Hit marker a unit carries (8.4.4). */
export function specialPenalty(rules: Rules, u: UnitState): number {
  const v = markerValue(rules, u, 'moralePenalty');
  return typeof v === 'number' ? v : 0;
}

/** Whether the unit's marker keeps assets from being assigned to it or joining its fire (8.4.4; marker 3 as shipped). */
export function specialBarsAssets(rules: Rules, u: UnitState): boolean {
  return markerValue(rules, u, 'noAssets') === true;
}

/** The unit's own firepower under its marker's multiplier, fractions dropped (8.4.4; marker 7 halves it as shipped). */
export function specialFirepower(rules: Rules, u: UnitState, firepower: number): { firepower: number; note: string } {
  const f = markerValue(rules, u, 'firepowerFactor');
  if (typeof f !== 'number' || f === 1) return { firepower, note: '' };
  const out = Math.floor(firepower * f);
  return {
    firepower: out,
    note: ` (own firepower ${firepower} x ${f} = ${out}, Special Hit marker ${u.special}, 8.4.4)`,
  };
}

/**
 * Draws a Special Hit marker for a unit (8.4.1): a marker already on it goes back first (8.4.3); a marker that
 * stays is kept on the unit, the others go back to the cup at once.
 */
export function drawSpecial(
  rules: Rules,
  state: GameState,
  unit: UnitState,
  rng: Rng,
): { state: GameState; unit: UnitState; line: string } {
  let cup = state.cup;
  let u = unit;
  if (u.special !== undefined) {
    cup = returnAndMix(cup, u.special, rng);
    const { special: _old, ...rest } = u;
    u = rest;
  }
  if (cup.drawPile.length === 0) return { state: { ...state, cup }, unit: u, line: 'Special Hit: the cup is empty' };
  const d = draw(cup);
  const row = rules.ctx.table(T.specialHits).rows.find((r) => r.key === String(d.item));
  const extra = typeof row?.values.extraSteps === 'number' ? row.values.extraSteps : 0;
  const stays = row?.values.stays === true;
  u = applySteps(
    { ...u, pinned: u.pinned || (row?.values.pin === true && rules.unitType(u.type).class !== 'vehicle') },
    extra,
  );
  if (stays && u.status === 'map') {
    u = { ...u, special: d.item };
    cup = d.deck;
  } else cup = returnAndMix(d.deck, d.item, rng);
  return {
    state: { ...state, cup },
    unit: u,
    line: `Special Hit: marker ${d.item} (${row?.label ?? ''})${stays && u.status === 'map' ? ', stays on the unit' : ''} (8.4)`,
  };
}

/** Markers on eliminated units go back to the cup (8.4.1). */
export function returnMarkers(state: GameState, rng: Rng): GameState {
  let out = state;
  for (const u of Object.values(state.units)) {
    if (u.special === undefined || u.status === 'map') continue;
    const { special, ...rest } = u;
    out = { ...out, cup: returnAndMix(out.cup, special, rng), units: { ...out.units, [u.id]: rest } };
  }
  return out;
}
