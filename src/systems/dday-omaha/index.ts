import { makeContext } from '../../engine/index.ts';
import omaha from '../../../scenarios/dday-omaha/omaha.json';
import { systemInfo } from '../info.ts';
import { defineGame, type SystemModule } from '../types.ts';
import { omahaGame } from './game/index.ts';
import { help } from './help.ts';
import { checkScenario, scenarioCheck } from './scenario.ts';
import { procedures } from './procedures/index.ts';
import { rulesNotes, settings } from './rules-notes.ts';
import { tables } from './tables.ts';

const scenario = checkScenario(omaha, 'scenarios/dday-omaha/omaha.json');
/** The game, typed, for tests and the session view. */
export const omahaTyped = omahaGame(scenarioCheck(omaha, ''), () => makeContext(tables, settings));

export const system: SystemModule = {
  info: systemInfo('dday-omaha'),
  procedures,
  tables,
  scenarios: [scenario],
  rulesNotes,
  settings,
  checkScenario,
  game: defineGame(omahaTyped),
  help,
};
