import type { AnyProcedure } from '../../../engine/index.ts';
import { germanAction } from './german-action.ts';

export const procedures: readonly AnyProcedure[] = [germanAction];
