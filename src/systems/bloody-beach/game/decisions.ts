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

/** What a decision asks of its player, with its section. */
export function decisionPrompt(d: Decision): string {
  if (d.kind === 'displace-hq') return `pick the hex ${d.unit} displaces to (2.4.5)`;
  if (d.kind === 'overstack-loss') return `pick the unit at ${d.hex} that loses a step for overstacking (7.2.3)`;
  if (d.kind === 'retreat') return `pick the hex ${d.unit} retreats to (8.3.5)`;
  if (d.kind === 'landing-hex') return `designate the hex ${d.unit} aims to land at (9.1.7)`;
  if (d.kind === 'declare-asset') return `declare the HQ ${d.asset} lands for (9.5.1)`;
  // what is being placed is the German's to read (the board tells him): the prompt is public
  if (d.kind === 'place-defence')
    return 'set up the pillboxes and resistance nests face down, each facing a vertex (11.2.2, 11.2.5)';
  return `pick the entry hex of the reinforcements, ${d.designated} being blocked (11.4.2)`;
}

/** One action per legal answer, Umpire's suggestion first. */
export function decisionActions(d: Decision): Action[] {
  if (d.kind === 'displace-hq') return d.hexes.map((to) => ({ type: 'displace-hq', unit: d.unit, to }));
  if (d.kind === 'overstack-loss') return d.units.map((unit) => ({ type: 'overstack-loss', unit }));
  if (d.kind === 'retreat') return d.hexes.map((to) => ({ type: 'retreat', unit: d.unit, to }));
  if (d.kind === 'landing-hex') return d.hexes.map((to) => ({ type: 'landing-hex', unit: d.unit, to }));
  if (d.kind === 'declare-asset') return d.formations.map((to) => ({ type: 'declare-asset', asset: d.asset, to }));
  if (d.kind === 'place-defence')
    return d.hexes.flatMap((to, i) => {
      const best = d.faces[i] ?? 0;
      return [best, ...[0, 1, 2, 3, 4, 5].filter((f) => f !== best)].map((facing): Action => ({
        type: 'place-defence',
        unit: d.unit,
        to,
        facing,
      }));
    });
  return d.hexes.map((to) => ({ type: 'reinforcement-entry', to }));
}

/** Whether `a` is the answer `o`, typed dice aside. */
function answers(a: Action, o: Action): boolean {
  const x = a as unknown as Record<string, unknown>;
  const y = o as unknown as Record<string, unknown>;
  return Object.keys(x).every((k) => k === 'dice' || x[k] === y[k]) && Object.keys(y).every((k) => x[k] === y[k]);
}

/** Why an action does not answer the decision due now, or undefined when it is one of its answers. */
export function checkDecision(d: Decision, a: Action): string | undefined {
  const options = decisionActions(d);
  if (options.some((o) => answers(a, o))) return undefined;
  if (d.kind === 'place-defence') return `the ${who(d)} player first has to ${decisionPrompt(d)}`;
  const choices = options.map((o) => ('to' in o ? o.to : 'unit' in o ? o.unit : ''));
  return `the ${who(d)} player first has to ${decisionPrompt(d)}: ${choices.join(', ')}`;
}
