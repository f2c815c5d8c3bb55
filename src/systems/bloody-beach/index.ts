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
import { rulesNotes, settings } from './rules-notes.ts';
import { game } from './game/index.ts';
import { help } from './help.ts';
import { systemInfo } from '../info.ts';
import type { SystemModule } from '../types.ts';
import { tables } from './tables.ts';
import { checkScenario, scenarios } from './scenario/scenarios.ts';

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
  scenarios,
  rulesNotes,
  settings,
  checkScenario,
  game,
  help,
};
