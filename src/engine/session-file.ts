/**
 * The files a session travels in: one session (`umpire-session`) or a full backup (`umpire-backup`: every
 * session plus the table overrides). Files are untrusted: the text is size-capped, every field is checked,
 * reserved keys such as `__proto__` are refused, and errors name the file and the path inside it. A file that
 * passes this check must still replay (hash chain, dice, outcomes, final state) before anything is stored.
 */
import { fieldOf, isRecord } from './guards.ts';
import { isPackDocument, MAX_PACK_FILE_CHARS } from './pack.ts';
import { RNG_ID, type RngState } from './rng.ts';
import {
  arr,
  bool,
  byType,
  int,
  json,
  literal,
  num,
  obj,
  optional,
  parseJson,
  record,
  SchemaError,
  str,
  validate,
  type Check,
} from './schema.ts';
import {
  SESSION_SCHEMA_VERSION,
  type EventBody,
  type SessionEvent,
  type SessionMeta,
  type Settings,
} from './session.ts';
import type { Cell, TableOverrides } from './tables.ts';
import type { ResolvedRoll } from './procedure.ts';
import type { SettingValue } from './context.ts';

export const SESSION_FORMAT = 'umpire-session';
export const BACKUP_FORMAT = 'umpire-backup';
/** Largest session file read (characters of text). */
export const MAX_SESSION_FILE_CHARS = 32 * 1024 * 1024;
/** Largest backup file read. */
export const MAX_BACKUP_FILE_CHARS = 128 * 1024 * 1024;
export const MAX_EVENTS = 200_000;
export const MAX_SESSIONS_IN_BACKUP = 10_000;

export interface SessionFinal {
  readonly seq: number;
  readonly hash: string;
  /** SHA-256 of the whole final state (engine/session.ts stateHash): the import must reach the same. */
  readonly stateHash: string;
}

export interface SessionExport {
  readonly format: typeof SESSION_FORMAT;
  readonly schemaVersion: number;
  readonly rulesVersion: string;
  readonly generator: string;
  readonly seed: string;
  readonly exportedAt: string;
  readonly meta: SessionMeta;
  readonly events: readonly SessionEvent[];
  /** The user's table overrides of this system at export time (the ones each event saw are in the log). */
  readonly overrides: TableOverrides;
  readonly final: SessionFinal;
}

export interface BackupExport {
  readonly format: typeof BACKUP_FORMAT;
  readonly schemaVersion: number;
  readonly exportedAt: string;
  readonly sessions: readonly SessionExport[];
  readonly overrides: TableOverrides;
}

// ---------------------------------------------------------------------------------------------------------
// Field checks

const ID = str({ min: 1, max: 100, pattern: /^[A-Za-z0-9._:-]+$/ });
const HASH = str({ pattern: /^[0-9a-f]{64}$/ });
const TIME = str({ min: 1, max: 40, pattern: /^\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:\d\d)$/ });
const TEXT = str({ max: 10_000 });
const SHORT = str({ max: 200 });
const U32 = int({ min: 0, max: 2 ** 32 - 1 });

// A setting may carry a whole edited map (Bloody Beach), hence the large cap on its text.
const settingValue: Check<SettingValue> = byType<SettingValue>('a string, number or true/false', {
  string: str({ max: 2_000_000 }),
  number: num(),
  boolean: bool,
});
const settings: Check<Settings> = record(settingValue);
const cell: Check<Cell> = byType<Cell>('a number, string, true/false or null', {
  number: num(),
  string: str({ max: 1000 }),
  boolean: bool,
  null: () => null,
});
export const checkOverrides: Check<TableOverrides> = record(record(record(cell)));

const rngState: Check<RngState> = obj({ a: U32, b: U32, c: U32, d: U32 });
const face = byType<number | string>('a die face (number or symbol)', {
  number: num(),
  string: str({ min: 1, max: 40 }),
});
const diceRoll = record(arr(face, { max: 1000 }));
const inputValues = record(
  byType<SettingValue>('a number, string or true/false', { number: num(), string: str({ max: 1000 }), boolean: bool }),
);

const resolvedRoll: Check<ResolvedRoll> = obj({
  procedure: ID,
  inputs: inputValues,
  diceSource: literal('typed', 'rolled'),
  pool: arr(
    obj({
      group: SHORT,
      label: SHORT,
      count: int({ min: 0, max: 1000 }),
      die: SHORT,
      faces: arr(face, { max: 1000 }),
      values: arr(face, { max: 1000 }),
      optional: optional(bool),
    }),
    { max: 100 },
  ),
  modifiers: arr(obj({ label: SHORT, amount: num(), source: SHORT }), { max: 200 }),
  outcome: record(json),
  summary: TEXT,
  explanation: arr(TEXT, { max: 200 }),
  cell: optional(obj({ table: ID, row: SHORT, column: optional(SHORT) })),
  decisive: optional(record(arr(int({ min: 0, max: 1000 }), { max: 1000 }))),
});

