/**
 * What a selected square offers: every legal action that concerns it, and the actions its units would have
 * were they allowed, each with the reason check() gives for refusing it. Pure, so it is tested without a DOM.
 */
import type { GameData } from '../../../systems/bloody-omaha/game/data.ts';
import { BOX, ELIMINATED, OFF_MAP, type Action, type State } from '../../../systems/bloody-omaha/game/types.ts';
import { actionSquares, actionText, diceCount, squareRole } from './describe.ts';

export interface Offer {
  readonly key: string;
  readonly action: Action;
  readonly label: string;
  readonly legal: boolean;
  /** Why it is refused (check()'s words), for illegal offers. */
  readonly reason?: string;
}

export type Check = (a: Action) => string | undefined;

const keyOf = (a: Action): string => JSON.stringify(a);

function isLand(d: GameData, sq: string): boolean {
  return d.map.land.has(sq);
}

/** The actions this square's units (or the square itself) would have in the Activation Phase, legal or not. */
export function candidates(sq: string, s: State, d: GameData): Action[] {
  const out: Action[] = [];
  const q = d.map.byId.get(sq);
  if (!q) return out;
  const here = s.units.filter((u) => u.loc === sq);
  const tokens = s.tokens[sq] ?? [];
  if (isLand(d, sq) && here.length) {
    const movers = here.filter((u) => !u.pinned);
    const moving = (movers.length ? movers : here).map((u) => u.id);
    for (const n of q.adjacent) {
      if (!isLand(d, n)) continue;
      const there = s.tokens[n] ?? [];
      if (there.length) {
        out.push({ type: 'attack', target: n, from: [sq] });
        if (there.some((t) => !t.revealed)) out.push({ type: 'probe', target: n });
      } else out.push({ type: 'move', from: sq, moves: moving.map((unit) => ({ unit, to: n })) });
    }
    for (const u of here) if (u.disrupted) out.push({ type: 'undisrupt', unit: u.id });
    for (const t of s.tanks)
      if (t.unit === null || !here.some((u) => u.id === t.unit))
        for (const u of here) out.push({ type: 'transfer-tank', tank: t.id, unit: u.id });
  }
  if (tokens.length) {
    const from = q.adjacent.filter((n) => isLand(d, n) && s.units.some((u) => u.loc === n && !u.pinned));
    if (from.length) out.push({ type: 'attack', target: sq, from });
    if (tokens.some((t) => !t.revealed)) out.push({ type: 'probe', target: sq });
  }
  const obstacle = sq in s.gaps && !s.gaps[sq];
  if (obstacle || tokens.some((t) => t.revealed && t.face === 'mine'))
    out.push({ type: 'engineer', square: sq, eps: 1 });
  if (q.terrain === 'reinforcement-sea') {
    for (const u of s.units) {
      if (u.loc !== BOX) continue;
      const div = d.units[d.unitIndex.get(u.id) ?? -1]?.division;
      if (d.scen.divisions.find((x) => x.id === div)?.seaSquares.includes(sq))
        out.push({ type: 'reinforce', unit: u.id, to: sq });
    }
  }
  if (q.terrain === 'beach')
    for (const u of s.units)
      if (u.loc === ELIMINATED || u.loc === OFF_MAP) out.push({ type: 'return-unit', unit: u.id, to: sq });
  return out;
}

/** Actions resolved in the Now panel (a roll with its odds, or a step of an attack), never as a square's button. */
function inNowPanel(a: Action): boolean {
  return diceCount(a) > 0 || a.type === 'continue-attack' || a.type === 'cancel-attack' || a.type === 'advance';
}

/**
 * Whether an action belongs to what is being looked at: with a second square chosen, the actions between the
 * two; with one, the actions done to it (a target, a destination) or in it alone. Actions its units take on
 * another square wait for that square to be tapped.
 */
function concerns(a: Action, s: State, d: GameData, sel: string, target: string): boolean {
  const sqs = actionSquares(a, s);
  // a probe names only its target, but it is what the units next to it do
  if (target && a.type === 'probe')
    return a.target === target && (d.map.byId.get(target)?.adjacent.includes(sel) ?? false);
  if (!sqs.includes(sel)) return false;
  if (target) return sqs.includes(target);
  const role = squareRole(a, s, sel);
  return sqs.length === 1 || role === 'target' || role === 'dest';
}

