import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  BACKUP_FORMAT,
  checkBackupExport,
  checkOverrideValues,
  checkSessionExport,
  describeProcedure,
  fieldOf,
  isPackDocument,
  isRecord,
  oneLine,
  packOverrides,
  parseJson,
  procedureOdds,
  replay,
  ReplayError,
  resolveProcedure,
  Rng,
  RNG_ID,
  SESSION_FORMAT,
  stateHash,
  validateTable,
  type SessionExport,
  type TableData,
  type TableLookup,
  type TableOverrides,
} from '../engine/index.ts';
import { findProcedure, rulesOf, systemContext } from '../systems/catalog.ts';
import { isSystemId, loadAllSystems, loadSystem, SYSTEMS } from '../systems/registry.ts';
import { intFlag, jsonFlag, readArgs, stringFlag, UsageError, type FlagSpecs, type ParsedArgs } from './args.ts';

export type { Io } from './command.ts';
import { readDataFile } from './files.ts';
import type { Command, Io } from './command.ts';
import { commandHelp, overallHelp } from './help.ts';
import { MAX_GAMES, openSimulation } from './simulate.ts';
import { serveCommand } from './serve.ts';

const SYSTEM_IDS = SYSTEMS.map((s) => s.id).join(', ');

/** The shipped tables of the systems these table ids name (ids `system.name`). */
async function tableLookup(ids: Iterable<string>): Promise<TableLookup> {
  const byId = new Map<string, TableData>();
  const systems = new Set([...ids].map((id) => id.split('.')[0] ?? ''));
  for (const s of systems) if (isSystemId(s)) for (const t of (await loadSystem(s)).tables) byId.set(t.id, t);
  return (id) => byId.get(id);
}

/** Reads `--pack FILE` into the table overrides it stands for (none without the flag). */
async function packFlag(args: ParsedArgs): Promise<TableOverrides> {
  const file = stringFlag(args, 'pack');
  if (file === undefined) return {};
  const value = parseJson(await readDataFile(file), file);
  const tables = fieldOf(value, 'tables');
  return packOverrides(
    value,
    await tableLookup(typeof tables === 'object' && tables !== null ? Object.keys(tables) : []),
    file,
  );
}

function onePositional(args: ParsedArgs, command: string, what: string): string {
  const [first, ...rest] = args.positional;
  if (first === undefined) throw new UsageError(`${command} needs ${what}`);
  if (rest.length) throw new UsageError(`${command} takes one ${what.replace(/^an? /, '')}, got also "${rest[0]}"`);
  return first;
}

const PACK_FLAG = {
  pack: {
    type: 'string',
    value: 'FILE',
    help: "an owner's pack of table corrections to use instead of the shipped values",
  },
} as const;

const procedures: Command = {
  usage: 'procedures [--system ID]',
  summary: 'every procedure id with its inputs (name, type, range, default) and outcome keys',
  flags: { system: { type: 'string', value: 'ID', help: `only this system (${SYSTEM_IDS})` } },
  async run(args) {
    if (args.positional.length) throw new UsageError(`procedures takes no argument, got "${args.positional[0]}"`);
    const systemId = stringFlag(args, 'system');
    if (systemId !== undefined && !isSystemId(systemId))
      throw new UsageError(`--system: unknown system "${systemId}" (systems: ${SYSTEM_IDS})`);
    const systems = systemId ? [await loadSystem(systemId)] : await loadAllSystems();
    return systems.flatMap((system) => system.procedures.map((p) => describeProcedure(p, systemContext(system))));
  },
};

const INPUT_FLAG = {
  input: {
    type: 'string',
    value: 'JSON',
    help: 'the inputs as a JSON object (defaults for those left out); a set of options as their values separated by commas, {"fullBoxes":"FG,ER"}',
  },
} satisfies FlagSpecs;

