/** Actions in words, and what each one concerns on the map. Pure: shared by the board and its tests. */
import type { GameData } from '../../../systems/bloody-omaha/game/data.ts';
import type { Action, State } from '../../../systems/bloody-omaha/game/types.ts';

/** How many d6 an action throws (typed-in dice must match this count). */
export function diceCount(a: Action): number {
  switch (a.type) {
    case 'roll-event-location':
      return 2;
    case 'drift':
    case 'land':
    case 'roll-event':
    case 'mine-push':
    case 'mine-engineer':
    case 'roll-attack':
    case 'engineer':
      return 1;
    default:
      return 0;
  }
}

function cardName(d: GameData, id: string): string {
  return d.cards.get(id)?.name ?? id;
}

function payText(pay: string | undefined): string {
  return pay ? ` (${pay} Division IP)` : '';
}

/** What an activation costs (11.1, 11.2, 11.6: 1 IP), and of which division when the player must say. */
function ipText(pay: string | undefined): string {
  return ` (1 IP${pay ? ` of the ${pay} Division` : ''})`;
}

/**
 * A short sentence for an action's button. With the game state, a unit chosen to be disrupted that is already
 * disrupted says it will be eliminated (9.0), so the player is not surprised by the loss of a unit.
 */
export function actionText(a: Action, d: GameData, s?: State): string {
  switch (a.type) {
    case 'keep-cards':
      return `Keep the other two, return "${cardName(d, a.discard)}"`;
    case 'draw-card':
      return `Draw a card${payText(a.pay)}`;
    case 'assign-ip':
      return `${a.first} IP to the 1st Division, the rest to the 29th`;
    case 'drift':
      return `Roll drift for ${a.unit}`;
    case 'drift-all':
      return 'Roll drift for the whole wave';
    case 'land':
      return `Land ${a.unit}`;
    case 'land-all':
      return 'Land the whole wave';
    case 'overstack':
      return a.choice === 'shift'
        ? `Disrupt it and shift it to ${a.to ?? '?'}`
        : a.choice === 'disrupt'
          ? 'Disrupt it'
          : 'Eliminate it';
    case 'roll-event-location':
      return 'Roll the Random Event location';
    case 'choose-event-square':
      return `The event strikes ${a.square}`;
    case 'roll-event':
      return 'Roll the Random Event';
    case 'accept-event':
      return s?.pending?.kind === 'event-result' && s.pending.effect === 'none' ? 'Go on' : 'Apply the event';
    case 'choose-unit': {
      const twice =
        s?.pending?.kind === 'choose-unit' &&
        s.pending.effect === 'disrupt' &&
        s.units.some((u) => u.id === a.unit && u.disrupted);
      return twice ? `${a.unit} takes it: eliminated, already disrupted (9.0)` : `${a.unit} takes it`;
    }
    case 'move': {
      const to = [...new Set(a.moves.map((m) => m.to))];
      return to.length === 1
        ? `Move ${a.moves.map((m) => m.unit).join(', ')} to ${to[0] ?? ''}${ipText(a.pay)}`
        : `Move ${a.moves.map((m) => `${m.unit} to ${m.to}`).join(', ')}${ipText(a.pay)}`;
    }
    case 'probe':
      return `Probe ${a.target}${ipText(a.pay)}`;
    case 'attack':
      return `Attack ${a.target} from ${a.from.join(' and ')} (${a.from.length} IP)`;
    case 'continue-attack':
      return 'Go on with the attack';
    case 'cancel-attack':
      return 'Call the attack off';
    case 'mine-push':
      return 'Push through the Mine Field';
    case 'mine-engineer':
      return `Engineers lift the mines: ${a.eps} EP`;
    case 'roll-attack':
      return 'Roll the attack';
    case 'advance':
      return a.units.length ? `Advance ${a.units.join(', ')}` : 'Stay put (no advance)';
    case 'engineer':
      return `Engineers on ${a.square}: ${a.eps} EP (${a.eps} IP)`;
    case 'undisrupt':
      return `Undisrupt ${a.unit} (1 IP)`;
    case 'return-unit':
      return `Return ${a.unit} to ${a.to} (1 IP)`;
    case 'transfer-tank':
      return `Tank joins ${a.unit}${ipText(a.pay)}`;
    case 'reinforce':
      return `Release ${a.unit} to ${a.to} (1 IP)`;
    case 'play-card':
      return `Play "${cardName(d, a.card)}" option ${a.option.toUpperCase()}${a.division ? ` for the ${a.division}` : ''}${a.unit ? ` on ${a.unit}` : ''}${a.square ? ` to ${a.square}` : ''}`;
    case 'end-turn':
      return 'End the turn';
  }
}

