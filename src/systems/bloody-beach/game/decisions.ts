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

/** Hangs a close-combat advance on the last decision queued, so it happens once the HQs have gone (8.5.3). */
export function advanceAfter(state: GameState, advance: Advance): GameState {
  const list = state.decisions ?? [];
  const last = list[list.length - 1];
  if (!last || last.kind !== 'displace-hq') return state;
  return { ...state, decisions: [...list.slice(0, -1), { ...last, advance }] };
}

const who = (d: Decision) => (d.side === 'us' ? 'US' : 'German');

/** The action answering a decision with one of its hexes. */
function answer(d: Decision, to: string): Action {
  return d.kind === 'displace-hq' ? { type: 'displace-hq', unit: d.unit, to } : { type: 'reinforcement-entry', to };
}

/** Why an action does not answer the decision due now, or undefined when it does. */
export function checkDecision(d: Decision, a: Action): string | undefined {
  if (d.kind === 'displace-hq') {
    if (a.type !== 'displace-hq' || a.unit !== d.unit) return `the ${who(d)} player first says where ${d.unit} displaces to (2.4.5)`;
    return d.hexes.includes(a.to) ? undefined : `${d.unit} may displace to ${d.hexes.join(', ')} (2.4.5, 6.2.2)`;
  }
  if (a.type !== 'reinforcement-entry') return `the ${who(d)} player first says where the reinforcements enter (11.4.2)`;
  return d.hexes.includes(a.to) ? undefined : `the group may enter at ${d.hexes.join(', ')} (11.4.2)`;
}

/** One action per legal hex, Umpire's suggestion first. */
export function decisionActions(d: Decision): Action[] {
  return d.hexes.map((h) => answer(d, h));
}
