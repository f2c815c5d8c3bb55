import { systemInfo } from '../info.ts';
import type { SystemModule } from '../types.ts';
import { game } from './game/game.ts';
import { help } from './help.ts';
import { procedures } from './procedures/index.ts';
import { rulesNotes, settings } from './rules-notes.ts';
import { checkScenario, scenario } from './scenario.ts';
import { simulator } from './sim/simulator.ts';
import { tables } from './tables.ts';

export const system: SystemModule = {
  info: systemInfo('bloody-omaha'),
  procedures,
  tables,
  scenarios: [scenario],
  rulesNotes,
  settings,
  checkScenario,
  game,
  simulator,
  help,
};