const resolve: Command = {
  usage: 'resolve ID --input JSON [--dice LIST | --seed S] [--pack FILE]',
  summary: 'resolve a procedure once, with dice typed in or thrown from a seed',
  flags: {
    ...INPUT_FLAG,
    dice: {
      type: 'string',
      value: 'LIST',
      help: 'the dice thrown at the table: 1,1,6, or attacker:1,2;defender:6 for several groups',
    },
    seed: {
      type: 'string',
      value: 'S',
      help: 'throw the dice from this seed (any text); the time when neither --dice nor --seed is given',
    },
    ...PACK_FLAG,
  },
  async run(args) {
    const { system, procedure } = await findProcedure(
      onePositional(args, 'resolve', 'a procedure id (see `umpire procedures`)'),
    );
    const dice = stringFlag(args, 'dice');
    const seed = stringFlag(args, 'seed');
    if (dice !== undefined && seed !== undefined) throw new UsageError('give either --dice or --seed, not both');
    const ctx = systemContext(system, {}, await packFlag(args));
    const rng = Rng.fromSeed(seed ?? String(Date.now()));
    const r = resolveProcedure(procedure, ctx, {
      inputs: jsonFlag(args, 'input'),
      ...(dice !== undefined ? { dice } : { rng }),
    });
    return { ...r, ...(dice === undefined ? { seed: seed ?? null, generator: RNG_ID } : {}) };
  },
};

const odds: Command = {
  usage: 'odds ID --input JSON [--pack FILE]',
  summary: 'the exact chance of every outcome (the p sum to 1)',
  flags: { ...INPUT_FLAG, ...PACK_FLAG },
  async run(args) {
    const { system, procedure } = await findProcedure(
      onePositional(args, 'odds', 'a procedure id (see `umpire procedures`)'),
    );
    return procedureOdds(procedure, systemContext(system, {}, await packFlag(args)), jsonFlag(args, 'input'));
  },
};

const simulate: Command = {
  usage: 'simulate SYSTEM [--games N] [--seed S] [--policy NAME] [--jobs N] [--pack FILE] [--no-timing]',
  summary: 'auto-play whole solitaire games and print victory levels, VP and turns',
  flags: {
    games: {
      type: 'string',
      value: 'N',
      help: `how many games (default 100, at most ${MAX_GAMES.toLocaleString('en')})`,
    },
    seed: {
      type: 'string',
      value: 'S',
      help: 'the seed (any text, default 1): the same seed gives the same statistics',
    },
    policy: {
      type: 'string',
      value: 'NAME',
      help: "how the player's side decides (default: the system's own; a wrong name lists them)",
    },
    jobs: {
      type: 'string',
      value: 'N',
      help: `threads to play on (default all ${availableParallelism()} cores); the statistics do not depend on it`,
    },
    ...PACK_FLAG,
    'no-timing': { type: 'boolean', help: 'leave gamesPerSecond out, so two runs of one seed print the same bytes' },
  },
  async run(args, io) {
    const id = onePositional(args, 'simulate', `a system (${SYSTEM_IDS})`);
    if (!isSystemId(id)) throw new UsageError(`simulate: unknown system "${id}" (systems: ${SYSTEM_IDS})`);
    const games = intFlag(args, 'games', 1, MAX_GAMES) ?? 100;
    const jobs = intFlag(args, 'jobs', 1, 256) ?? availableParallelism();
    const start = performance.now();
    const every = io.progressEveryMs ?? 1000;
    let shownAt = start;
    const onProgress = (done: number): void => {
      const now = performance.now();
      if (!io.progress || done === games || now - shownAt < every) return;
      shownAt = now;
      io.progress(
        `simulate ${id}: ${done.toLocaleString('en')} of ${games.toLocaleString('en')} games (${Math.floor((100 * done) / games)}%)`,
      );
    };
    const simulation = openSimulation(id, games, {
      jobs,
      onProgress,
      ...(io.workerUrl ? { workerUrl: io.workerUrl } : {}),
    });
    try {
      const sim = (await loadSystem(id)).simulator;
      if (!sim) throw new UsageError(`${id} has no simulator (it is not a solitaire game Umpire plays alone)`);
      const seed = stringFlag(args, 'seed') ?? '1';
      const policy = stringFlag(args, 'policy') ?? sim.defaultPolicy;
      if (!sim.policies.some((p) => p.name === policy))
        throw new UsageError(
          `--policy: unknown policy "${policy}" (policies: ${sim.policies.map((p) => p.name).join(', ')})`,
        );
      const overrides = await packFlag(args);
      const stats = await simulation.play({ system: id, policy, seed, games, overrides });
      const seconds = (performance.now() - start) / 1000;
      const timing = args.flags['no-timing'] ? {} : { gamesPerSecond: Math.round(games / Math.max(seconds, 1e-6)) };
      return { system: id, games, seed, policy, ...timing, ...stats };
    } finally {
      simulation.close();
    }
  },
};

