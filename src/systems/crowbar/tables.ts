import { validateTable, type TableData } from '../../engine/index.ts';
import jProjectorTable from '../../../tables/crowbar/j-projector.json';
import grapplingTable from '../../../tables/crowbar/grappling.json';
import ccDiceTable from '../../../tables/crowbar/close-combat-dice.json';
import ofDiceTable from '../../../tables/crowbar/open-fire-dice.json';
import modifiersTable from '../../../tables/crowbar/combat-modifiers.json';
import constantsTable from '../../../tables/crowbar/constants.json';
import movementDiceTable from '../../../tables/crowbar/movement-dice.json';
import approachTable from '../../../tables/crowbar/invasion-approach.json';
import cardsTable from '../../../tables/crowbar/event-cards.json';
import chitsTable from '../../../tables/crowbar/event-chits.json';
import incomingTable from '../../../tables/crowbar/incoming-fire.json';
import gunsTable from '../../../tables/crowbar/gun-locations.json';
import germansTable from '../../../tables/crowbar/german-units.json';
import victoryTable from '../../../tables/crowbar/victory.json';
import performanceTable from '../../../tables/crowbar/performance.json';
import tracksTable from '../../../tables/crowbar/tracks.json';
import counterattacksTable from '../../../tables/crowbar/counterattacks.json';
import commanderHitTable from '../../../tables/crowbar/commander-hit.json';

/** Every Crowbar! table file, each checked at load with its path. */
export const TABLE_FILES: readonly (readonly [unknown, string])[] = [
  [jProjectorTable, 'tables/crowbar/j-projector.json'],
  [grapplingTable, 'tables/crowbar/grappling.json'],
  [ccDiceTable, 'tables/crowbar/close-combat-dice.json'],
  [ofDiceTable, 'tables/crowbar/open-fire-dice.json'],
  [modifiersTable, 'tables/crowbar/combat-modifiers.json'],
  [constantsTable, 'tables/crowbar/constants.json'],
  [movementDiceTable, 'tables/crowbar/movement-dice.json'],
  [approachTable, 'tables/crowbar/invasion-approach.json'],
  [cardsTable, 'tables/crowbar/event-cards.json'],
  [chitsTable, 'tables/crowbar/event-chits.json'],
  [incomingTable, 'tables/crowbar/incoming-fire.json'],
  [gunsTable, 'tables/crowbar/gun-locations.json'],
  [germansTable, 'tables/crowbar/german-units.json'],
  [victoryTable, 'tables/crowbar/victory.json'],
  [performanceTable, 'tables/crowbar/performance.json'],
  [tracksTable, 'tables/crowbar/tracks.json'],
  [counterattacksTable, 'tables/crowbar/counterattacks.json'],
  [commanderHitTable, 'tables/crowbar/commander-hit.json'],
];

export const tables: TableData[] = TABLE_FILES.map(([json, file]) => validateTable(json, file));
