import { tables } from './tables.ts';
import { jProjector } from './procedures/j-projector.ts';
import { grappling } from './procedures/grappling.ts';
import { closeCombat } from './procedures/close-combat.ts';
import { openFire } from './procedures/open-fire.ts';
import { hastyFire } from './procedures/hasty-fire.ts';
import { movementDie } from './procedures/movement-die.ts';
import { systemInfo } from '../info.ts';
import { defineGame, type SystemModule } from '../types.ts';
import { checkScenario, scenarios } from './scenario.ts';
import { crowbarGame } from './game/index.ts';
import { rulesNotes, settings } from './rules-notes.ts';
import { simulator } from './sim/simulator.ts';
import { help } from './help.ts';

export const system: SystemModule = {
  info: systemInfo('crowbar'),
  procedures: [closeCombat, openFire, grappling, jProjector, hastyFire, movementDie],
  tables,
  scenarios,
  rulesNotes,
  settings,
  checkScenario,
  game: defineGame(crowbarGame),
  simulator,
  help,
};