/** Replays an exported session from its seed and checks it ends where the file says. */
async function verifySession(x: SessionExport, file: string, at: string): Promise<void> {
  const where = `${file}: session "${x.meta.name}"`;
  if (!isSystemId(x.meta.system)) throw new UsageError(`${where}: unknown system "${x.meta.system}"`);
  checkOverrideValues(x.overrides, await tableLookup(Object.keys(x.overrides)), `${at}.overrides`, file);
  let state;
  try {
    state = replay(x.meta, x.events, rulesOf(await loadSystem(x.meta.system)));
  } catch (e) {
    if (e instanceof ReplayError) throw new UsageError(`${where}: event ${e.seq} is wrong: ${e.detail}`);
    throw new UsageError(`${where}: the log does not replay (${e instanceof Error ? e.message : String(e)})`);
  }
  if (state.hash !== x.final.hash || stateHash(state) !== x.final.stateHash)
    throw new UsageError(`${where}: replaying the log does not reach the final state the file records`);
}

async function validateFile(file: string): Promise<{ file: string; kind: string; id: string }> {
  const value = parseJson(await readDataFile(file), file);
  const doc: Record<string, unknown> = isRecord(value) ? value : {};
  if (isPackDocument(value)) {
    const tables = typeof doc.tables === 'object' && doc.tables !== null ? Object.keys(doc.tables) : [];
    const overrides = packOverrides(value, await tableLookup(tables), file);
    return { file, kind: 'pack', id: `${Object.keys(overrides).length} tables` };
  }
  if ('columns' in doc && 'rows' in doc) return { file, kind: 'table', id: validateTable(value, file).id };
  if (doc.format === SESSION_FORMAT) {
    const x = checkSessionExport(value, file);
    await verifySession(x, file, '');
    return { file, kind: 'session', id: x.meta.id };
  }
  if (doc.format === BACKUP_FORMAT) {
    const backup = checkBackupExport(value, file);
    checkOverrideValues(backup.overrides, await tableLookup(Object.keys(backup.overrides)), '.overrides', file);
    for (const [i, x] of backup.sessions.entries()) await verifySession(x, file, `.sessions[${i}]`);
    return { file, kind: 'backup', id: `${backup.sessions.length} sessions` };
  }
  const systemId = typeof doc.system === 'string' ? doc.system : '';
  if (isSystemId(systemId)) {
    const system = await loadSystem(systemId);
    if (!system.checkScenario) throw new UsageError(`${file}: ${systemId} has no scenario schema yet`);
    return { file, kind: 'scenario', id: system.checkScenario(value, file).id };
  }
  throw new UsageError(
    `${file}: not a table (columns and rows), a scenario (a known "system"), a pack ("kind": "umpire-pack"), or an exported session or backup`,
  );
}

const validateCommand: Command = {
  usage: 'validate FILE...',
  summary: 'check tables, scenarios, packs, exported sessions and backups (sessions are replayed from their seed)',
  flags: {},
  async run(args) {
    if (args.positional.length === 0) throw new UsageError('validate needs at least one file');
    const valid = [];
    for (const f of args.positional) valid.push(await validateFile(f));
    return { valid };
  },
};

export const COMMANDS: Readonly<Record<string, Command>> = {
  procedures,
  resolve,
  odds,
  simulate,
  validate: validateCommand,
  serve: serveCommand,
};

/** One line for an error: what and where, never a stack or a JavaScript internal. */
function errorLine(e: unknown): string {
  return e instanceof Error ? oneLine(e.message) : 'an unexpected failure';
}

export async function run(argv: readonly string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  try {
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
      const topic = name === 'help' ? rest[0] : undefined;
      const command = topic === undefined ? undefined : COMMANDS[topic];
      if (topic !== undefined && !command)
        throw new UsageError(`help: unknown command "${topic}" (commands: ${Object.keys(COMMANDS).join(', ')})`);
      io.out(command ? commandHelp(command) : overallHelp(COMMANDS));
      return name === undefined ? 2 : 0;
    }
    const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!command)
      throw new UsageError(
        `unknown command "${name}" (commands: ${Object.keys(COMMANDS).join(', ')}; see umpire --help)`,
      );
    const args = readArgs(name, rest, command.flags);
    if (args.flags.help) {
      io.out(commandHelp(command));
      return 0;
    }
    const result = await command.run(args, io);
    io.out(JSON.stringify(result, null, args.flags.pretty ? 2 : undefined));
    return 0;
  } catch (e) {
    io.err(`umpire: ${errorLine(e)}`);
    return e instanceof UsageError ? 2 : 1;
  }
}
