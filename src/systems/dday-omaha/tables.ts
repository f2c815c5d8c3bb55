import { validateTable, type TableData } from '../../engine/index.ts';
import amphibious from '../../../tables/dday-omaha/amphibious.json';
import cardDraws from '../../../tables/dday-omaha/card-draws.json';
import artilleryPriority from '../../../tables/dday-omaha/artillery-priority.json';
import depthPools from '../../../tables/dday-omaha/depth-pools.json';
import engineerClearing from '../../../tables/dday-omaha/engineer-clearing.json';
import firePriority from '../../../tables/dday-omaha/fire-priority.json';
import freeActions from '../../../tables/dday-omaha/free-actions.json';
import germanActions from '../../../tables/dday-omaha/german-actions.json';
import germanDefense from '../../../tables/dday-omaha/german-defense.json';
import germanFireResults from '../../../tables/dday-omaha/german-fire-results.json';
import mines from '../../../tables/dday-omaha/mines.json';
import rules from '../../../tables/dday-omaha/rules.json';
import usArrivals from '../../../tables/dday-omaha/us-arrivals.json';
import usAttack from '../../../tables/dday-omaha/us-attack.json';
import usBarrage from '../../../tables/dday-omaha/us-barrage.json';
import usBarrageColumns from '../../../tables/dday-omaha/us-barrage-columns.json';
import usMove from '../../../tables/dday-omaha/us-move.json';
import usUnitTypes from '../../../tables/dday-omaha/us-unit-types.json';
import usWeapons from '../../../tables/dday-omaha/us-weapons.json';
import weaponCodes from '../../../tables/dday-omaha/weapon-codes.json';
import tide from '../../../tables/dday-omaha/tide.json';

/** Every table of the game, each checked against the table schema with its file path. */
export const tables: readonly TableData[] = [
  validateTable(amphibious, 'tables/dday-omaha/amphibious.json'),
  validateTable(cardDraws, 'tables/dday-omaha/card-draws.json'),
  validateTable(artilleryPriority, 'tables/dday-omaha/artillery-priority.json'),
  validateTable(depthPools, 'tables/dday-omaha/depth-pools.json'),
  validateTable(engineerClearing, 'tables/dday-omaha/engineer-clearing.json'),
  validateTable(firePriority, 'tables/dday-omaha/fire-priority.json'),
  validateTable(freeActions, 'tables/dday-omaha/free-actions.json'),
  validateTable(germanActions, 'tables/dday-omaha/german-actions.json'),
  validateTable(germanDefense, 'tables/dday-omaha/german-defense.json'),
  validateTable(germanFireResults, 'tables/dday-omaha/german-fire-results.json'),
  validateTable(mines, 'tables/dday-omaha/mines.json'),
  validateTable(rules, 'tables/dday-omaha/rules.json'),
  validateTable(usArrivals, 'tables/dday-omaha/us-arrivals.json'),
  validateTable(usAttack, 'tables/dday-omaha/us-attack.json'),
  validateTable(usBarrage, 'tables/dday-omaha/us-barrage.json'),
  validateTable(usBarrageColumns, 'tables/dday-omaha/us-barrage-columns.json'),
  validateTable(usMove, 'tables/dday-omaha/us-move.json'),
  validateTable(usUnitTypes, 'tables/dday-omaha/us-unit-types.json'),
  validateTable(usWeapons, 'tables/dday-omaha/us-weapons.json'),
  validateTable(weaponCodes, 'tables/dday-omaha/weapon-codes.json'),
  validateTable(tide, 'tables/dday-omaha/tide.json'),
];