const rollBody = obj({
  kind: literal('roll'),
  procedure: ID,
  inputs: inputValues,
  dice: optional(diceRoll),
  result: resolvedRoll,
  about: optional(str({ max: 500 })),
});
const actionBody = obj({ kind: literal('action'), action: obj({ type: str({ min: 1, max: 100 }) }, { open: true }) });
const undoBody = obj({ kind: literal('undo'), target: ID });
const settingsBody = obj({
  kind: literal('settings'),
  settings: optional(settings),
  overrides: optional(checkOverrides),
});

/** An event body, told apart by its `kind` so errors name the right fields. */
const eventBody: Check<EventBody> = (v, path) => {
  if (!isRecord(v)) throw new SchemaError(path, 'expected an object');
  const kind = v.kind;
  switch (kind) {
    case 'roll':
      return rollBody(v, path);
    case 'action':
      return actionBody(v, path);
    case 'undo':
      return undoBody(v, path);
    case 'settings':
      return settingsBody(v, path);
    default:
      throw new SchemaError(
        `${path}.kind`,
        `expected "roll", "action", "undo" or "settings", got ${JSON.stringify(kind) ?? 'nothing'}`,
      );
  }
};

export const checkEvent: Check<SessionEvent> = obj({
  id: ID,
  sessionId: ID,
  seq: int({ min: 1, max: MAX_EVENTS }),
  at: TIME,
  body: eventBody,
  rngAfter: rngState,
  prevHash: HASH,
  hash: HASH,
  // An export carries what each event did in words; an import makes them again by replay and ignores these.
  told: optional(arr(obj({ text: str({ max: 2000 }) }, { open: true }), { max: 500 })),
});

export const checkMeta: Check<SessionMeta> = obj({
  id: ID,
  system: ID,
  name: str({ min: 1, max: 200 }),
  seed: str({ min: 1, max: 200 }),
  generator: SHORT,
  rulesVersion: SHORT,
  schemaVersion: int({ min: 1 }),
  createdAt: TIME,
  updatedAt: TIME,
  settings,
  eventCount: int({ min: 0, max: MAX_EVENTS }),
  headHash: optional(HASH),
  status: optional(obj({ turn: int({ min: 0, max: 100_000 }), phase: SHORT })),
});

const sessionExportShape = obj({
  format: literal(SESSION_FORMAT),
  schemaVersion: int({ min: 1 }),
  rulesVersion: SHORT,
  generator: SHORT,
  seed: str({ min: 1, max: 200 }),
  exportedAt: TIME,
  meta: checkMeta,
  events: arr(checkEvent, { max: MAX_EVENTS }),
  overrides: checkOverrides,
  final: obj({ seq: int({ min: 0, max: MAX_EVENTS }), hash: HASH, stateHash: HASH }),
});

/** Checks what the shape alone cannot: versions we can read, and the header agreeing with the meta and log. */
function crossCheck(x: SessionExport, at: string): SessionExport {
  const fail = (path: string, expected: string): never => {
    throw new SchemaError(`${at}${path}`, expected);
  };
  if (x.schemaVersion > SESSION_SCHEMA_VERSION)
    fail(
      '.schemaVersion',
      `a version up to ${SESSION_SCHEMA_VERSION} (this file comes from a newer Umpire: update the app first)`,
    );
  if (x.generator !== RNG_ID)
    fail('.generator', `"${RNG_ID}" (the only generator this version knows), got "${x.generator}"`);
  if (x.meta.generator !== x.generator) fail('.meta.generator', `the same generator as the file ("${x.generator}")`);
  if (x.meta.seed !== x.seed) fail('.meta.seed', 'the same seed as the file header');
  const problem = eventNumberProblem(x.events, Math.max(x.meta.eventCount, x.final.seq));
  if (problem) fail('.events', problem);
  if (x.meta.eventCount !== x.events.length)
    fail('.meta.eventCount', `${x.events.length} (the number of events in the file), got ${x.meta.eventCount}`);
  if (x.final.seq !== x.events.length)
    fail('.final.seq', `${x.events.length} (the number of events in the file), got ${x.final.seq}`);
  for (const e of x.events)
    if (e.sessionId !== x.meta.id)
      fail('.events', `event ${e.seq} belongs to another session ("${e.sessionId}", not "${x.meta.id}")`);
  return x;
}

/**
 * What is wrong with the numbering of a log, naming events by their number (never by their place in the
 * file): an event deleted, duplicated or moved, or two events sharing an id. `declared` is the count the
 * file's header records, so a deleted last event is named too.
 */
