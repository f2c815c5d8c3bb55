import { findScenario } from '../../../systems/brecourt/game/setup.ts';
import { TABLES } from '../../../systems/brecourt/tables.ts';
import { drawn, reconstructedList } from '../reconstructed.ts';

/** What the Brécourt board shows that the rules text does not print: the scenario's roster, its tables. */
export const reconstructed = reconstructedList(
  TABLES.map((t) => t.id),
  (scenario: string) => [drawn('The roster and starting places', findScenario(scenario))],
);
