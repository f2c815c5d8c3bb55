import { T } from '../../../systems/bloody-beach/procedures/common.ts';
import type { MapDoc } from '../../../systems/bloody-beach/map/types.ts';
import { drawn, reconstructedList } from '../reconstructed.ts';

/** What the Bloody Beach board plays with that the rules text does not print: the map, the scenario, its tables. */
export const reconstructed = reconstructedList(Object.values(T), (map: MapDoc, scenario: unknown) => [
  drawn('The map', map),
  drawn('The scenario', scenario),
]);
