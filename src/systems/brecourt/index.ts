import { systemInfo } from '../registry.ts';
import type { SystemModule } from '../types.ts';
import { artilleryTimer } from './procedures/artillery.ts';
import { mg42Confusion } from './procedures/confusion.ts';
import { germanFire } from './procedures/german-fire.ts';
import { germanMorale } from './procedures/german-morale.ts';
import { germanGrenadeBlast, usGrenadeBlast, usGrenadeScatter } from './procedures/grenades.ts';
import { handToHand } from './procedures/hand-to-hand.ts';
import { howitzerDestruction } from './procedures/howitzer.ts';
import { movement, targetCoverProcedure } from './procedures/movement.ts';
import { arrivals, fallschirmjagerEarly, fallschirmjagerEntry } from './procedures/reinforcements.ts';
import { usFire } from './procedures/us-fire.ts';
import { wound } from './procedures/wound.ts';
import { RULES_NOTES } from './rules-notes.ts';
import { SETTINGS } from './settings.ts';
import { TABLES } from './tables.ts';

export const PROCEDURES = [
  usFire,
  germanFire,
  wound,
  germanMorale,
  usGrenadeScatter,
  usGrenadeBlast,
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

export const system: SystemModule = {
  info: systemInfo('brecourt'),
  procedures: PROCEDURES,
  tables: TABLES,
  scenarios: [],
  rulesNotes: RULES_NOTES,
  settings: SETTINGS,
};
