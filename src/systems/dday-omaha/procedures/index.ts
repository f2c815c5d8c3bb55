import type { AnyProcedure } from '../../../engine/index.ts';
import { attackProcedures } from './attack.ts';
import { barrageProcedures } from './barrage.ts';
import { fireProcedures } from './fire.ts';
import { germanAction } from './german-action.ts';
import { germanProcedures } from './german.ts';
import { landingProcedures } from './landing.ts';
import { usProcedures } from './us.ts';

/** German side first (the solitaire player's most frequent look-ups), then landing, US actions, attack, barrage. */
export const procedures: readonly AnyProcedure[] = [
  germanAction,
  ...fireProcedures,
  ...germanProcedures,
  ...landingProcedures,
  ...usProcedures,
  ...attackProcedures,
  ...barrageProcedures,
];
