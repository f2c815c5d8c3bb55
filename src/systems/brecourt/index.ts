import { systemInfo } from '../info.ts';
import type { SystemModule } from '../types.ts';
import { brecourtGame } from './game/index.ts';
import { HELP } from './help.ts';
import { PROCEDURES } from './procedures/index.ts';
import { RULES_NOTES } from './rules-notes.ts';
import { checkScenario, SCENARIOS } from './scenario.ts';
import { SETTINGS } from './settings.ts';
import { TABLES } from './tables.ts';

export const system: SystemModule = {
  info: systemInfo('brecourt'),
  procedures: PROCEDURES,
  tables: TABLES,
  scenarios: SCENARIOS,
  rulesNotes: RULES_NOTES,
  settings: SETTINGS,
  checkScenario,
  game: brecourtGame,
  help: HELP,
};
