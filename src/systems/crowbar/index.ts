import { tables } from './tables.ts';
import scenarioJson from '../../../scenarios/crowbar/pointe-du-hoc.json';
import { jProjector } from './procedures/j-projector.ts';
import { grappling } from './procedures/grappling.ts';
import { closeCombat } from './procedures/close-combat.ts';
import { openFire } from './procedures/open-fire.ts';
import { hastyFire } from './procedures/hasty-fire.ts';
import { movementDie } from './procedures/movement-die.ts';
import { systemInfo } from '../info.ts';
import { defineGame, type ScenarioData, type SystemModule } from '../types.ts';
import { checkCrowbarScenario } from './game/map.ts';
import { crowbarGame } from './game/index.ts';
import { rulesNotes, settings } from './rules-notes.ts';
import { simulator } from './sim/simulator.ts';
import { help } from './help.ts';

function checkScenario(value: unknown, file: string): ScenarioData {
  return checkCrowbarScenario(value, file) as unknown as ScenarioData;
}

export const system: SystemModule = {
  info: systemInfo('crowbar'),
  procedures: [closeCombat, openFire, grappling, jProjector, hastyFire, movementDie],
  tables,
  scenarios: [checkScenario(scenarioJson, 'scenarios/crowbar/pointe-du-hoc.json')],
  rulesNotes,
  settings,
  checkScenario,
  game: defineGame(crowbarGame),
  simulator,
  help,
};
