import type { AnyProcedure } from '../../../engine/index.ts';
import { attack } from './attack.ts';
import { beachDisruption } from './beach-disruption.ts';
import { drift } from './drift.ts';
import { engineer } from './engineer.ts';
import { eventLocation } from './event-location.ts';
import { mineEntry } from './mine-entry.ts';
import { randomEvent } from './random-event.ts';

export const procedures: readonly AnyProcedure[] = [
  drift,
  beachDisruption,
  eventLocation,
  randomEvent,
  attack,
  engineer,
  mineEntry,
];