export function eventNumberProblem(events: readonly SessionEvent[], declared: number): string | undefined {
  const seen = new Set<number>();
  for (const e of events) {
    if (seen.has(e.seq)) return `event ${e.seq} appears twice`;
    seen.add(e.seq);
  }
  const last = Math.max(declared, events.length);
  for (let n = 1; n <= last; n++) {
    if (seen.has(n)) continue;
    let next = Infinity;
    for (const s of seen) if (s > n && s < next) next = s;
    if (!Number.isFinite(next))
      return `event ${n} is missing: the file records ${declared} events, but the log ends at event ${n - 1}`;
    return `event ${n} is missing (the log goes from ${n === 1 ? 'its start' : `event ${n - 1}`} to event ${next})`;
  }
  for (const [i, { seq }] of events.entries()) {
    if (seq !== i + 1) return `events out of order: event ${seq} comes before event ${i + 1}`;
  }
  const byId = new Map<string, number>();
  for (const e of events) {
    const other = byId.get(e.id);
    if (other !== undefined) return `events ${other} and ${e.seq} have the same id "${e.id}" (every event has its own)`;
    byId.set(e.id, e.seq);
  }
  return undefined;
}

/** A file from a newer Umpire is refused as such before its shape (which may have grown) is checked. */
function checkNotNewer(value: unknown, file: string): void {
  const v = fieldOf(value, 'schemaVersion');
  if (typeof v === 'number' && v > SESSION_SCHEMA_VERSION) {
    throw new SchemaError(
      '.schemaVersion',
      `a version up to ${SESSION_SCHEMA_VERSION}, got ${v} (this file comes from a newer Umpire: update the app first)`,
      file,
    );
  }
}

/** Checks a parsed session file; errors name `file` and the path (e.g. `events[12].body.result.outcome`). */
export function checkSessionExport(value: unknown, file: string): SessionExport {
  checkNotNewer(value, file);
  const x = validate(sessionExportShape, value, file) as SessionExport;
  try {
    return crossCheck(x, '');
  } catch (e) {
    throw e instanceof SchemaError ? e.inFile(file) : e;
  }
}

const backupShape = obj({
  format: literal(BACKUP_FORMAT),
  schemaVersion: int({ min: 1 }),
  exportedAt: TIME,
  sessions: arr(sessionExportShape, { max: MAX_SESSIONS_IN_BACKUP }),
  overrides: checkOverrides,
});

export function checkBackupExport(value: unknown, file: string): BackupExport {
  checkNotNewer(value, file);
  const x = validate(backupShape, value, file) as BackupExport;
  try {
    if (x.schemaVersion > SESSION_SCHEMA_VERSION)
      throw new SchemaError(
        '.schemaVersion',
        `a version up to ${SESSION_SCHEMA_VERSION} (this backup comes from a newer Umpire: update the app first)`,
      );
    const ids = new Set<string>();
    x.sessions.forEach((s, i) => {
      crossCheck(s, `.sessions[${i}]`);
      if (ids.has(s.meta.id))
        throw new SchemaError(`.sessions[${i}].meta.id`, `a session id not used twice ("${s.meta.id}")`);
      ids.add(s.meta.id);
    });
    return x;
  } catch (e) {
    throw e instanceof SchemaError ? e.inFile(file) : e;
  }
}

function capText(text: string, max: number, file: string): void {
  if (text.length > max)
    throw new SchemaError(
      '(root)',
      `the file is too large (${(text.length / 1048576).toFixed(1)} MB; at most ${max / 1048576} MB)`,
      file,
    );
}

/** Reads a session file's text: size cap, JSON, then checkSessionExport. */
export function parseSessionFile(text: string, file: string): SessionExport {
  capText(text, MAX_SESSION_FILE_CHARS, file);
  return checkSessionExport(parseJson(text, file), file);
}

export function parseBackupFile(text: string, file: string): BackupExport {
  capText(text, MAX_BACKUP_FILE_CHARS, file);
  return checkBackupExport(parseJson(text, file), file);
}

/**
 * Reads any file the app imports, told apart by its `format` (or a pack's `kind`). A pack comes back parsed but
 * unchecked: its check needs the shipped tables (packOverrides, which the store runs).
 */
export function parseImportFile(
  text: string,
  file: string,
):
  { kind: 'session'; file: SessionExport } | { kind: 'backup'; file: BackupExport } | { kind: 'pack'; value: unknown } {
  capText(text, MAX_BACKUP_FILE_CHARS, file);
  const value = parseJson(text, file);
  if (isPackDocument(value)) {
    capText(text, MAX_PACK_FILE_CHARS, file);
    return { kind: 'pack', value };
  }
  const format = fieldOf(value, 'format');
  if (format === BACKUP_FORMAT) return { kind: 'backup', file: checkBackupExport(value, file) };
  if (format === SESSION_FORMAT) {
    capText(text, MAX_SESSION_FILE_CHARS, file);
    return { kind: 'session', file: checkSessionExport(value, file) };
  }
  throw new SchemaError(
    '.format',
    `"${SESSION_FORMAT}" or "${BACKUP_FORMAT}", or "kind": "umpire-pack" (not an Umpire session, backup or pack file)`,
    file,
  );
}
