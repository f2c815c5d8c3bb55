import { isInfantry, isLeader, type UnitType } from './units.ts';

/** Whether a US unit controls a hex next to it (2): infantry with enough steps (`controlSteps`, the rules table) and tanks do; high ground controls the beach, pavillon or draw below, not the reverse. */
export function controlsAdjacent(
  type: UnitType,
  steps: number,
  fromHighGround: boolean,
  adjacentLowGround: boolean,
  adjacentIsHighGround: boolean,
  fromLowGround: boolean,
  controlSteps: number,
): { controls: boolean; why: string } {
  if (type === 'general') return { controls: false, why: 'Generals control no hex (2)' };
  if (fromHighGround && adjacentLowGround)
    return { controls: true, why: 'From high ground it controls the beach, pavillon or draw hexes next to it (2)' };
  if (isLeader(type)) return { controls: false, why: 'An HQ controls only its own hex (2)' };
  if (fromLowGround && adjacentIsHighGround)
    return { controls: false, why: 'From below it does not control the high ground next to it (2)' };
  if (type === 'tank') return { controls: true, why: 'Tanks control the six hexes around them (2)' };
  if (isInfantry(type) && steps >= controlSteps)
    return { controls: true, why: `Infantry of ${controlSteps}+ steps controls the six hexes around it (2)` };
  if (isInfantry(type))
    return { controls: false, why: `Infantry of fewer than ${controlSteps} steps controls only its own hex (2)` };
  return { controls: false, why: 'Only its own hex (2)' };
}

/** German communication (2): a path to an exit hex A-G free of US-controlled, rough, beach and beach-side pavillon hexes; an occupied Reinforcement position may cross one adjacent US-controlled bocage hex. */
export function communication(
  pathFree: boolean,
  onlyThroughOneAdjacentUsBocage: boolean,
  occupiedReinforcement: boolean,
): { inCommunication: boolean; why: string } {
  if (pathFree) return { inCommunication: true, why: 'A clear path to an exit hex A-G (2)' };
  if (onlyThroughOneAdjacentUsBocage && occupiedReinforcement)
    return {
      inCommunication: true,
      why: 'An occupied Reinforcement position traces through one adjacent US-held bocage hex (2)',
    };
  return {
    inCommunication: false,
    why: 'US-controlled, rough, beach or beach-side pavillon hexes block every path to an exit (2)',
  };
}
