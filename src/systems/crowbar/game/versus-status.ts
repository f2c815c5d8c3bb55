import type { Task } from './types.ts';
import { companyName } from './words.ts';
import { isGermanTask } from './versus.ts';

/** The status line of a German decision: who decides and what, never what the secret markers are. */
export function germanPrompt(t: Task): string {
  if (!isGermanTask(t)) return '';
  const who =
    t.seat === 'german'
      ? 'German player'
      : `${t.seat.charAt(0).toUpperCase()}${t.seat.slice(1)} player, for the Germans`;
  switch (t.k) {
    case 'german-deploy':
      return `${who}: deploy HKA and MG units (${t.spaces.length} space${t.spaces.length === 1 ? '' : 's'} left)`;
    case 'german-markers':
      return `${who}: place ${t.hand.length} marker${t.hand.length === 1 ? '' : 's'} face down, in secret`;
    case 'german-ambush':
      return `${who}: pick the Ranger unit the Ambush! strikes`;
    case 'german-obstacle':
      return `${who}: pick the Ranger unit that meets the Unexpected Obstacle`;
    case 'german-patrol':
      return `${who}: pick a Grenadier from the pool and where the patrol appears`;
    case 'german-assault':
      return `${who}: move this Assault! unit or hold it back`;
    case 'german-commander-hit':
      return `${who}: Commander Hit rolled ${t.roll}; pick the Commander hit`;
    case 'german-ca-target':
      return `${who}: pick the Company Counterattack ${t.number} strikes`;
    case 'german-counterattack':
      return `${who}: pick a Counterattack unit from the pool and the ${companyName(t.company)} Company unit it faces`;
  }
}
