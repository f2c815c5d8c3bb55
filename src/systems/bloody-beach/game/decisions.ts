import type { Action, Advance, Decision, GameState } from './state.ts';

/** The owner decision due now, if any (2.4.5, 11.4.2). */
export const dueDecision = (state: GameState): Decision | undefined => state.decisions?.[0];

export function queueDecision(state: GameState, d: Decision): GameState {
  return { ...state, decisions: [...(state.decisions ?? []), d] };
}

/** Takes the answered decision off the queue (the field goes when the queue is empty). */
export function dropDecision(state: GameState): GameState {
  const { decisions, ...rest } = state;
  const left = (decisions ?? []).slice(1);
  return left.length > 0 ? { ...rest, decisions: left } : rest;
}

/** Hangs a close-combat advance on the last decision queued, so it happens once the defenders have gone (8.5.3). */
export function advanceAfter(state: GameState, advance: Advance): GameState {
  const list = state.decisions ?? [];
  const last = list[list.length - 1];
  if (!last || (last.kind !== 'displace-hq' && last.kind !== 'retreat')) return state;
  return { ...state, decisions: [...list.slice(0, -1), { ...last, advance }] };
}

const who = (d: Decision) => (d.side === 'us' ? 'US' : 'German');


/** Why an action does not answer the decision due now, or undefined when it does. */
export function checkDecision(d: Decision, a: Action): string | undefined {
  if (d.kind === 'displace-hq') {
    if (a.type !== 'displace-hq' || a.unit !== d.unit) return `the ${who(d)} player first says where ${d.unit} displaces to (2.4.5)`;
    return d.hexes.includes(a.to) ? undefined : `${d.unit} may displace to ${d.hexes.join(', ')} (2.4.5, 6.2.2)`;
  }
  if (d.kind === 'declare-asset') {
    if (a.type !== 'declare-asset' || a.asset !== d.asset) return `the ${who(d)} player first declares the HQ ${d.asset} lands for (9.5.1)`;
    return d.formations.includes(a.to) ? undefined : `${d.asset} may be declared to ${d.formations.join(', ')} (9.5.1)`;
  }
  if (d.kind === 'landing-hex') {
    if (a.type !== 'landing-hex' || a.unit !== d.unit) return `the ${who(d)} player first designates the landing hex of ${d.unit} (9.1.7)`;
    return d.hexes.includes(a.to) ? undefined : `${d.unit} lands in its box: ${d.hexes.join(', ')} (9.1.2, 9.1.7)`;
  }
  if (d.kind === 'retreat') {
    if (a.type !== 'retreat' || a.unit !== d.unit) return `the ${who(d)} player first says where ${d.unit} retreats to (8.3.5)`;
    return d.hexes.includes(a.to) ? undefined : `${d.unit} may retreat to ${d.hexes.join(', ')} (8.3.5)`;
  }
  if (d.kind === 'overstack-loss') {
    if (a.type !== 'overstack-loss') return `the ${who(d)} player first picks the unit at ${d.hex} that loses a step for overstacking (7.2.3)`;
    return d.units.includes(a.unit) ? undefined : `one of ${d.units.join(', ')} loses the step (7.2.3)`;
  }
  if (a.type !== 'reinforcement-entry') return `the ${who(d)} player first says where the reinforcements enter (11.4.2)`;
  return d.hexes.includes(a.to) ? undefined : `the group may enter at ${d.hexes.join(', ')} (11.4.2)`;
}

/** One action per legal answer, Umpire's suggestion first. */
export function decisionActions(d: Decision): Action[] {
  if (d.kind === 'displace-hq') return d.hexes.map((to) => ({ type: 'displace-hq', unit: d.unit, to }));
  if (d.kind === 'overstack-loss') return d.units.map((unit) => ({ type: 'overstack-loss', unit }));
  if (d.kind === 'retreat') return d.hexes.map((to) => ({ type: 'retreat', unit: d.unit, to }));
  if (d.kind === 'landing-hex') return d.hexes.map((to) => ({ type: 'landing-hex', unit: d.unit, to }));
  if (d.kind === 'declare-asset') return d.formations.map((to) => ({ type: 'declare-asset', asset: d.asset, to }));
  return d.hexes.map((to) => ({ type: 'reinforcement-entry', to }));
}