function unitLoc(s: State, id: string): string | undefined {
  for (const u of s.units) if (u.id === id) return u.loc;
  return undefined;
}

/**
 * The squares an action concerns: where its units stand and where it acts. A tap on any of them offers it.
 * Card plays and end-turn concern no square.
 */
export function actionSquares(a: Action, s: State): string[] {
  const out: string[] = [];
  const add = (sq: string | undefined): void => {
    if (sq && !out.includes(sq)) out.push(sq);
  };
  switch (a.type) {
    case 'drift':
    case 'land':
    case 'choose-unit':
    case 'undisrupt':
      add(unitLoc(s, a.unit));
      break;
    case 'overstack':
      if (s.pending?.kind === 'overstack') add(s.pending.square);
      add(a.to);
      break;
    case 'choose-event-square':
      add(a.square);
      break;
    case 'move':
      add(a.from);
      for (const m of a.moves) add(m.to);
      break;
    case 'probe':
      add(a.target);
      break;
    case 'attack':
      add(a.target);
      for (const f of a.from) add(f);
      break;
    case 'engineer':
      add(a.square);
      break;
    case 'return-unit':
      add(a.to);
      break;
    case 'reinforce':
      add(a.to);
      break;
    case 'transfer-tank':
      add(unitLoc(s, a.unit));
      add(s.tanks.find((t) => t.id === a.tank)?.square);
      break;
    case 'advance':
    case 'continue-attack':
    case 'cancel-attack':
    case 'mine-push':
    case 'mine-engineer':
    case 'roll-attack':
      if (s.attack) {
        add(s.attack.target);
        for (const f of s.attack.squares) add(f);
      }
      break;
    case 'roll-event':
    case 'accept-event':
      if (s.pending?.kind === 'event-roll' || s.pending?.kind === 'event-result') add(s.pending.square);
      break;
    default:
      break;
  }
  return out;
}

/** How an action relates to a square, for highlighting: its units act, it is a target, or a destination. */
export type Role = 'acts' | 'target' | 'dest';

export function squareRole(a: Action, s: State, sq: string): Role | undefined {
  switch (a.type) {
    case 'attack':
    case 'probe':
      return a.target === sq ? 'target' : a.type === 'attack' && a.from.includes(sq) ? 'acts' : undefined;
    case 'move':
      return a.from === sq ? 'acts' : a.moves.some((m) => m.to === sq) ? 'dest' : undefined;
    case 'reinforce':
    case 'return-unit':
      return a.to === sq ? 'dest' : undefined;
    case 'overstack':
      return a.to === sq ? 'dest' : actionSquares(a, s).includes(sq) ? 'acts' : undefined;
    case 'engineer':
      return a.square === sq ? 'target' : undefined;
    default:
      return actionSquares(a, s).includes(sq) ? 'acts' : undefined;
  }
}

/** The strongest role each square plays among the legal actions (target over acts over destination). */
export function highlights(actions: readonly Action[], s: State): Map<string, Role> {
  const rank: Record<Role, number> = { target: 3, acts: 2, dest: 1 };
  const out = new Map<string, Role>();
  for (const a of actions) {
    for (const sq of actionSquares(a, s)) {
      const r = squareRole(a, s, sq);
      if (!r) continue;
      const was = out.get(sq);
      if (!was || rank[r] > rank[was]) out.set(sq, r);
    }
  }
  return out;
}
