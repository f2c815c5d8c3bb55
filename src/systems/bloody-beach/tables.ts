import { validateTable } from '../../engine/index.ts';
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

/** Every Bloody Beach table, checked at load. */
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
