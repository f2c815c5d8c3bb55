import { neighbors } from '../../../boards/hex/index.ts';
import { BATTERY, batteryWitness, POINTE_DU_HOC, settleBattery } from './battery.ts';
import type { Roll } from './resolve.ts';
import type { Rules } from './rules.ts';
import type { GameState, UnitState } from './state.ts';
import { view } from './view.ts';
import { said, type LogEntry } from './words.ts';

/**
 * A US unit that has come next to a face-down German position turns it face up (11.2.2), and next to Pointe du
 * Hoc makes the German roll for the battery (11.3.2), however it came there: moving, landing, retreating or
 * advancing (rules note `next-to-positions`). The battery is revealed by its roll, not before.
 */
export function usComesNextTo(rules: Rules, state: GameState, roll: Roll): GameState {
  const b = rules.board;
  const v = view(rules, state);
  let units: Record<string, UnitState> | undefined;
  const log: LogEntry[] = [];
  for (const x of v.onMap) {
    if (!x.hidden || x.side !== 'german' || x.id === BATTERY) continue;
    const seen = neighbors(b.hex(x.hex))
      .flatMap((n) => (b.inMap(n) ? v.at(b.id(n)) : []))
      .find((u) => u.side === 'us');
    if (!seen) continue;
    units ??= { ...state.units };
    units[x.id] = { ...x, hidden: false };
    log.push(said(`${x.id} at ${x.hex} turned face up: ${seen.id} came next to it (11.2.2)`));
  }
  const s = units ? { ...state, units, log: [...state.log, ...log] } : state;
  const witness = batteryWitness(rules, s);
  return witness ? settleBattery(rules, s, roll, `${witness.id} is next to ${POINTE_DU_HOC}`) : s;
}
