/**
 * A session as an append-only event log: every roll (inputs, dice, modifiers, outcome) and every game action,
 * chained by SHA-256, replayable from the seed to the identical state. Pure: no DOM, no Dexie. Storage keeps
 * the events and periodic snapshots; the UI only ever appends.
 *
 * Undo is an event too. It names the latest roll or action not yet undone; the state is rebuilt as if that
 * event had not happened, except the generator: it never rewinds (the undone event's rngAfter still holds), so
 * resolving again throws new dice and the log keeps both.
 */
import type { AnyGame, GameAction, GameStatus } from './game.ts';
import { UnknownTableError, type RulesContext, type SettingDef, type SettingValue } from './context.ts';
import type { DiceRoll } from './dice.ts';
import { errorMessage, fieldOf } from './guards.ts';
import { stableKey } from './odds.ts';
import { resolveProcedure, type AnyProcedure, type ResolvedRoll } from './procedure.ts';
import type { InputValues } from './inputs.ts';
import { Rng, RNG_ID, type RngState } from './rng.ts';
import { sha256Hex } from './sha256.ts';
import { SchemaError } from './schema.ts';
import { checkOverrideValues, type Cell, type TableLookup, type TableOverrides } from './tables.ts';
import { rollToldOf, toldText, type Told } from './told.ts';

/** The version of the event and export format; bump it (and migrate) when their shape changes. */
export const SESSION_SCHEMA_VERSION = 1;

export type Settings = Readonly<Record<string, SettingValue>>;

export interface SessionStatus {
  readonly turn: number;
  readonly phase: string;
}

export interface SessionMeta {
  readonly id: string;
  readonly system: string;
  readonly name: string;
  readonly seed: string;
  /** The generator's id (`sfc32`): an import made with another generator is refused. */
  readonly generator: string;
  /** The version of the rules data the session was created with. */
  readonly rulesVersion: string;
  readonly schemaVersion: number;
  /** ISO timestamps. */
  readonly createdAt: string;
  readonly updatedAt: string;
  /** The settings chosen when the session was created (game setup options); later changes are events. */
  readonly settings: Settings;
  /** Events in the log (the seq of the last one). */
  readonly eventCount: number;
  /** The hash of the last event (the genesis hash when empty). */
  readonly headHash?: string;
  /** Where the game stands, cached for the home list. */
  readonly status?: SessionStatus;
}

export type EventBody =
  | {
      readonly kind: 'roll';
      readonly procedure: string;
      readonly inputs: InputValues;
      /** The dice typed in (physical dice); absent when the app rolled them from the session's generator. */
      readonly dice?: DiceRoll;
      readonly result: ResolvedRoll;
      /** Who rolled for what, in words, when the board knows ("Winters fires at the crewman of gun 2"). */
      readonly about?: string;
    }
  | { readonly kind: 'action'; readonly action: GameAction }
  | { readonly kind: 'undo'; readonly target: string }
  | {
      readonly kind: 'settings';
      /** Settings changed from now on (merged over the ones in force). */
      readonly settings?: Settings;
      /** The table overrides in force from now on (replacing the previous ones), limited to this system's tables. */
      readonly overrides?: TableOverrides;
    };

export type EventKind = EventBody['kind'];

export interface SessionEvent {
  /** Unique across devices (crypto.randomUUID()), so logs can later be synced without reshaping. */
  readonly id: string;
  readonly sessionId: string;
  /** 1, 2, 3... in log order. */
  readonly seq: number;
  /** ISO timestamp. */
  readonly at: string;
  readonly body: EventBody;
  /** The generator after this event (unchanged by typed dice, undo and settings). */
  readonly rngAfter: RngState;
  readonly prevHash: string;
  /** SHA-256 of the canonical serialisation of every other field but `told`. */
  readonly hash: string;
  /**
   * What happened, in words (see told.ts): derived from the event and the states around it, so it is outside
   * the hash; written when the event is made, and made again by replay when a file is imported.
   */
  readonly told?: readonly Told[];
}

