/** Which US units may support an attack (6.2, 10). */
export type SupportSituation = {
  readonly unit:
    'infantry' | 'heavy-infantry' | 'tank' | 'anti-tank' | 'anti-aircraft' | 'artillery' | 'hero' | 'naval';
  readonly inRange: boolean;
  readonly adjacentToTarget: boolean;
  readonly adjacentToAttackingInfantry: boolean;
  readonly inCommand: boolean;
  readonly attackingInfantryInCommand: boolean;
  /** Artillery: its HQ (not a General) also commands an attacking infantry. */
  readonly hqCommandsAttackingInfantry: boolean;
  readonly inUndisruptedFof: boolean;
  readonly armored: boolean;
  readonly acrossBluffOrCliff: boolean;
  readonly attackingInfantryHasRadio: boolean;
};

export function supportAllowed(s: SupportSituation): { allowed: boolean; why: string } {
  switch (s.unit) {
    case 'infantry':
      if (s.acrossBluffOrCliff)
        return { allowed: false, why: 'Only heavy infantry supports across a bluff or cliff hexside (6.2, 9.6)' };
      return s.inRange
        ? { allowed: true, why: 'Infantry in range supports (6.2)' }
        : { allowed: false, why: 'Out of range (6.2)' };
    case 'heavy-infantry':
      return s.inRange
        ? {
            allowed: true,
            why: `Heavy infantry in range supports${s.acrossBluffOrCliff ? ', even across a bluff or cliff' : ''} (6.2)`,
          }
        : { allowed: false, why: 'Out of range (6.2)' };
    case 'tank':
    case 'anti-tank':
    case 'anti-aircraft': {
      if (!s.inRange) return { allowed: false, why: 'Out of range (6.2)' };
      if (s.adjacentToTarget) return { allowed: true, why: 'Adjacent to the target (6.2)' };
      if (s.adjacentToAttackingInfantry) return { allowed: true, why: 'Adjacent to an attacking infantry (6.2)' };
      if (s.inCommand) return { allowed: true, why: 'In command of an HQ or General (6.2)' };
      if (s.attackingInfantryInCommand)
        return { allowed: true, why: 'An attacking infantry is in command of an HQ or General (6.2)' };
      return { allowed: false, why: 'Not adjacent to the target or an attacker, and no command link (6.2)' };
    }
    case 'artillery':
      if (!s.inRange) return { allowed: false, why: 'Out of range (6.2)' };
      if (s.adjacentToTarget) return { allowed: false, why: 'Artillery adjacent to the target cannot support (6.2)' };
      if (!s.hqCommandsAttackingInfantry)
        return {
          allowed: false,
          why: 'Needs an HQ (not a General) commanding both it and an attacking infantry (6.2)',
        };
      if (s.inUndisruptedFof && !s.armored)
        return { allowed: false, why: 'In the field of fire of an undisrupted German unit and not armored (6.2)' };
      return { allowed: true, why: 'Artillery support allowed (6.2)' };
    case 'hero':
      return s.adjacentToTarget || s.adjacentToAttackingInfantry
        ? { allowed: true, why: 'A hero next door gives one weapon (not FL) or +1, not both, and not cumulative (6.2)' }
        : { allowed: false, why: 'Heroes support from an adjacent hex only (6.2)' };
    case 'naval':
      return s.attackingInfantryHasRadio || s.attackingInfantryInCommand
        ? { allowed: true, why: 'Naval fire: its bonus, or the NA, AR and DE weapons (6.2)' }
        : { allowed: false, why: 'Naval fire needs an attacking infantry with a radio or in command of an HQ (6.2)' };
  }
}

/** Flanking (6.2): two attacking hexes adjacent to the target but not to each other; three when unit and Depth both require it. */
export function flanking(
  hexesNotAdjacentToEachOther: number,
  deep: boolean,
  need2: number,
  need3: number,
): { flanking: boolean; why: string } {
  const need = deep ? need3 : need2;
  return {
    flanking: hexesNotAdjacentToEachOther >= need,
    why: `Flanking needs ${need} attacking hexes${deep ? ' (unit and Depth both require it)' : ''}: ${hexesNotAdjacentToEachOther} (6.2)`,
  };
}
