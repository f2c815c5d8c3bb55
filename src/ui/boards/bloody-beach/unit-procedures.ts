import type { InputValues, ProcedureDefinition } from '../../../engine/index.ts';
import type { CounterView } from './counters.ts';

/** The procedures a unit's card offers (odds and a roll, filled in from the selection), each when it fits the unit. */
const PROCEDURES: readonly { id: string; label: string; when: (c: CounterView) => boolean }[] = [
  { id: 'bloody-beach.movement-cost', label: 'Movement cost', when: (c) => c.movement > 0 },
  { id: 'bloody-beach.small-arms-fire', label: 'Small arms fire', when: (c) => c.firepower > 0 },
  { id: 'bloody-beach.anti-tank-fire', label: 'Anti-tank fire', when: (c) => c.antiTank > 0 },
  { id: 'bloody-beach.morale-check', label: 'Morale check', when: (c) => c.morale > 0 },
  { id: 'bloody-beach.unpin', label: 'Unpin', when: (c) => c.pinned },
  {
    id: 'bloody-beach.close-combat',
    label: 'Close combat',
    when: (c) => c.unitClass !== 'hq' && c.unitClass !== 'pillbox' && c.unitClass !== 'nest',
  },
  { id: 'bloody-beach.hq-displacement', label: 'HQ displacement', when: (c) => c.unitClass === 'hq' },
];

export interface ProcedureButton {
  readonly id: string;
  readonly label: string;
}

/** The procedures that fit a unit, among those the system has. */
export function proceduresFor(unit: CounterView, has: (id: string) => boolean): ProcedureButton[] {
  return PROCEDURES.filter((p) => p.when(unit) && has(p.id)).map(({ id, label }) => ({ id, label }));
}

/** The preset values a procedure takes: only its own inputs, and only those with a value. */
export function procedureInputs(
  proc: Pick<ProcedureDefinition, 'inputs'>,
  preset: Readonly<Record<string, string | number | boolean | undefined>>,
): InputValues {
  const names = new Set(proc.inputs.map((i) => i.name));
  return Object.fromEntries(Object.entries(preset).filter(([k, v]) => names.has(k) && v !== undefined)) as InputValues;
}
