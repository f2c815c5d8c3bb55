import type { OmahaScenario } from '../../../systems/bloody-omaha/scenario.ts';
import { tables } from '../../../systems/bloody-omaha/tables.ts';
import { reconstructedList } from '../reconstructed.ts';

/** What the Bloody Omaha board draws that the rules text does not print: the map (the scenario's or its own note), its tables. */
export const reconstructed = reconstructedList(
  tables.map((t) => t.id),
  (scen: OmahaScenario) => [
    { what: 'The map', provisional: scen.map.provisional || scen.provisional, note: scen.map.note ?? scen.note },
  ],
);
