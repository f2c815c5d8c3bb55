import { tables } from '../../../systems/dday-omaha/tables.ts';
import type { ScenarioData } from '../../../systems/types.ts';
import { drawn, reconstructedList } from '../reconstructed.ts';

/**
 * What the D-Day board draws or plays that the digest does not print: the scenario's map, its positions and pools
 * (stand-ins for the printed counters), its tables.
 */
export const reconstructed = reconstructedList(
  tables.map((t) => t.id),
  (scenario: ScenarioData | undefined) => [
    drawn('The map', scenario?.map),
    drawn('The German positions and pools', scenario),
  ],
);
