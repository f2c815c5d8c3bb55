import scenarioJson from '../../../scenarios/crowbar/pointe-du-hoc.json';
import type { ScenarioData } from '../types.ts';
import { checkCrowbarScenario } from './map/grid.ts';

/** Checks a Crowbar! scenario document: the map and its features (the schema lives with the map, `game/map.ts`). */
export function checkScenario(value: unknown, file: string): ScenarioData {
  return checkCrowbarScenario(value, file);
}

/** The shipped scenario, checked at load. */
export const scenarios: ScenarioData[] = [checkScenario(scenarioJson, 'scenarios/crowbar/pointe-du-hoc.json')];