/** What the UI asks for; the engine turns it into an EventBody. */
export type EventRequest =
  | {
      readonly kind: 'roll';
      readonly procedure: string;
      readonly inputs?: unknown;
      readonly dice?: string | DiceRoll;
      readonly about?: string;
    }
  | { readonly kind: 'action'; readonly action: GameAction | (GameAction & Readonly<Record<string, unknown>>) }
  | { readonly kind: 'undo' }
  | { readonly kind: 'settings'; readonly settings?: Settings; readonly overrides?: TableOverrides };

/**
 * What the engine needs from a game system (the engine cannot import systems: the caller passes this in).
 * `context` builds the rules context for the settings and table overrides in force at a given event, since
 * both can change during a session and replay must see what each event saw.
 */
export interface Rules {
  /** The procedure with this id; throws for an unknown one. */
  procedure(id: string): AnyProcedure;
  context(settings: Settings, overrides: TableOverrides): RulesContext;
  readonly game?: AnyGame;
  /** The system's settings, to word a settings change in the log. */
  readonly settings?: readonly SettingDef[];
}

export interface SessionState {
  readonly rng: RngState;
  /** The game's own state (GameDefinition), for systems where Umpire keeps the game. */
  readonly game?: unknown;
  /** The seq of the last event applied (0 for a new session). */
  readonly seq: number;
  /** The hash of the last event applied (the genesis hash for a new session). */
  readonly hash: string;
  /** Ids of undone events. */
  readonly undone: readonly string[];
  /** Settings in force (the creation settings, then settings events). */
  readonly settings: Settings;
  /** Table overrides in force (from settings events). */
  readonly overrides: TableOverrides;
}

/** The part of the log needed to undo: a state (a snapshot, or the start) and every event after it. */
export interface SessionHistory {
  readonly base: SessionState;
  readonly events: readonly SessionEvent[];
}

/** A request the rules refuse (an illegal action, nothing left to undo): nothing was recorded. */
export class SessionRequestError extends Error {
  override name = 'SessionRequestError';
}

/** The log does not replay to what it records: `seq` names the event at fault. */
export class ReplayError extends Error {
  override name = 'ReplayError';
  constructor(
    readonly seq: number,
    readonly detail: string,
  ) {
    super(`event ${seq}: ${detail}`);
  }
}

/**
 * An undo reaches back past the start of the history given (a snapshot too recent): give an earlier
 * snapshot (one before `beforeSeq` when known) or the whole log.
 */
