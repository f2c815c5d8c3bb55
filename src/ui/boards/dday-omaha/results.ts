import type { RulesContext } from '../../../engine/index.ts';
import { resolveAttack, type AttackInputs, type DepthState } from '../../../systems/dday-omaha/rules/attack.ts';
import { isLeader } from '../../../systems/dday-omaha/rules/units.ts';
import type { Action } from '../../../systems/dday-omaha/game/actions.ts';
import type { Position, Unit } from '../../../systems/dday-omaha/game/state.ts';
import { ATTACK_EFFECTS, type AttackEffect } from '../../../systems/dday-omaha/game/us-results.ts';
import { targetable } from './roster.ts';

export { barrageOutcome, type Barrager } from '../../../systems/dday-omaha/rules/barrage.ts';

/** A US attack or barrage worked out on the board from the position and the units chosen, ready to apply. Pure. */

export const ATTACK_TERRAINS: readonly (readonly [string, string])[] = [
  ['other', 'Other'], ['shingle', 'Shingle'], ['anti-tank-ditch', 'Anti-tank ditch / wall'], ['orchard', 'Orchard'], ['woods', 'Woods'],
  ['bocage', 'Bocage'], ['buildings', 'Buildings'], ['slope', 'Slope'], ['bluff-down', 'Bluff (down)'], ['bluff-up', 'Bluff (up)'],
  ['scaleable-cliff', 'Scaleable cliff'], ['sheer-cliff', 'Sheer cliff'],
];

export const EFFECT_TEXT: Record<AttackEffect | 'reveal-again', string> = {
  'us-disrupted': 'US attackers Disrupted',
  'german-depth': 'German gains a Depth marker',
  unreveal: 'German turned face down',
  'german-disrupted': 'German Disrupted',
  defeated: 'German defeated',
  'remove-depth': 'German loses its Depth marker',
  'adj-step-for-depth': 'An adjacent unit may give a step to strip the Depth',
  none: 'No effect',
  'reveal-again': 'Depth revealed, read again',
};

/** The attackers offered first: alive non-leader units adjacent (1 hex) in the position's field of fire or near list. */
export function likelyAttackers(p: Pick<Position, 'fof' | 'near'>, units: readonly Unit[]): string[] {
  const adj = new Set([...p.fof, ...p.near].filter((e) => e.range <= 1).map((e) => e.unit));
  return targetable(units).filter((u) => adj.has(u.id) && !isLeader(u.type)).map((u) => u.id);
}

/** Units that may join an attack on the position: alive, linked to it first, then the rest of its sector. */
export function attackCandidates(p: Pick<Position, 'fof' | 'near' | 'sector'>, units: readonly Unit[]): Unit[] {
  const linked = new Set([...p.fof, ...p.near].map((e) => e.unit));
  return targetable(units)
    .filter((u) => linked.has(u.id) || u.sector === p.sector)
    .sort((a, b) => Number(linked.has(b.id)) - Number(linked.has(a.id)) || a.id.localeCompare(b.id));
}

/** The attack strength of the chosen units: their steps (leaders add none). */
export function attackStrength(units: readonly Unit[], chosen: readonly string[]): number {
  return units.filter((u) => chosen.includes(u.id) && !isLeader(u.type)).reduce((t, u) => t + u.steps, 0);
}

/** The Depth state to start from: a Depth marker is hidden until an attack reveals it. */
export function depthStateOf(p: Pick<Position, 'depth'>): DepthState {
  return p.depth > 0 ? 'hidden' : 'none';
}

/** The attack form's figures: the rule's inputs (less the extended-game switch, a game setting) and who attacks. */
export interface AttackForm extends Omit<AttackInputs, 'ext'> {
  readonly attackers: readonly string[];
}

export function attackOutcome(ctx: RulesContext, f: AttackForm, ext: boolean) {
  return resolveAttack(ctx, { ...f, ext });
}

/** The effects the game applies: the 9.7 effects it knows, "none" when nothing is left. */
export function appliedEffects(effects: readonly string[]): AttackEffect[] {
  const known = effects.filter((e): e is AttackEffect => (ATTACK_EFFECTS as readonly string[]).includes(e) && e !== 'none');
  return known.length ? known.slice(0, 4) : ['none'];
}

export function attackAction(position: string, effects: readonly string[], attackers: readonly string[]): Action {
  return { type: 'attack-result', position, effects: appliedEffects(effects), attackers: attackers.slice(0, 12) };
}

export function barrageAction(position: string, r: { disrupted: boolean; removeDepth: boolean }): Action {
  return { type: 'barrage-result', position, disrupted: r.disrupted, removeDepth: r.removeDepth };
}
