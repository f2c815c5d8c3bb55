import { atMost, numberCell, type Rng } from '../../../engine/index.ts';
import { constant, T } from '../procedures/common.ts';
import { d10Source } from './dice.ts';
import type { Rules } from './rules.ts';
import type { Action, GameState, UnitState } from './state.ts';
import { afterUnpinning } from './unpin.ts';
import { d10, rolled, SHIPS } from './words.ts';

export const BATTERY = 'de-pdh';
export const POINTE_DU_HOC = '2003';

/** 11.3.2: 1-3 the guns are in place; otherwise the counter turns to its resistance nest side. */
export function settleBattery(rules: Rules, state: GameState, die: number, why: string): GameState {
  const u = state.units[BATTERY];
  const present = atMost(die, constant(rules.ctx, 'pointe-du-hoc-battery-present'));
  const units = u ? { ...state.units, [BATTERY]: { ...u, hidden: false, ...(present ? {} : { type: 'de-nest' }) } } : state.units;
  return { ...state, units, battery: present ? 'present' : 'gone', log: [...state.log, rolled(`Pointe du Hoc battery, ${why}`, [d10([die])], present ? 'the guns are there' : 'the guns were moved inland; the counter is a resistance nest', '11.3.2')] };
}

/** Naval points of a kind the US still has this turn: the turn's allotment, less ships lost for good and points used (5.4.1, 11.3.3). */
export function shipsLeft(rules: Rules, state: GameState, ship: string): number {
  const total = numberCell(rules.ctx.table(T.support), ship, state.turn >= 2 ? 'turn2' : 'turn1');
  return total - (state.shipsLost[ship] ?? 0) - (state.supportUsed[ship] ?? 0);
}

export function checkBatteryCheck(state: GameState): string | undefined {
  if (state.battery !== 'unknown') return 'the battery question is settled (11.3.2)';
  if (!state.active.includes('coastal') || state.reaction) return 'rolled when a US unit first comes next to 2003, or by the German when activating the Coastal Defense Group (11.3.2, 11.3.5)';
  return state.units[BATTERY]?.status === 'map' ? undefined : 'the battery is not on the map';
}

export function checkBatteryFire(rules: Rules, state: GameState, a: Extract<Action, { type: 'battery-fire' }>): string | undefined {
  const u = state.units[BATTERY];
  if (state.battery !== 'present' || !u || u.status !== 'map') return 'the battery must be in place at Pointe du Hoc (11.3.2-11.3.3)';
  if (!state.active.includes('coastal') || !u.activated || state.reaction) return 'the battery fires when the Coastal Defense Group is activated (11.3.3, 11.3.5)';
  if (u.acted) return 'a pillbox fires once an activation (4.6.5)';
  if (state.unpinning) return afterUnpinning(state);
  if (u.pinned) return 'a pinned unit may not fire (8.3.2)';
  if (a.ship !== 'dd' && a.ship !== 'cl') return 'only destroyer or light cruiser points (11.3.3)';
  return shipsLeft(rules, state, a.ship) > 0 ? undefined : `no ${a.ship.toUpperCase()} point left to shoot at (11.3.3)`;
}

/** 11.3.3: a d10 under the battery's anti-tank value sinks or damages one ship for the rest of the game. */
export function batteryFire(rules: Rules, state: GameState, a: Extract<Action, { type: 'battery-fire' }>, rng: Rng): GameState {
  const u = state.units[BATTERY] as UnitState;
  const at = rules.unitType(u.type).antiTank;
  const die = d10Source(a.dice, rng)();
  const hit = die < at;
  return {
    ...state,
    units: { ...state.units, [BATTERY]: { ...u, acted: true } },
    shipsLost: hit ? { ...state.shipsLost, [a.ship]: (state.shipsLost[a.ship] ?? 0) + 1 } : state.shipsLost,
    log: [...state.log, rolled(`The Pointe du Hoc battery fires at a ${SHIPS[a.ship]} point, under ${at} to hit`, [d10([die])], hit ? 'one ship lost for good' : 'miss', '11.3.3')],
  };
}
