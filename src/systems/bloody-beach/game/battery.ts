import { distance } from '../../../boards/hex/index.ts';
import { numberCell } from '../../../engine/index.ts';
import { T } from '../procedures/common.ts';
import { batteryFire as batteryFireProcedure, pointeDuHocBattery } from '../procedures/special.ts';
import { resolveRoll, rolledDice, type Roll, type RollPlan } from './resolve.ts';
import type { Rules } from './rules.ts';
import { type Action, type GameState, unitOf, type UnitState } from './state.ts';
import { afterUnpinning } from './unpin.ts';
import { rolled, SHIPS } from './words.ts';

export const BATTERY = 'de-pdh';
export const POINTE_DU_HOC = '2003';

export const BATTERY_ROLL: RollPlan = { proc: pointeDuHocBattery, inputs: {} };

/** 11.3.2: the battery roll; in place, or the counter turns to its resistance nest side. */
export function settleBattery(rules: Rules, state: GameState, roll: Roll, why: string): GameState {
  const u = state.units[BATTERY];
  const r = resolveRoll(rules, BATTERY_ROLL, roll);
  const present = r.outcome.present === true;
  const units = u
    ? { ...state.units, [BATTERY]: { ...u, hidden: false, ...(present ? {} : { type: 'de-nest' }) } }
    : state.units;
  return {
    ...state,
    units,
    battery: present ? 'present' : 'gone',
    log: [
      ...state.log,
      rolled(
        `Pointe du Hoc battery, ${why}`,
        rolledDice(r),
        present ? 'the guns are there' : 'the guns were moved inland; the counter is a resistance nest',
        '11.3.2',
      ),
    ],
  };
}

/** The US unit next to Pointe du Hoc that makes the battery roll, while the question is open (11.3.2). */
export function batteryWitness(rules: Rules, state: GameState): UnitState | undefined {
  if (state.battery !== 'unknown' || state.units[BATTERY]?.status !== 'map') return undefined;
  const b = rules.board;
  const pdh = b.hex(POINTE_DU_HOC);
  return Object.values(state.units).find(
    (u) => u.side === 'us' && u.status === 'map' && u.hex !== null && distance(b.hex(u.hex), pdh) === 1,
  );
}

/** Naval points of a kind the US still has this turn: the turn's allotment, less ships lost for good and points used (5.4.1, 11.3.3). */
export function shipsLeft(rules: Rules, state: GameState, ship: string): number {
  const total = numberCell(rules.ctx.table(T.support), ship, state.turn >= 2 ? 'turn2' : 'turn1');
  return total - (state.shipsLost[ship] ?? 0) - (state.supportUsed[ship] ?? 0);
}

export function checkBatteryFire(
  rules: Rules,
  state: GameState,
  a: Extract<Action, { type: 'battery-fire' }>,
): string | undefined {
  const u = state.units[BATTERY];
  if (state.battery !== 'present' || !u || u.status !== 'map')
    return 'the battery must be in place at Pointe du Hoc (11.3.2-11.3.3)';
  if (!state.active.includes('coastal') || !u.activated || state.reaction)
    return 'the battery fires when the Coastal Defense Group is activated (11.3.3, 11.3.5)';
  if (u.acted) return 'a pillbox fires once an activation (4.6.5)';
  if (state.unpinning) return afterUnpinning(state);
  if (u.pinned) return 'a pinned unit may not fire (8.3.2)';
  if (a.ship !== 'dd' && a.ship !== 'cl') return 'only destroyer or light cruiser points (11.3.3)';
  return shipsLeft(rules, state, a.ship) > 0 ? undefined : `no ${a.ship.toUpperCase()} point left to shoot at (11.3.3)`;
}

/** The battery's roll at a ship point: its anti-tank value (11.3.3). */
export function batteryFireRoll(rules: Rules, state: GameState, ship: 'dd' | 'cl'): RollPlan {
  const u = unitOf(state, BATTERY);
  return {
    proc: batteryFireProcedure,
    inputs: { antiTank: rules.unitType(u.type).antiTank, target: ship, firingOnRangers: false },
  };
}

/** 11.3.3: a d10 under the battery's anti-tank value sinks or damages one ship for the rest of the game. */
export function batteryFire(
  rules: Rules,
  state: GameState,
  a: Extract<Action, { type: 'battery-fire' }>,
  roll: Roll,
): GameState {
  const u = unitOf(state, BATTERY);
  const r = resolveRoll(rules, batteryFireRoll(rules, state, a.ship), roll);
  const at = Number(r.inputs.antiTank);
  const hit = r.outcome.shipLost === true;
  return {
    ...state,
    units: { ...state.units, [BATTERY]: { ...u, acted: true } },
    shipsLost: hit ? { ...state.shipsLost, [a.ship]: (state.shipsLost[a.ship] ?? 0) + 1 } : state.shipsLost,
    log: [
      ...state.log,
      rolled(
        `The Pointe du Hoc battery fires at a ${SHIPS[a.ship]} point, under ${at} to hit`,
        rolledDice(r),
        hit ? 'one ship lost for good' : 'miss',
        '11.3.3',
      ),
    ],
  };
}
