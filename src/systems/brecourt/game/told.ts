import type { ToldBody } from '../../../engine/index.ts';
import { weaponWords } from './words.ts';
import type { BrecourtState, Figure } from './types.ts';

/** Adds what happened, in words, to what the current action says. */
export function say(state: BrecourtState, told: ToldBody | string): BrecourtState {
  return { ...state, said: [...state.said, typeof told === 'string' ? { text: told } : told] };
}

/** Names joined as a person says them: "A", "A and B", "A, B and C". */
export function names(list: readonly string[]): string {
  if (list.length <= 1) return list[0] ?? '';
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

/** What a roll is for, by the printed names of who rolls and at whom. */
export interface RollParties {
  readonly procedure: string;
  readonly actor?: Figure;
  readonly targets: readonly Figure[];
  /** The German grenade going off: its thrower. */
  readonly thrower?: Figure;
  readonly gunName?: string;
  readonly entryGroup?: number;
}

/** "1st Lt Richard Winters fires his rifle at Grenadier 1": who rolls for what, for the log and the board. */
export function aboutRoll(p: RollParties, state: BrecourtState): string {
  const who = p.actor?.name ?? '';
  const at = names(p.targets.map((t) => t.name));
  switch (p.procedure) {
    case 'brecourt.us-fire':
      return `${who} fires his ${p.actor ? weaponWords(p.actor.weapon) : 'weapon'}${at ? ` at ${at}` : ''}`;
    case 'brecourt.german-fire': {
      const confused = p.actor?.confusion?.turn === state.turn && p.actor.confusion.onFriends;
      return `${who}${confused ? ', confused,' : ''} fires his ${p.actor ? weaponWords(p.actor.weapon) : 'weapon'}${at ? ` at ${at}` : ''}${confused ? ' on his own side' : ''}`;
    }
    case 'brecourt.wound':
      return `Wound roll for ${at || who}`;
    case 'brecourt.german-morale':
      return `${who || at} tests morale`;
    case 'brecourt.us-grenade-scatter':
      return `${who} throws a grenade`;
    case 'brecourt.us-grenade-blast':
      return `${who ? `${who}'s grenade` : 'A grenade'} goes off${at ? ` on ${at}` : ', catching nobody'}`;
    case 'brecourt.german-grenade-blast':
      return `The German grenade${p.thrower ? ` from ${p.thrower.name}` : ''} goes off${at ? ` on ${at}` : ', catching nobody'}`;
    case 'brecourt.hand-to-hand': {
      const all = [p.actor, ...p.targets].filter((f): f is Figure => f !== undefined);
      const us = names(all.filter((f) => f.side === 'us').map((f) => f.name));
      const de = names(all.filter((f) => f.side === 'german').map((f) => f.name));
      return us && de ? `${us} and ${de} fight hand to hand` : 'Hand to hand';
    }
    case 'brecourt.mg42-confusion':
      return `${who || 'An MG42'} rolls for confusion before firing`;
    case 'brecourt.artillery-timer':
      return 'The howitzers roll for when they next fire';
    case 'brecourt.fallschirmjager-early':
      return 'The Germans roll for the Fallschirmjäger to come early';
    case 'brecourt.fallschirmjager-entry':
      return `Where Fallschirmjäger group ${p.entryGroup ?? 1} comes on`;
    case 'brecourt.arrivals':
      return 'Who arrives now the guns are falling';
    case 'brecourt.howitzer-destruction':
      return `${who} sets the charge on ${p.gunName ?? 'a howitzer'}`;
    case 'brecourt.movement':
      return `${who ? `${who}'s` : 'A'} movement allowance`;
    case 'brecourt.target-cover':
      return `The cover of ${at || who || 'the target'}`;
    default:
      return who || at || 'A roll';
  }
}
