import { obj, str, literal, SchemaError } from '../../../engine/index.ts';
import efficiencyJson from '../../../../tables/bloody-beach/efficiency-check.json';
import terrainJson from '../../../../tables/bloody-beach/terrain.json';
import constantsJson from '../../../../tables/bloody-beach/constants.json';
import unitTypesJson from '../../../../tables/bloody-beach/unit-types.json';
import assetTypesJson from '../../../../tables/bloody-beach/asset-types.json';
import reinforcementsJson from '../../../../tables/bloody-beach/german-reinforcements.json';
import mapJson from '../../../../scenarios/bloody-beach/map.json';
import geographyJson from '../../../../scenarios/bloody-beach/geography.json';
import omahaJson from '../../../../scenarios/bloody-beach/omaha.json';
import { checkScenarioDoc } from './check-scenario.ts';
import { checkMap } from '../map/check-map.ts';
import type { ScenarioData } from '../../types.ts';

const terrainKeys = terrainJson.rows.map((r) => r.key);

const geographyShape = obj(
  { id: str({ min: 1 }), system: literal('bloody-beach'), title: str({ min: 1 }), kind: literal('geography') },
  { open: true },
);

/** Checks any bloody-beach scenario document by its `kind`: the map, the geography anchors, or the battle setup. */
export function checkScenario(value: unknown, file: string): ScenarioData {
  const kind = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).kind : undefined;
  if (kind === 'map') return checkMap(value, file, terrainKeys) as unknown as ScenarioData;
  if (kind === 'geography') return geographyShape(value, '');
  if (kind === 'scenario') {
    return checkScenarioDoc(value, file, {
      unitTypes: unitTypesJson.rows.map((r) => r.key),
      assetTypes: assetTypesJson.rows.map((r) => r.key),
      reinforcementGroups: reinforcementsJson.rows.map((r) => r.key),
      ratingRows: efficiencyJson.rows.map((r) => r.key),
      constantRows: constantsJson.rows.map((r) => r.key),
    }) as unknown as ScenarioData;
  }
  throw new SchemaError('.kind', `one of "map", "geography", "scenario", got ${JSON.stringify(kind)}`, file);
}

/** The shipped documents: the map, the geography anchors and the Omaha battle. */
export const scenarios: ScenarioData[] = [
  checkScenario(mapJson, 'scenarios/bloody-beach/map.json'),
  checkScenario(geographyJson, 'scenarios/bloody-beach/geography.json'),
  checkScenario(omahaJson, 'scenarios/bloody-beach/omaha.json'),
];