export class HistoryTooShortError extends Error {
  override name = 'HistoryTooShortError';
  constructor(
    message: string,
    readonly beforeSeq?: number,
    readonly targetId?: string,
  ) {
    super(message);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Hashing

/**
 * The generator's state as unsigned 32-bit numbers: Rng.state() may give a word signed or unsigned depending
 * on whether it was stepped since fromState, and the log must record one spelling of one state.
 */
/** Plain JSON (drops undefined members), so the hash is the same before and after an export. */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The hash an event must carry: SHA-256 of the canonical serialisation of every field but `hash`. */
export function eventHash(e: Omit<SessionEvent, 'hash'>): string {
  return sha256Hex(
    stableKey({
      id: e.id,
      sessionId: e.sessionId,
      seq: e.seq,
      at: e.at,
      body: e.body,
      rngAfter: e.rngAfter,
      prevHash: e.prevHash,
    }),
  );
}

/** The hash before the first event: binds the chain to the session's id, seed and generator. */
export function genesisHash(meta: Pick<SessionMeta, 'id' | 'seed' | 'generator' | 'system'>): string {
  return sha256Hex(
    stableKey({
      genesis: 'umpire-session',
      session: meta.id,
      system: meta.system,
      seed: meta.seed,
      generator: meta.generator,
    }),
  );
}

/** A digest of a whole state, compared on import against the one the export recorded. */
export function stateHash(state: SessionState): string {
  return sha256Hex(stableKey(plain(state)));
}

// ---------------------------------------------------------------------------------------------------------
// Creating and advancing a session

export interface NewSessionOptions {
  readonly id: string;
  readonly system: string;
  readonly name: string;
  readonly seed: string;
  readonly rulesVersion: string;
  readonly settings?: Settings;
  /** ISO time or Date. */
  readonly now: string | Date;
}

function iso(now: string | Date): string {
  return typeof now === 'string' ? now : now.toISOString();
}

/** The state before any event: the generator from the seed, and the game set up from it. */
export function initialState(meta: SessionMeta, rules: Rules): SessionState {
  const rng = Rng.fromSeed(meta.seed);
  const settings = { ...meta.settings };
  const ctx = rules.context(settings, {});
  const game = rules.game ? plain(rules.game.setup(settings, rng, ctx)) : undefined;
  return {
    rng: rng.state(),
    ...(game !== undefined ? { game } : {}),
    seq: 0,
    hash: genesisHash(meta),
    undone: [],
    settings,
    overrides: {},
  };
}

/**
 * The defaults a new session records of settings whose sessions saved before them play another way (`unrecorded`):
 * recorded, a new session keeps the default where an old one, recording none, keeps playing as it was made.
 */
function defaultsToRecord(defs: readonly SettingDef[]): Settings {
  return Object.fromEntries(defs.filter((d) => d.unrecorded !== undefined && !d.setup).map((d) => [d.key, d.default]));
}

export function newSession(opts: NewSessionOptions, rules: Rules): { meta: SessionMeta; state: SessionState } {
  const at = iso(opts.now);
  const base: SessionMeta = {
    id: opts.id,
    system: opts.system,
    name: opts.name,
    seed: opts.seed,
    generator: RNG_ID,
    rulesVersion: opts.rulesVersion,
    schemaVersion: SESSION_SCHEMA_VERSION,
    createdAt: at,
    updatedAt: at,
    settings: { ...defaultsToRecord(rules.settings ?? []), ...(opts.settings ?? {}) },
    eventCount: 0,
  };
  const state = initialState(base, rules);
  const status = sessionStatus(rules, state);
  const meta: SessionMeta = {
    ...base,
    headHash: state.hash,
    ...(status ? { status: { turn: status.turn, phase: status.phase } } : {}),
  };
  return { meta, state };
}

/** The game's status (turn, phase, prompts) where the system keeps the game. */
export function sessionStatus(rules: Rules, state: SessionState): GameStatus | undefined {
  return rules.game && state.game !== undefined ? rules.game.status(state.game) : undefined;
}

/** The meta after an event: count, head hash, time and cached status. */
export function metaAfter(meta: SessionMeta, state: SessionState, rules: Rules, now: string | Date): SessionMeta {
  const status = sessionStatus(rules, state);
  const { status: _old, ...rest } = meta;
  return {
    ...rest,
    eventCount: state.seq,
    headHash: state.hash,
    updatedAt: iso(now),
    ...(status ? { status: { turn: status.turn, phase: status.phase } } : {}),
  };
}

function contextOf(rules: Rules, state: SessionState): RulesContext {
  return rules.context(state.settings, state.overrides);
}

/** Resolves a roll request: typed dice as given, else dice from the state's generator (forward only). */
function resolveRoll(
  rules: Rules,
  state: SessionState,
  req: Extract<EventRequest, { kind: 'roll' }>,
): { body: EventBody; rngAfter: RngState } {
  const proc = rules.procedure(req.procedure);
  const ctx = contextOf(rules, state);
  if (req.dice !== undefined) {
    const result = resolveProcedure(proc, ctx, { inputs: req.inputs, dice: req.dice });
    const dice: Record<string, ResolvedRoll['pool'][number]['values']> = {};
    for (const p of result.pool) if (p.values.length > 0 || p.count === 0) dice[p.group] = p.values;
    return {
      body: plain({ kind: 'roll', procedure: proc.id, inputs: result.inputs, dice, result, about: req.about }),
      rngAfter: state.rng,
    };
  }
  const rng = Rng.fromState(state.rng);
  const result = resolveProcedure(proc, ctx, { inputs: req.inputs, rng });
  return {
    body: plain({ kind: 'roll', procedure: proc.id, inputs: result.inputs, result, about: req.about }),
    rngAfter: rng.state(),
  };
}

function applyAction(
  rules: Rules,
  state: SessionState,
  raw: GameAction,
  seq?: number,
  check = true,
): { game: unknown; rngAfter: RngState; action: GameAction } {
  const game = rules.game;
  const fail = (msg: string): never => {
    throw seq === undefined ? new SessionRequestError(msg) : new ReplayError(seq, msg);
  };
  if (!game || state.game === undefined) return fail('this system keeps no game state, so it takes no game actions');
  let action: GameAction;
  try {
    action = plain(game.parseAction(raw));
  } catch (e) {
    return fail(`the action is not one this game knows (${errorMessage(e)})`);
  }
  const ctx = contextOf(rules, state);
  const why = check ? game.check(state.game, action, ctx) : undefined;
  if (why !== undefined) return fail(`"${action.type}" is not allowed now: ${why}`);
  const rng = Rng.fromState(state.rng);
  let next: unknown;
  try {
    next = plain(game.apply(state.game, action, rng, ctx));
  } catch (e) {
    return fail(`"${action.type}" could not be applied (${errorMessage(e)})`);
  }
  return { game: next, rngAfter: rng.state(), action };
}

function seal(
  meta: SessionMeta,
  state: SessionState,
  body: EventBody,
  rngAfter: RngState,
  now: string | Date,
  id: string,
): Omit<SessionEvent, 'told'> {
  const draft = { id, sessionId: meta.id, seq: state.seq + 1, at: iso(now), body, rngAfter, prevHash: state.hash };
  return { ...draft, hash: eventHash(draft) };
}

// ---------------------------------------------------------------------------------------------------------
// What happened, in words

/** A roll in words: who rolled for what (or the procedure), the dice as thrown, the modifiers, the result. */
function rollTold(rules: Rules, body: Extract<EventBody, { kind: 'roll' }>): Told {
  const r = body.result;
  let proc: AnyProcedure | undefined;
  try {
    proc = rules.procedure(body.procedure);
  } catch {
    proc = undefined;
  }
  return rollToldOf(
    r,
    body.about ?? proc?.title ?? 'A roll of a procedure this version no longer has',
    body.dice !== undefined,
    proc?.source,
  );
}

/** A settings change in words, by the settings' own labels. */
function settingsTold(rules: Rules, body: Extract<EventBody, { kind: 'settings' }>): Told[] {
  const out: Told[] = [];
  for (const [key, value] of Object.entries(body.settings ?? {})) {
    const def = rules.settings?.find((s) => s.key === key);
    const option = def?.options.find((o) => o.value === value)?.label;
    const shown =
      option ?? (def?.freeForm ? 'edited' : typeof value === 'boolean' ? (value ? 'on' : 'off') : String(value));
    out.push({ text: `${def?.label ?? 'A setting this version no longer has'} set to ${shown}` });
  }
  if (body.overrides) {
    const n = Object.keys(body.overrides).length;
    out.push({
      text: n ? `Table edits in force for ${n} table${n === 1 ? '' : 's'}` : 'The shipped tables are back in force',
    });
  }
  return out;
}

/** An undo in words, naming what it took back unless that was told to one side only. */
function undoTold(target: readonly Told[] | undefined): Told[] {
  const first = target?.[0];
  return [
    {
      text:
        first && first.side === undefined
          ? `Undone: ${toldText(first).replace(/\.$/, '')}`
          : 'Undone: the last roll or action',
    },
  ];
}

/** What an event did, in words, from the states before and after it (`targetTold`: what an undo takes back). */
export function tellEvent(
  rules: Rules,
  before: SessionState,
  body: EventBody,
  after: SessionState,
  targetTold?: readonly Told[],
): readonly Told[] {
  switch (body.kind) {
    case 'roll':
      return [rollTold(rules, body)];
    case 'action':
      return rules.game && before.game !== undefined && after.game !== undefined
        ? rules.game.tell(before.game, after.game, body.action, contextOf(rules, before))
        : [];
    case 'settings':
      return settingsTold(rules, body);
    case 'undo':
      return undoTold(targetTold);
  }
}

/**
 * Turns a request into the next event and the state after it. Rolls use the state's generator (or the typed
 * dice), actions go through the game's check (an illegal one throws SessionRequestError and nothing changes).
 * Undo needs `history`: the events since a state from before the event it reverses (storage passes a snapshot
 * and the events after it; HistoryTooShortError asks for an earlier one).
 */
export function nextEvent(
  meta: SessionMeta,
  state: SessionState,
  request: EventRequest,
  rules: Rules,
  now: string | Date,
  id: string,
  history?: SessionHistory,
): { event: SessionEvent; state: SessionState } {
  const told = (
    event: Omit<SessionEvent, 'told'>,
    after: SessionState,
    targetTold?: readonly Told[],
  ): { event: SessionEvent; state: SessionState } => ({
    event: { ...event, told: plain(tellEvent(rules, state, event.body, after, targetTold)) },
    state: after,
  });
  switch (request.kind) {
    case 'roll': {
      const { body, rngAfter } = resolveRoll(rules, state, request);
      const event = seal(meta, state, body, rngAfter, now, id);
      return told(event, { ...state, rng: rngAfter, seq: event.seq, hash: event.hash });
    }
    case 'action': {
      const { game, rngAfter, action } = applyAction(rules, state, request.action);
      const event = seal(meta, state, { kind: 'action', action }, rngAfter, now, id);
      return told(event, { ...state, game, rng: rngAfter, seq: event.seq, hash: event.hash });
    }
    case 'settings': {
      const body: EventBody = plain({
        kind: 'settings',
        ...(request.settings ? { settings: request.settings } : {}),
        ...(request.overrides ? { overrides: request.overrides } : {}),
      });
      const event = seal(meta, state, body, state.rng, now, id);
      return told(event, { ...withSettings(state, body), seq: event.seq, hash: event.hash });
    }
    case 'undo': {
      if (!history) throw new HistoryTooShortError('undo needs the events since a snapshot');
      const live = new Replayer(meta, rules, history.base, { verify: false });
      live.feed(history.events);
      if (live.state.seq !== state.seq || live.state.hash !== state.hash) {
        throw new HistoryTooShortError(
          `the history given ends at event ${live.state.seq}, not at the current event ${state.seq}`,
        );
      }
      const target = live.lastUndoable;
      if (!target) {
        if (history.base.seq === 0) throw new SessionRequestError('there is nothing left to undo');
        throw new HistoryTooShortError(
          `the last event that can be undone is before event ${history.base.seq + 1}`,
          history.base.seq + 1,
        );
      }
      const body: EventBody = { kind: 'undo', target: target.id };
      const after = undoneState(rules, state, target);
      const event = seal(meta, state, body, after.rng, now, id);
      const targetTold = history.events.find((e) => e.id === target.id)?.told;
      return told(
        event,
        { ...after, undone: [...state.undone, target.id], seq: event.seq, hash: event.hash },
        targetTold,
      );
    }
  }
}

/** The state with `target` undone: rolls change nothing; an action gives back the game from before it. */
function undoneState(rules: Rules, state: SessionState, target: Undoable): SessionState {
  if (target.kind !== 'action') return state;
  const game0 = rules.game;
  if (!game0?.conceal) return { ...state, game: target.gameBefore };
  const rng = Rng.fromState(state.rng);
  const game = plain(game0.conceal(target.gameBefore, rng, contextOf(rules, state)));
  return { ...state, game, rng: rng.state() };
}

function withSettings(state: SessionState, body: Extract<EventBody, { kind: 'settings' }>): SessionState {
  return {
    ...state,
    settings: body.settings ? { ...state.settings, ...body.settings } : state.settings,
    overrides: body.overrides ?? state.overrides,
  };
}

/** An event undo can reverse (a roll or an action), with the game as it was before it. */
export interface Undoable {
  readonly id: string;
  readonly seq: number;
  readonly kind: 'roll' | 'action';
  readonly gameBefore: unknown;
}

// ---------------------------------------------------------------------------------------------------------
// Replay

function sameRng(a: RngState, b: RngState): boolean {
  return a.a >>> 0 === b.a >>> 0 && a.b >>> 0 === b.b >>> 0 && a.c >>> 0 === b.c >>> 0 && a.d >>> 0 === b.d >>> 0;
}

function diceText(pool: ResolvedRoll['pool']): string {
  return pool.map((p) => `${p.group}:${p.values.join(',')}`).join(';') || 'no dice';
}

function checkRollEvent(
  rules: Rules,
  state: SessionState,
  e: SessionEvent & { body: Extract<EventBody, { kind: 'roll' }> },
): RngState {
  const b = e.body;
  let proc: AnyProcedure;
  try {
    proc = rules.procedure(b.procedure);
  } catch (err) {
    throw new ReplayError(e.seq, `unknown procedure "${b.procedure}" (${errorMessage(err)})`);
  }
  const ctx = contextOf(rules, state);
  let result: ResolvedRoll;
  let rngAfter = state.rng;
  try {
    if (b.dice !== undefined) result = resolveProcedure(proc, ctx, { inputs: b.inputs, dice: b.dice });
    else {
      const rng = Rng.fromState(state.rng);
      result = resolveProcedure(proc, ctx, { inputs: b.inputs, rng });
      rngAfter = rng.state();
    }
  } catch (err) {
    throw new ReplayError(e.seq, `the roll of ${b.procedure} cannot be resolved again (${errorMessage(err)})`);
  }
  if (b.result.procedure !== b.procedure)
    throw new ReplayError(e.seq, `the result names procedure ${b.result.procedure}, the roll ${b.procedure}`);
  if (stableKey(b.result.inputs) !== stableKey(b.inputs))
    throw new ReplayError(
      e.seq,
      `the result's inputs ${stableKey(b.result.inputs)} differ from the roll's ${stableKey(b.inputs)}`,
    );
  if (b.dice === undefined) {
    const recorded = diceText(b.result.pool);
    const thrown = diceText(result.pool);
    if (recorded !== thrown) throw new ReplayError(e.seq, `recorded dice ${recorded}, but the seed gives ${thrown}`);
  } else if (stableKey(b.result.pool.map((p) => p.values)) !== stableKey(result.pool.map((p) => p.values))) {
    throw new ReplayError(
      e.seq,
      `the result shows dice ${diceText(b.result.pool)}, but the typed dice are ${diceText(result.pool)}`,
    );
  }
  const want = stableKey(plain(result.outcome));
  if (stableKey(b.result.outcome) !== want)
    throw new ReplayError(e.seq, `recorded outcome ${stableKey(b.result.outcome)}, but the dice give ${want}`);
  return rngAfter;
}

export interface ReplayOptions {
  /**
   * Check every event against the rules (default true, for imports: the file is untrusted): rolls re-resolved
   * (same dice, same outcome), actions checked for legality and for the generator they used. With false (the
   * device reopening its own log, whose hash chain is still checked) rolls are taken as recorded and actions
   * are applied without the legality check, adopting the recorded generator state, so a session saved before
   * an app update changed a procedure or a game rule still opens.
   */
  readonly verify?: boolean;
  /** Called with the state after every event whose seq is a multiple of `snapshotEvery` (to write snapshots). */
  readonly snapshotEvery?: number;
  readonly onSnapshot?: (state: SessionState) => void;
  /** Called with what each event did, in words (see tellEvent), as it is replayed. */
  readonly onTold?: (event: SessionEvent, told: readonly Told[]) => void;
}

/**
 * Replays as the log happened, one event at a time: each event is checked (seq, hash chain, dice, outcome,
 * legality, generator) and applied; an undo restores the game as it was before its target. Undoable events
 * are tracked so an undo can be checked against (or chosen as) the latest one not yet undone. Feeding events
 * in batches lets a long import report progress and be cancelled between them.
 */
export class Replayer {
  private current: SessionState;
  private readonly undoable: Undoable[] = [];
  /** What each event fed so far did, by id (kept only when telling: an undo words what it takes back). */
  private readonly toldById = new Map<string, readonly Told[]>();

  constructor(
    private readonly meta: SessionMeta,
    private readonly rules: Rules,
    private readonly base?: SessionState,
    private readonly opts: ReplayOptions = {},
  ) {
    this.current = base ?? initialState(meta, rules);
  }

  /** The state after the events fed so far. */
  get state(): SessionState {
    return this.current;
  }

  /** The latest roll or action not yet undone among the events fed (undefined when none). */
  get lastUndoable(): Undoable | undefined {
    return this.undoable[this.undoable.length - 1];
  }

  feed(events: readonly SessionEvent[]): SessionState {
    for (const e of events) this.apply(e);
    return this.current;
  }

  apply(e: SessionEvent): SessionState {
    const { meta, rules, base } = this;
    const state = this.current;
    const seq = state.seq + 1;
    if (e.seq !== seq) throw new ReplayError(e.seq, `out of order: expected event ${seq} here`);
    if (e.sessionId !== meta.id) throw new ReplayError(e.seq, `belongs to session ${e.sessionId}, not ${meta.id}`);
    if (e.prevHash !== state.hash) {
      throw new ReplayError(
        e.seq,
        seq === 1
          ? "does not start this session's hash chain (wrong session id, seed or generator)"
          : `its previous-hash does not match event ${seq - 1} (event ${seq - 1} was changed or removed)`,
      );
    }
    if (eventHash(e) !== e.hash)
      throw new ReplayError(e.seq, 'its content does not match its hash (the event was changed)');
    const body = e.body;
    let next: SessionState;
    switch (body.kind) {
      case 'roll': {
        const rngAfter =
          this.opts.verify === false
            ? e.rngAfter
            : checkRollEvent(rules, state, e as SessionEvent & { body: typeof body });
        if (!sameRng(rngAfter, e.rngAfter))
          throw new ReplayError(e.seq, 'the generator after the roll differs from the one recorded');
        this.undoable.push({ id: e.id, seq: e.seq, kind: 'roll', gameBefore: state.game });
        next = { ...state, rng: rngAfter };
        break;
      }
      case 'action': {
        const verify = this.opts.verify !== false;
        const r = applyAction(rules, state, body.action, e.seq, verify);
        if (verify && stableKey(r.action) !== stableKey(body.action))
          throw new ReplayError(e.seq, 'the action does not read back as recorded');
        if (verify && !sameRng(r.rngAfter, e.rngAfter))
          throw new ReplayError(e.seq, `the generator after "${body.action.type}" differs from the one recorded`);
        const untimely = verify ? rules.game?.checkRecorded?.(state.game, r.action, Date.parse(e.at)) : undefined;
        if (untimely !== undefined) throw new ReplayError(e.seq, untimely);
        this.undoable.push({ id: e.id, seq: e.seq, kind: 'action', gameBefore: state.game });
        next = { ...state, game: r.game, rng: verify ? r.rngAfter : e.rngAfter };
        break;
      }
      case 'settings': {
        if (!sameRng(state.rng, e.rngAfter)) throw new ReplayError(e.seq, 'a settings change moved the generator');
        if (body.overrides && this.opts.verify !== false) {
          try {
            checkOverrideValues(body.overrides, shippedTables(rules), 'overrides');
          } catch (err) {
            if (err instanceof SchemaError)
              throw new ReplayError(e.seq, `its table edits are not valid: ${err.expected}`);
            throw err;
          }
        }
        next = withSettings(state, body);
        break;
      }
      case 'undo': {
        const target = this.undoable.pop();
        if (!target) {
          if (state.undone.includes(body.target))
            throw new ReplayError(e.seq, `undoes event ${body.target}, which was already undone`);
          if (base && base.seq > 0)
            throw new HistoryTooShortError(
              `event ${e.seq} undoes an event from before the snapshot at ${base.seq}`,
              base.seq,
              body.target,
            );
          throw new ReplayError(e.seq, 'an undo with nothing left to undo');
        }
        if (target.id !== body.target)
          throw new ReplayError(
            e.seq,
            `undoes ${body.target}, but the latest event not yet undone is event ${target.seq}`,
          );
        const after = undoneState(rules, state, target);
        if (!sameRng(after.rng, e.rngAfter))
          throw new ReplayError(e.seq, 'the generator after the undo differs from the one recorded');
        next = { ...after, undone: [...state.undone, target.id] };
        break;
      }
      default:
        throw new ReplayError(e.seq, `unknown kind of event "${String(fieldOf(body, 'kind'))}"`);
    }
    this.current = { ...next, seq: e.seq, hash: e.hash };
    const onTold = this.opts.onTold;
    if (onTold) {
      const told = plain(
        tellEvent(rules, state, body, this.current, body.kind === 'undo' ? this.toldById.get(body.target) : undefined),
      );
      this.toldById.set(e.id, told);
      onTold(e, told);
    }
    const every = this.opts.snapshotEvery;
    if (this.opts.onSnapshot && every && this.current.seq % every === 0) this.opts.onSnapshot(this.current);
    return this.current;
  }
}

/**
 * Rebuilds the state from the seed (or from a snapshot) through `events`, checking the hash chain and
 * re-resolving every roll: generator rolls must give the recorded dice and outcome, typed dice the recorded
 * outcome; actions must be legal and move the generator as recorded. Throws ReplayError naming the event's
 * seq and what differs; HistoryTooShortError when an undo reaches back before the snapshot given.
 */
export function replay(
  meta: SessionMeta,
  events: readonly SessionEvent[],
  rules: Rules,
  snapshot?: SessionState,
  opts?: ReplayOptions,
): SessionState {
  return new Replayer(meta, rules, snapshot, opts).feed(events);
}

/**
 * The same log under a new session id with new event ids (for duplicate, or for importing a session whose id
 * is taken): undo targets follow the new ids and the chain is hashed again. `idMap` maps old event ids to new.
 */
export function rechain(
  meta: SessionMeta,
  events: readonly SessionEvent[],
  newSessionId: string,
  newId: () => string,
): { meta: SessionMeta; events: SessionEvent[]; idMap: Map<string, string> } {
  const idMap = new Map<string, string>();
  const m: SessionMeta = { ...meta, id: newSessionId };
  let prevHash = genesisHash(m);
  const out: SessionEvent[] = [];
  for (const e of events) {
    const id = newId();
    idMap.set(e.id, id);
    const body: EventBody =
      e.body.kind === 'undo' ? { kind: 'undo', target: idMap.get(e.body.target) ?? e.body.target } : e.body;
    const draft = { id, sessionId: newSessionId, seq: e.seq, at: e.at, body, rngAfter: e.rngAfter, prevHash };
    const hash = eventHash(draft);
    out.push({ ...draft, hash });
    prevHash = hash;
  }
  return { meta: { ...m, headHash: prevHash }, events: out, idMap };
}

/** A state under rechained ids (the undone list follows idMap; `hash` becomes the new chain's). */
export function rechainState(state: SessionState, idMap: ReadonlyMap<string, string>, hash: string): SessionState {
  return { ...state, hash, undone: state.undone.map((id) => idMap.get(id) ?? id) };
}

/** The shipped tables of a system's rules, by id (the rules context with no overrides). */
export function shippedTables(rules: Rules): TableLookup {
  const ctx = rules.context({}, {});
  return (id) => {
    try {
      return ctx.table(id);
    } catch (e) {
      if (e instanceof UnknownTableError) return undefined;
      throw e;
    }
  };
}

/** Limits overrides to one system's tables (ids `system.name`). */
export function overridesFor(system: string, overrides: TableOverrides): TableOverrides {
  const out: Record<string, Readonly<Record<string, Readonly<Record<string, Cell>>>>> = {};
  for (const [table, rows] of Object.entries(overrides)) if (table.startsWith(`${system}.`)) out[table] = rows;
  return out;
}

/** True when the overrides differ (in content, not key order). */
export function overridesDiffer(a: TableOverrides, b: TableOverrides): boolean {
  return stableKey(a) !== stableKey(b);
}