/**
 * The offers for the square looked at (and the second square tapped, if any): the legal actions first (in the
 * order legalActions gives them), then the other actions its units would have, refused, each with its reason.
 */
export function offersFor(
  sel: string,
  target: string,
  s: State,
  d: GameData,
  legal: readonly Action[],
  check: Check,
): Offer[] {
  const out: Offer[] = [];
  const seen = new Set<string>();
  for (const a of legal) {
    if (a.type === 'play-card' || inNowPanel(a) || !concerns(a, s, d, sel, target)) continue;
    const key = keyOf(a);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ key, action: a, label: actionText(a, d), legal: true });
  }
  if (s.phase === 'over') return out;
  for (const a of [...candidates(sel, s, d), ...(target ? candidates(target, s, d) : [])]) {
    const key = keyOf(a);
    if (seen.has(key) || inNowPanel(a) || !concerns(a, s, d, sel, target)) continue;
    seen.add(key);
    const reason = check(a);
    out.push({ key, action: a, label: actionText(a, d), legal: reason === undefined, ...(reason ? { reason } : {}) });
  }
  return out;
}

/** Why nothing can be done with a square now, in one sentence with its section. */
export function idleReason(sel: string, s: State, d: GameData, related: number): string {
  const q = d.map.byId.get(sel);
  if (s.phase === 'over') return 'The game is over (3.1).';
  if (s.pending || s.phase !== 'activation')
    return 'Squares are acted on in the Activation Phase; the step due now is in the Now panel (6.0).';
  if (related > 0) return 'Tap a highlighted square next to it to move, attack or probe there (11.1-11.3).';
  if (q && !isLand(d, sel))
    return q.terrain === 'reinforcement-sea'
      ? 'Units enter the Reinforcement Sea from the holding box for 1 IP (11.7); none of that division waits now.'
      : 'Units afloat only move up with the waves and land in the Landing Phase (6.4).';
  if (!s.units.some((u) => u.loc === sel)) return 'No US unit is here, and none next to it can act on it (11.1-11.3).';
  return 'These units have no legal action now: the reasons are under "Not allowed now".';
}

export type FormKind = 'move-split' | 'attack' | 'engineer';

/**
 * The small forms a square offers, for the choices legalActions lists only by example: how a stack splits
 * between squares, which squares join an attack and which division pays, how EPs are paid in IP.
 */
export function formsFor(sq: string, s: State, d: GameData, legal: readonly Action[]): FormKind[] {
  const out: FormKind[] = [];
  const movable = s.units.filter((u) => u.loc === sq && !u.pinned).length;
  if (movable >= 2 && legal.some((a) => a.type === 'move' && a.from === sq)) out.push('move-split');
  // The attack form adds something only where squares may join or a payer may be chosen.
  const targets = (s.tokens[sq]?.length ?? 0) > 0 ? [sq] : attackTargets(sq, s, d);
  const richer = targets.some((t) => {
    const from = attackSources(t, s, d);
    return from.length > 1 || from.some((f) => poolsPresent(f, s, d).length > 1);
  });
  if (richer && legal.some((a) => a.type === 'attack' && (a.target === sq || a.from.includes(sq)))) out.push('attack');
  if (legal.some((a) => a.type === 'engineer' && a.square === sq)) out.push('engineer');
  return out;
}

/** Squares next to a target holding units that may attack it (unpinned units on land). */
export function attackSources(target: string, s: State, d: GameData): string[] {
  return (d.map.byId.get(target)?.adjacent ?? []).filter(
    (n) => isLand(d, n) && s.units.some((u) => u.loc === n && !u.pinned),
  );
}

/** Token squares next to a square of attackers. */
export function attackTargets(from: string, s: State, d: GameData): string[] {
  return (d.map.byId.get(from)?.adjacent ?? []).filter((n) => isLand(d, n) && (s.tokens[n]?.length ?? 0) > 0);
}

/** The division tracks present in a square (who may pay for its activation, 12.0). */
export function poolsPresent(sq: string, s: State, d: GameData): ('1st' | '29th')[] {
  const pools = new Set<'1st' | '29th'>();
  for (const u of s.units) if (u.loc === sq) pools.add(d.units[d.unitIndex.get(u.id) ?? -1]?.pool ?? '1st');
  return (['1st', '29th'] as const).filter((p) => pools.has(p));
}
