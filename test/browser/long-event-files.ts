import {
  initialState,
  metaAfter,
  newSession,
  nextEvent,
  Rng,
  toldFor,
  toldText,
  type SessionEvent,
  type SessionExport,
  type ToldBody,
} from '../../src/engine/index.ts';
import { rulesOf } from '../../src/systems/catalog.ts';
import { isSystemId, loadSystem } from '../../src/systems/registry.ts';
import { headlineIndex } from '../../src/ui/told/headline.ts';
import { sessionExportOf } from './session-files.ts';

/** What the public may read of an event. */
const publicTold = (e: SessionEvent): ToldBody[] => (e.told ?? []).flatMap((t) => toldFor(t) ?? []);

/** How hard an event is to tell in one line: its headline's outcome and dice, and all its words. */
function weight(told: readonly ToldBody[]): number {
  const i = headlineIndex(told);
  const head = i === undefined ? undefined : told[i];
  if (!head?.dice?.length || !head.outcome) return 0;
  const words = told.map((t) => toldText(t)).join(' ').length;
  if (words < 90) return 0;
  return head.outcome.length + 4 * head.dice.reduce((n, d) => n + d.values.length, 0);
}

/**
 * A session of `system` played with random legal actions from a seed up to the event hardest to tell in one
 * line among its first `steps` (the longest rolled outcome with the most dice, in an event too long for one
 * line), saved as the app exports it; that event is the session's latest. Also returns what it tells.
 */
export async function longEventFile(
  system: string,
  name: string,
  steps = 300,
): Promise<{ file: SessionExport; told: ToldBody[] }> {
  if (!isSystemId(system)) throw new Error(`no system ${system}`);
  const rules = rulesOf(await loadSystem(system));
  const game = rules.game;
  if (!game) throw new Error(`${system} has no game`);
  // Just played: a game on a real-time clock (Brécourt's three hours) is not over by the time it is opened.
  const start = Date.now() - (steps + 1) * 1000;
  const s = newSession(
    { id: `long-${system}`, system, name, seed: `long-${system}`, rulesVersion: '1', now: new Date(start) },
    rules,
  );
  const pick = Rng.fromSeed(`long-${system}/policy`);
  let state = initialState(s.meta, rules);
  const events: SessionEvent[] = [];
  const states = [state];
  let best = { at: -1, weight: 0 };
  for (let i = 0; i < steps && !game.status(state.game).over; i++) {
    const legal = game.legalActions(state.game, rules.context(state.settings, state.overrides));
    const picked = legal[pick.int(legal.length)];
    if (picked === undefined) break;
    const when = start + (i + 1) * 1000;
    // An action that carries the device's time (Brécourt's clock) carries the event's.
    const action = typeof picked === 'object' && picked !== null && 'at' in picked ? { ...picked, at: when } : picked;
    const r = nextEvent(s.meta, state, { kind: 'action', action }, rules, new Date(when), `${s.meta.id}-${i + 1}`);
    events.push(r.event);
    state = r.state;
    states.push(state);
    const w = weight(publicTold(r.event));
    if (w > best.weight) best = { at: i, weight: w };
  }
  const last = events[best.at];
  const at = states[best.at + 1];
  if (!last || !at) throw new Error(`${system}: no roll with an outcome in ${steps} random steps`);
  const kept = events.slice(0, best.at + 1);
  const meta = metaAfter(s.meta, at, rules, last.at);
  return {
    file: sessionExportOf(meta, kept, at),
    told: publicTold(last),
  };
}
