/** Shared test fixtures for the session engine and storage: real system rules, and a tiny fake game. */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { SessionStore, type SessionStoreOptions } from '../../src/storage/sessions.ts';
import { D6, Rng, type Rules, type RulesContext, type SettingValue } from '../../src/engine/index.ts';
import { systemContext } from '../../src/systems/catalog.ts';
import { isSystemId, loadSystem } from '../../src/systems/registry.ts';
import { defineGame, type GameStatus } from '../../src/systems/types.ts';

/** Rules of a real system (its procedures and tables), as the app supplies them to the store. */
export async function systemRules(id: string): Promise<Rules> {
  if (!isSystemId(id)) throw new Error(`no system ${id}`);
  const system = await loadSystem(id);
  return {
    procedure(pid) {
      const p = system.procedures.find((x) => x.id === pid);
      if (!p) throw new Error(`unknown procedure "${pid}"`);
      return p;
    },
    context: (settings, overrides) => systemContext(system, settings, overrides),
    ...(system.game ? { game: system.game } : {}),
  };
}

/**
 * A tiny game: a hidden deck of ten numbered cards shuffled at setup, a score, and a turn counter.
 * Actions: add 1-6 points, draw the top card (adds its value), roll a d6 (adds it), end the turn.
 */
export interface CounterState {
  readonly turn: number;
  readonly score: number;
  readonly deck: readonly number[];
  readonly drawn: readonly number[];
  readonly rolls: readonly number[];
}
export type CounterAction = { type: 'add'; n: number } | { type: 'draw' } | { type: 'roll' } | { type: 'end-turn' };

function settingOr(ctx: RulesContext, key: string, fallback: SettingValue): SettingValue {
  try {
    return ctx.setting(key);
  } catch {
    return fallback;
  }
}

export const counterGame = defineGame<CounterState, CounterAction>({
  setup(options, rng) {
    const size = typeof options.deckSize === 'number' ? options.deckSize : 10;
    return {
      turn: 1,
      score: 0,
      deck: rng.shuffle(Array.from({ length: size }, (_, i) => i + 1)),
      drawn: [],
      rolls: [],
    };
  },
  check(state, action, ctx) {
    switch (action.type) {
      case 'add':
        if (!Number.isInteger(action.n) || action.n < 1 || action.n > 6) return 'add takes 1 to 6 points';
        if (settingOr(ctx, 'noAdds', false) === true) return 'adding is switched off';
        return undefined;
      case 'draw':
        return state.deck.length === 0 ? 'the deck is empty' : undefined;
      case 'roll':
      case 'end-turn':
        return undefined;
    }
  },
  apply(state, action, rng) {
    switch (action.type) {
      case 'add':
        return { ...state, score: state.score + action.n };
      case 'draw': {
        const [top, ...rest] = state.deck;
        return { ...state, deck: rest, drawn: [...state.drawn, top as number], score: state.score + (top as number) };
      }
      case 'roll': {
        const d = rng.int(6) + 1;
        return { ...state, rolls: [...state.rolls, d], score: state.score + d };
      }
      case 'end-turn':
        return { ...state, turn: state.turn + 1 };
    }
  },
  legalActions(state) {
    const out: CounterAction[] = [{ type: 'add', n: 1 }, { type: 'roll' }, { type: 'end-turn' }];
    if (state.deck.length) out.push({ type: 'draw' });
    return out;
  },
  status(state): GameStatus {
    return { turn: state.turn, phase: 'main', steps: [], prompts: [], over: false };
  },
  parseAction(value) {
    const v = value as { type?: unknown; n?: unknown };
    if (v.type === 'add' && typeof v.n === 'number') return { type: 'add', n: v.n };
    if (v.type === 'draw' || v.type === 'roll' || v.type === 'end-turn') return { type: v.type };
    throw new Error(`unknown action ${JSON.stringify(value)}`);
  },
  tell(before, after, action) {
    if (action.type === 'roll') {
      const d = after.rolls[after.rolls.length - 1] ?? 0;
      return [{ text: 'The counter rolls', dice: [{ die: D6, values: [d] }], outcome: `${d} points` }];
    }
    if (action.type === 'draw')
      return [{ text: 'The counter draws a card', outcome: `${after.score - before.score} points` }];
    return [{ text: action.type === 'add' ? `The counter adds ${action.n}` : 'The turn ends' }];
  },
});

/** The same game, reshuffling the draw pile when an action is undone (so a draw and undo cannot peek). */
export const concealingGame = {
  ...counterGame,
  conceal(state: unknown, rng: Rng): unknown {
    const s = state as CounterState;
    return { ...s, deck: rng.shuffle(s.deck) };
  },
};

/** Crowbar's procedures with the fake game attached: rolls and actions in one session. */
export async function crowbarWithGame(): Promise<Rules> {
  const base = await systemRules('crowbar');
  return { ...base, game: counterGame };
}

/** Rules provider for the store: `crowbar` carries the fake game, other systems their own rules. */
export function provider(system: string): Promise<Rules> {
  return system === 'crowbar' ? crowbarWithGame() : systemRules(system);
}

export const J = 'crowbar.j-projector';
export const EFF = 'bloody-beach.efficiency-check';

let n = 0;
/** Deterministic ids for tests. */
export function idMaker(prefix = 'id'): () => string {
  return () => `${prefix}-${(++n).toString(36)}`;
}

/** A fixed clock that ticks one second per call. */
export function clock(start = Date.UTC(2026, 5, 6, 6, 30)): () => Date {
  let t = start;
  return () => new Date((t += 1000));
}

export { Rng };

/** A store on a fresh in-memory IndexedDB (or the factory given, to reopen it as after a reload). */
export function makeStore(extra: Partial<SessionStoreOptions> & { factory?: IDBFactory } = {}): SessionStore {
  const factory = extra.factory ?? new IDBFactory();
  return new SessionStore({
    rules: provider,
    indexedDB: factory,
    IDBKeyRange,
    now: clock(),
    newId: idMaker('x'),
    storage: null,
    ...extra,
  });
}

/** How many rows each table of the database holds (to show that a refused write changed nothing). */
export async function counts(
  store: SessionStore,
): Promise<{ sessions: number; events: number; snapshots: number; overrides: number }> {
  return {
    sessions: await store.db.sessions.count(),
    events: await store.db.events.count(),
    snapshots: await store.db.snapshots.count(),
    overrides: await store.db.overrides.count(),
  };
}
