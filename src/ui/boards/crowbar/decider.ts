import type { Rules } from '../../../systems/crowbar/game/rules.ts';
import type { CrowbarState, GermanTask, Task } from '../../../systems/crowbar/game/types.ts';
import { CHOOSE } from '../../../systems/crowbar/game/status.ts';
import { isGermanTask } from '../../../systems/crowbar/game/versus.ts';
import { HIDDEN } from '../../../systems/crowbar/game/versus-view.ts';
import { chitName } from './choices.ts';
import { markerText } from './german-choices.ts';
import { capital, companyName, seatName, unitName } from '../../../systems/crowbar/game/words.ts';

/**
 * Whose decision it is now, in plain words, for the modes with more than one player at the table (R, S, T).
 * In solitaire there is only one player and the board names no one.
 */

export interface WhoDecides {
  /** Who decides: "Fox Company player", "German player", "All players". */
  readonly who: string;
  /** The seat id ('rangers', a Company in co-op, 'german'), or null when every player decides together. */
  readonly seat: string | null;
  /** Which side's screen the decision belongs on. */
  readonly side: 'ranger' | 'german';
  /** What they decide, in a few words. */
  readonly what: string;
}

function seatWho(id: string): string {
  return capital(seatName(id).replace(/^the /, ''));
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

const MARKER_CLASS: Readonly<Record<string, string>> = {
  gun: 'Gun Found!',
  trap: 'Trap',
  fortune: 'Fortunes of War',
  nothing: 'Nothing Found',
};

/** "3 Gun Found! and 3 Trap markers": the German hand by class of marker (a masked hand is only counted). */
function handWords(R: Rules, hand: readonly string[]): string {
  if (!hand.length || hand.includes(HIDDEN)) return plural(hand.length, 'marker');
  const counts = new Map<string, number>();
  for (const cls of Object.values(MARKER_CLASS)) counts.set(cls, 0);
  for (const k of hand) {
    const cls = MARKER_CLASS[R.gunByKey.get(k)?.kind ?? ''] ?? markerText(R, k);
    counts.set(cls, (counts.get(cls) ?? 0) + 1);
  }
  for (const [cls, n] of counts) if (!n) counts.delete(cls);
  const parts = [...counts].map(([cls, n]) => `${n} ${cls}`);
  const last = parts.pop();
  return `${parts.length ? `${parts.join(', ')} and ` : ''}${last} marker${hand.length === 1 ? '' : 's'}`;
}

function germanWords(R: Rules, t: GermanTask): string {
  switch (t.k) {
    case 'german-deploy':
      return `deploy HKA and MG counters (${plural(t.spaces.length, 'space')} to fill)`;
    case 'german-markers':
      return `place ${handWords(R, t.hand)} face down, unseen by the Rangers`;
    case 'german-ambush':
      return 'pick the Ranger unit the Ambush! strikes';
    case 'german-obstacle':
      return 'pick the Ranger unit that meets the Unexpected Obstacle';
    case 'german-patrol':
      return 'pick a Grenadier from the pool and the unit it patrols in front of';
    case 'german-assault':
      return 'move this Assault! unit, or hold it back';
    case 'german-commander-hit':
      return `the Commander Hit roll is ${t.roll}: pick the Commander hit`;
    case 'german-ca-target':
      return `pick the Company Counterattack ${t.number} strikes`;
    case 'german-counterattack':
      return `pick a unit from the pool and the ${companyName(t.company)} Company unit it faces`;
  }
}

/** The Ranger unit of a column by its printed name and strength ("Easy 2 (10 SP)"). */
function unitOf(g: CrowbarState, R: Rules, col: number | undefined): string {
  const r = col !== undefined ? g.rangers[col - 1] : undefined;
  return r ? unitName(r, R) : 'the unit';
}

function rangerWords(g: CrowbarState, R: Rules, t: Task, offered: ReadonlySet<string>): string {
  switch (t.k) {
    case 'flashlamp':
      return `place ${plural(t.left, 'Incoming Fire! marker')}${t.player === 'rangers' ? ', at most two a space' : ' in your zone'}`;
    case 'deploy':
      return 'swap landing craft stacks within a Company, or start the game';
    case 'approach-company':
      return 'pick the next Company to roll its Invasion Approach';
    case 'approach-assign':
      return `give each ${companyName(t.company)} landing craft one of the rolled dice`;
    case 'select':
      return 'activate one of your units';
    case 'unit':
      return `Consolidate ${unitOf(g, R, t.col)} or Press Forward`;
    case 'reroll':
      return `keep the ${t.die} die of ${unitOf(g, R, t.col)} or re-roll it`;
    case 'spend':
      return t.pool
        ? `spend or save ${plural(t.pool, 'Advance')} of ${unitOf(g, R, t.col)}`
        : `end the moves of ${unitOf(g, R, t.col)} (no Advances left)`;
    case 'cc-bonus':
      return `add the Commander or a Heroic Action to the Close Combat of ${unitOf(g, R, t.cc.col)}, or not`;
    case 'low-ammo':
      return 'use the Supplies or fire with Low Ammo';
    case 'fire':
      return `pick a target for the Open Fire! of ${unitOf(g, R, t.firers[0])}, or hold fire`;
    case 'chit-offer':
      return `use the ${chitName(R, t.key)} chit, give it to another player, or let it go`;
    case 'choose': {
      const [event, pick] = CHOOSE[t.purpose];
      return `${pick} (${event}${t.seat !== undefined ? ', the Event chit handed over' : ''})`;
    }
    case 'attach':
      return 'attach the Commander to one of your units';
    case 'end-turn':
      if (offered.has('rudder-handoff')) return 'agree who takes Rudder, or roll two dice each for him (R-7)';
      if (offered.has('slater-handoff')) return 'agree who takes Slater, or roll two dice each for him (S-8)';
      return 'finish the End Turn Phase';
    default:
      return 'decide';
  }
}

/**
 * Who decides now (the game's own `decider`) and what; `offered` are the legal action types. Solitaire names
 * no one; a German decision is worded for the German player's screen.
 */
export function deciderNow(g: CrowbarState, R: Rules, offered: ReadonlySet<string>): WhoDecides | undefined {
  const d = g.decider;
  const t = g.stack[g.stack.length - 1];
  if (!d || !t || g.phase === 'over') return undefined;
  if (d.side === 'german' && isGermanTask(t)) {
    const who = d.seat === 'german' || d.seat === null ? 'German player' : `${seatWho(d.seat)}, for the Germans`;
    return { who, seat: d.seat, what: germanWords(R, t), side: 'german' };
  }
  if (d.seat === 'rangers' && g.mode === 'solitaire' && !g.versus) return undefined;
  const who = d.seat === null ? 'All players' : d.seat === 'rangers' ? 'Ranger player' : seatWho(d.seat);
  return { who, seat: d.seat, what: rangerWords(g, R, t, offered), side: 'ranger' };
}
