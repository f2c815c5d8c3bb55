import { obj, str, literal, SchemaError, validateTable } from '../../engine/index.ts';
import efficiencyJson from '../../../tables/bloody-beach/efficiency-check.json';
import terrainJson from '../../../tables/bloody-beach/terrain.json';
import smallArmsJson from '../../../tables/bloody-beach/small-arms.json';
import antiTankJson from '../../../tables/bloody-beach/anti-tank.json';
import closeCombatJson from '../../../tables/bloody-beach/close-combat.json';
import driftJson from '../../../tables/bloody-beach/drift.json';
import specialHitsJson from '../../../tables/bloody-beach/special-hits.json';
import constantsJson from '../../../tables/bloody-beach/constants.json';
import victoryJson from '../../../tables/bloody-beach/victory.json';
import supportJson from '../../../tables/bloody-beach/support.json';
import unitTypesJson from '../../../tables/bloody-beach/unit-types.json';
import assetTypesJson from '../../../tables/bloody-beach/asset-types.json';
import reinforcementsJson from '../../../tables/bloody-beach/german-reinforcements.json';
import mapJson from '../../../scenarios/bloody-beach/map.json';
import geographyJson from '../../../scenarios/bloody-beach/geography.json';
import omahaJson from '../../../scenarios/bloody-beach/omaha.json';
import { checkScenarioDoc } from './scenario/check-scenario.ts';
import { efficiencyCheck } from './procedures/efficiency-check.ts';
import { initiativeRoll } from './procedures/initiative.ts';
import {
  activateWithoutSupply,
  activationCost,
  assetRecovery,
  assetTransfer,
  supplyTransfer,
} from './procedures/command.ts';
import { movementAllowanceProcedure, movementCostProcedure, stacking } from './procedures/movement.ts';
import { smallArmsFire } from './procedures/small-arms-fire.ts';
import { antiTankFire } from './procedures/anti-tank-fire.ts';
import { moraleCheck, unpin } from './procedures/morale-check.ts';
import { hqDisplacement, retreatProcedure } from './procedures/aftermath.ts';
import { closeCombat } from './procedures/close-combat.ts';
import { navalSupport } from './procedures/naval-support.ts';
import { airInterdiction } from './procedures/support-fire.ts';
import { landing } from './procedures/landing.ts';
import { batteryFire, germanReinforcement, pointeDuHocBattery, specialHit } from './procedures/special.ts';
import { turnTwoSupply, victoryProcedure } from './procedures/victory.ts';
import { checkMap } from './map/check-map.ts';
import { rulesNotes, settings } from './rules-notes.ts';
import { game } from './game/index.ts';
import { help } from './help.ts';
import { systemInfo } from '../info.ts';
import type { ScenarioData, SystemModule } from '../types.ts';

export const tables = [
  validateTable(efficiencyJson, 'tables/bloody-beach/efficiency-check.json'),
  validateTable(terrainJson, 'tables/bloody-beach/terrain.json'),
  validateTable(smallArmsJson, 'tables/bloody-beach/small-arms.json'),
  validateTable(antiTankJson, 'tables/bloody-beach/anti-tank.json'),
  validateTable(closeCombatJson, 'tables/bloody-beach/close-combat.json'),
  validateTable(driftJson, 'tables/bloody-beach/drift.json'),
  validateTable(specialHitsJson, 'tables/bloody-beach/special-hits.json'),
  validateTable(constantsJson, 'tables/bloody-beach/constants.json'),
  validateTable(victoryJson, 'tables/bloody-beach/victory.json'),
  validateTable(supportJson, 'tables/bloody-beach/support.json'),
  validateTable(unitTypesJson, 'tables/bloody-beach/unit-types.json'),
  validateTable(assetTypesJson, 'tables/bloody-beach/asset-types.json'),
  validateTable(reinforcementsJson, 'tables/bloody-beach/german-reinforcements.json'),
];

const terrainKeys = terrainJson.rows.map((r) => r.key);

const geographyShape = obj(
  { id: str({ min: 1 }), system: literal('bloody-beach'), title: str({ min: 1 }), kind: literal('geography') },
  { open: true },
);

/** Checks any bloody-beach scenario document by its `kind`: the map, the geography anchors, or the battle setup. */
export function checkScenario(value: unknown, file: string): ScenarioData {
  const kind = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).kind : undefined;
  if (kind === 'map') return checkMap(value, file, terrainKeys) as unknown as ScenarioData;
  if (kind === 'geography') return geographyShape(value, '') as unknown as ScenarioData;
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

export const system: SystemModule = {
  info: systemInfo('bloody-beach'),
  procedures: [
    efficiencyCheck,
    initiativeRoll,
    supplyTransfer,
    assetTransfer,
    assetRecovery,
    activationCost,
    activateWithoutSupply,
    movementAllowanceProcedure,
    movementCostProcedure,
    stacking,
    smallArmsFire,
    antiTankFire,
    moraleCheck,
    unpin,
    retreatProcedure,
    closeCombat,
    hqDisplacement,
    navalSupport,
    airInterdiction,
    landing,
    specialHit,
    pointeDuHocBattery,
    batteryFire,
    germanReinforcement,
    victoryProcedure,
    turnTwoSupply,
  ],
  tables,
  scenarios: [
    checkScenario(mapJson, 'scenarios/bloody-beach/map.json'),
    checkScenario(geographyJson, 'scenarios/bloody-beach/geography.json'),
    checkScenario(omahaJson, 'scenarios/bloody-beach/omaha.json'),
  ],
  rulesNotes,
  settings,
  checkScenario,
  game,
  help,
};
