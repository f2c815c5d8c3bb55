/** Where the game stands, for the top bar and the "what is due now" stepper. */
import type { GameStatus } from '../../types.ts';
import { EFFECT_TEXT } from '../procedures/random-event.ts';
import { STEPS } from './turn.ts';
import type { State } from './types.ts';

function prompts(s: State): string[] {
  const p = s.pending;
  if (p) {
    switch (p.kind) {
      case 'opening':
        return ['Keep two of the three cards drawn; the third goes back (5.5)'];
      case 'overstack':
        return [
          `${p.square} is over-stacked: flip ${p.unit} to its disrupted side, and shift it along the beach if ${p.square} is still over the limit (6.4b)`,
        ];
      case 'event-square':
        return [`The nearest units tie: choose the square the event strikes, ${p.options.join(' or ')} (6.5f)`];
      case 'event-roll':
        return [
          `Roll the Random Event for ${p.square} on the ${p.terrain} table (${p.source === 'phase' ? '6.5e' : '8.1, 8.9'})`,
        ];
      case 'event-result':
        // nothing to cancel: the window for a cancel card (14.3) is only a tap to go on
        return [
          p.effect === 'none'
            ? `No effect in ${p.square}: the Random Event passes; go on`
            : `${EFFECT_TEXT[p.effect]} in ${p.square}: apply the Random Event, or cancel it now with a card (14.3)`,
        ];
      case 'choose-unit':
        return [
          `Choose the unit to be ${p.effect === 'pin' ? 'pinned' : p.effect === 'disrupt' ? 'disrupted' : 'eliminated'}: ${p.reason} (${p.source})`,
        ];
      case 'attack-revealed':
        return ['The tokens are revealed: go on with the attack, or call it off and lose the IP spent (13.6)'];
      case 'mine':
        return ['A Mine Field: call the attack off, push through it, or spend EPs to lift it (8.2)'];
      case 'attack-ready':
        return ['Play combat cards if you wish, then roll the attack (13.4, 14.2)'];
      case 'advance':
        return ['Choose the attackers that advance into the cleared square (13.5)'];
    }
  }
  switch (s.phase) {
    case 'card-draw':
      return ["Draw the turn's free card (6.1)"];
    case 'points':
      return [`Assign ${s.toAssign} new IP between the 1st and 29th Divisions (7.1a)`];
    case 'drift':
      return [`Roll Drift for the ${s.queue.length === 1 ? 'unit' : `${s.queue.length} units`} in the 1st Wave (6.3)`];
    case 'landing':
      return [
        `Land the ${s.queue.length === 1 ? 'unit' : `${s.queue.length} units`} of the 1st Wave, each with a Beach Disruption roll (6.4)`,
      ];
    case 'random-event':
      return ['Roll the Random Event Location: two dice (6.5)'];
    case 'activation':
      return [`Spend IP (1st ${s.ip['1st']}, 29th ${s.ip['29th']}, EP ${s.ep}) or end the turn (11.0)`];
    case 'over':
      return s.result ? [`${s.result.label}: ${s.result.vp} VP`] : [];
    default:
      return [];
  }
}

export function status(s: State, lastTurn: number): GameStatus {
  return {
    turn: s.turn,
    lastTurn,
    phase: s.phase === 'over' ? 'Game over' : `${STEPS.find((x) => x.id === s.phase)?.label ?? 'Set-up'} Phase`,
    steps: STEPS.map((x) => ({ id: x.id, label: `${x.label} (${x.source})`, current: x.id === s.phase })),
    prompts: prompts(s),
    over: s.phase === 'over',
    ...(s.result ? { result: `${s.result.label} (${s.result.vp} VP)` } : {}),
  };
}
