import type { LastRoll, RollFor } from '../../../systems/crowbar/game/types.ts';

/** The game's most recent roll (state.lastRoll) in words and in groups of dice, for the dice tray. */

const FOR_TEXT: Readonly<Record<RollFor, string>> = {
  movement: 'Movement Die',
  reroll: 'Movement Die re-rolled',
  approach: 'Invasion Approach',
  'j-projector': 'J-Projector launch',
  grapple: 'Grappling Attempt',
  'close-combat': 'Close Combat',
  'open-fire': 'Open Fire!',
  'hasty-fire': 'Hasty Fire',
  'support-fire': 'Support Fire',
  'german-fire': 'German fire',
  'commander-hit': 'Commander Hit',
  'commander-casualty': 'Commander casualty',
  counterattack: 'Counterattack',
  'play-order': 'Order of play',
  handoff: 'Commander hand-off',
  flashlamp: 'Operation Flashlamp',
};

export interface DiceGroup {
  readonly side: 'ranger' | 'german' | 'combat';
  readonly label: string;
  /** Indexes into the roll's dice, with their faces. */
  readonly dice: readonly { readonly index: number; readonly face: number }[];
}

export function rollTitle(r: LastRoll): string {
  const what = FOR_TEXT[r.for];
  return r.col !== null ? `${what}, column ${r.col}` : what;
}

/** The Combat Dice of a roll by side (Movement Dice are drawn on the tray's own dice, so left out). */
export function combatGroups(r: LastRoll): DiceGroup[] {
  const labels = { ranger: 'Rangers', german: 'Germans', combat: 'Dice' } as const;
  const bySide = new Map<DiceGroup['side'], { index: number; face: number }[]>();
  r.dice.forEach((d, index) => {
    if (d.die !== 'ranger' && d.die !== 'german' && d.die !== 'combat') return;
    const list = bySide.get(d.die) ?? [];
    list.push({ index, face: d.face });
    bySide.set(d.die, list);
  });
  return [...bySide].map(([side, dice]) => ({ side, label: labels[side], dice }));
}

/** The roll if it is new since the one last drawn (its `seq` moved on), else undefined. */
export function freshRoll(seenSeq: number | undefined, r: LastRoll | null): LastRoll | undefined {
  return r && seenSeq !== undefined && r.seq !== seenSeq ? r : undefined;
}
