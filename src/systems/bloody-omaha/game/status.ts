/** Where the game stands, for the top bar and the "what is due now" stepper. */
import type { GameStatus } from '../../types.ts';
import { STEPS } from './turn.ts';
import type { State } from './types.ts';

function prompts(s: State): string[] {
  const p = s.pending;
  if (p) {
    switch (p.kind) {
      case 'opening': return ['Keep two of the three cards drawn; the third goes back (5.5)'];
      case 'overstack': return [`${p.square} is over-stacked: disrupt ${p.unit}, shift it along the beach, or eliminate it (6.4b)`];
      case 'event-square': return [`Nearest units tie: choose the square struck (${p.options.join(', ')}) (6.5f)`];
      case 'event-roll': return [`Roll the Random Event for ${p.square} on the ${p.terrain} table (6.5e)`];
      case 'event-result': return ['Apply the Random Event, or cancel it with a card now (14.3)'];
      case 'choose-unit': return [`${p.reason}: choose the unit to ${p.effect}`];
      case 'attack-revealed': return ['Tokens revealed: go on with the attack or call it off (IPs lost) (13.6)'];
      case 'mine': return ['Mine Field: call off, push through (4-6 disrupts a unit), or spend EPs to lift it (8.2)'];
      case 'attack-ready': return ['Play combat cards if you wish, then roll the attack (14.2)'];
      case 'advance': return ['Choose the attackers that advance into the cleared square (13.5)'];
    }
  }
  switch (s.phase) {
    case 'card-draw': return ['Draw the turn\'s free card (6.1)'];
    case 'points': return [`Assign ${s.toAssign} new IP between the 1st and 29th Divisions (7.1a)`];
    case 'drift': return [`Roll Drift for ${s.queue.join(', ')} (6.3)`];
    case 'landing': return [`Land ${s.queue.join(', ')} with a Beach Disruption roll each (6.4)`];
    case 'random-event': return ['Roll the Random Event Location: two dice (6.5)'];
    case 'activation': return [`Spend IP (1st ${s.ip['1st']}, 29th ${s.ip['29th']}, EP ${s.ep}) or end the turn (11.0)`];
    case 'over': return s.result ? [`${s.result.label}: ${s.result.vp} VP`] : [];
    default: return [];
  }
}

export function status(s: State, lastTurn: number): GameStatus {
  return {
    turn: s.turn,
    lastTurn,
    phase: s.phase,
    steps: STEPS.map((x) => ({ id: x.id, label: `${x.label} (${x.source})`, current: x.id === s.phase })),
    prompts: prompts(s),
    over: s.phase === 'over',
    ...(s.result ? { result: `${s.result.label} (${s.result.vp} VP)` } : {}),
  };
}
