import type { AnyProcedure } from '../../../engine/index.ts';
import { artilleryTimer } from './artillery.ts';
import { mg42Confusion } from './confusion.ts';
import { germanFire } from './german-fire.ts';
import { germanMorale } from './german-morale.ts';
import { germanGrenadeBlast, usGrenadeBlast, usGrenadeScatter } from './grenades.ts';
import { handToHand } from './hand-to-hand.ts';
import { howitzerDestruction } from './howitzer.ts';
import { movement, targetCoverProcedure } from './movement.ts';
import { arrivals, fallschirmjagerEarly, fallschirmjagerEntry } from './reinforcements.ts';
import { usFire } from './us-fire.ts';
import { wound } from './wound.ts';

/** Every procedure, the five with a fixed contract first. */
export const PROCEDURES: readonly AnyProcedure[] = [
  usFire,
  germanFire,
  wound,
  germanMorale,
  usGrenadeBlast,
  usGrenadeScatter,
  germanGrenadeBlast,
  handToHand,
  mg42Confusion,
  artilleryTimer,
  fallschirmjagerEarly,
  fallschirmjagerEntry,
  arrivals,
  howitzerDestruction,
  movement,
  targetCoverProcedure,
];

export function procedureById(id: string): AnyProcedure | undefined {
  return PROCEDURES.find((p) => p.id === id);
}
