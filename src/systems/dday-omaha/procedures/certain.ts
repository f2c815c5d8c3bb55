import type { DiceGroup, OutcomeProbability } from '../../../engine/index.ts';

/** The procedures of this game read cards and tables, never dice: one outcome, with certainty. */
export const noDice = (): DiceGroup[] => [];
export function certain<O>(outcome: O): OutcomeProbability<O>[] {
  return [{ outcome, p: 1 }];
}
