import { newSession, nextEvent, type SessionEvent, type SessionExport } from '../../src/engine/index.ts';
import { overstackOptions } from '../../src/systems/bloody-omaha/game/landing.ts';
import type { Action, State } from '../../src/systems/bloody-omaha/game/types.ts';
import { rulesOf } from '../../src/systems/catalog.ts';
import { loadSystem } from '../../src/systems/registry.ts';
import { data } from '../systems/bloody-omaha/helpers.ts';
import { sessionExportOf } from './session-files.ts';

/** The next action to play on the game as it stands, or undefined to stop there. */
export type Script = (s: State) => Action | undefined;

/**
 * A Bloody Omaha session from a fixed seed with the actions of `script` already played (dice typed in where
 * they roll), saved as the app exports it: a test starts from a known table. With seed omaha-17, S01 holds a
 * Strongpoint of 3 CF and a Mine Field, S02 a Strongpoint of 6 and S03 one of 4.
 */
export async function omahaFile(seed: string, name: string, script: Script = () => undefined): Promise<SessionExport> {
  const rules = rulesOf(await loadSystem('bloody-omaha'));
  const start = Date.UTC(2026, 5, 6, 6, 30);
  const s = newSession(
    { id: `game-${seed}`, system: 'bloody-omaha', name, seed, rulesVersion: '1', now: new Date(start) },
    rules,
  );
  let state = s.state;
  const events: SessionEvent[] = [];
  for (let action = script(state.game as State); action; action = script(state.game as State)) {
    const r = nextEvent(
      s.meta,
      state,
      { kind: 'action', action },
      rules,
      new Date(start + (events.length + 1) * 1000),
      `${s.meta.id}-${events.length + 1}`,
    );
    events.push(r.event);
    state = r.state;
    if (events.length > 500) throw new Error('the script did not stop');
  }
  const status = rules.game?.status(state.game);
  const meta = {
    ...s.meta,
    eventCount: state.seq,
    headHash: state.hash,
    updatedAt: new Date(start + events.length * 1000).toISOString(),
    ...(status ? { status: { turn: status.turn, phase: status.phase } } : {}),
  };
  return sessionExportOf(meta, events, state);
}

const ones = (s: State): number[] => s.queue.map(() => 1);

/**
 * The quiet way to the Activation Phase of turn `turn`: the first of the opening cards returned, every new IP
 * to the 1st Division, nobody drifts, every unit lands safely (1s; a unit that over-stacks its beach flips, or
 * shifts), the Random Event strikes the square of the two dice `where` and its table's die `none` does nothing
 * there; earlier turns end at once.
 */
export function quietlyTo(turn: number, where: readonly [number, number], none: number): Script {
  return (s) => {
    if (s.pending?.kind === 'opening') return { type: 'keep-cards', discard: s.pending.cards[0] ?? '' };
    if (s.pending?.kind === 'event-roll') return { type: 'roll-event', dice: [none] };
    if (s.pending?.kind === 'event-result') return { type: 'accept-event' };
    if (s.pending?.kind === 'overstack') {
      const o = overstackOptions(s, data);
      return o.disrupt
        ? { type: 'overstack', choice: 'disrupt' }
        : o.shift[0]
          ? { type: 'overstack', choice: 'shift', to: o.shift[0] }
          : { type: 'overstack', choice: 'eliminate' };
    }
    if (s.pending) return undefined;
    switch (s.phase) {
      case 'card-draw':
        return { type: 'draw-card' };
      case 'points':
        return { type: 'assign-ip', first: s.toAssign };
      case 'drift':
        return { type: 'drift-all', dice: ones(s) };
      case 'landing':
        return { type: 'land-all', dice: ones(s) };
      case 'random-event':
        return { type: 'roll-event-location', dice: [...where] };
      case 'activation':
        return s.turn < turn ? { type: 'end-turn' } : undefined;
      default:
        return undefined;
    }
  };
}
