import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import {
  describeProcedure,
  parseJson,
  procedureOdds,
  resolveProcedure,
  Rng,
  RNG_ID,
  summarize,
  validateTable,
  checkBackupExport,
  checkSessionExport,
  replay,
  ReplayError,
  SESSION_FORMAT,
  BACKUP_FORMAT,
  stateHash,
  type SessionExport,
} from '../engine/index.ts';
import { allProcedures, findProcedure, rulesOf, systemContext } from '../systems/catalog.ts';
import { isSystemId, loadSystem, SYSTEMS } from '../systems/registry.ts';
import { intFlag, jsonFlag, parseArgs, stringFlag, UsageError, type ParsedArgs } from './args.ts';

export interface Io {
  out(text: string): void;
  err(text: string): void;
}

const USAGE = `usage: umpire <command> [--pretty]
  procedures [--system ID]
  resolve ID --input JSON [--dice LIST | --seed N]
  odds ID --input JSON
  simulate SYSTEM --games N --seed S [--policy NAME]
  validate FILE...
  serve [--port P] [--host ADDR] [--data DIR] [--app DIR]`;

const MAX_FILE_BYTES = 20 * 1024 * 1024;

async function procedures(args: ParsedArgs): Promise<unknown> {
  const systemId = stringFlag(args, 'system');
  if (systemId !== undefined && !isSystemId(systemId)) throw new UsageError(`--system: unknown system "${systemId}" (systems: ${SYSTEMS.map((s) => s.id).join(', ')})`);
  const list = systemId ? (await loadSystem(systemId)).procedures.map((procedure) => ({ procedure, system: undefined })) : await allProcedures();
  const result = [];
  for (const { procedure } of list) {
    const system = await loadSystem(procedure.system as never);
    result.push(describeProcedure(procedure, systemContext(system)));
  }
  return result;
}

function requireId(args: ParsedArgs): string {
  const id = args.positional[0];
  if (!id) throw new UsageError(`${args.command} needs a procedure id (see \`umpire procedures\`)`);
  return id;
}

async function resolve(args: ParsedArgs): Promise<unknown> {
  const { system, procedure } = await findProcedure(requireId(args));
  const dice = stringFlag(args, 'dice');
  const seed = stringFlag(args, 'seed');
  if (dice !== undefined && seed !== undefined) throw new UsageError('give either --dice or --seed, not both');
  const rng = Rng.fromSeed(seed ?? String(Date.now()));
  const r = resolveProcedure(procedure, systemContext(system), { inputs: jsonFlag(args, 'input'), ...(dice !== undefined ? { dice } : { rng }) });
  return { ...r, ...(dice === undefined ? { seed: seed ?? null, generator: RNG_ID } : {}) };
}

async function odds(args: ParsedArgs): Promise<unknown> {
  const { system, procedure } = await findProcedure(requireId(args));
  return procedureOdds(procedure, systemContext(system), jsonFlag(args, 'input'));
}

async function simulate(args: ParsedArgs): Promise<unknown> {
  const id = args.positional[0];
  if (!id || !isSystemId(id)) throw new UsageError(`simulate needs a system (${SYSTEMS.map((s) => s.id).join(', ')})`);
  const system = await loadSystem(id);
  const sim = system.simulator;
  if (!sim) throw new UsageError(`${id} has no simulator (it is not a solitaire game Umpire plays alone)`);
  const games = intFlag(args, 'games', 1, 10_000_000) ?? 100;
  const seed = stringFlag(args, 'seed') ?? '1';
  const policy = stringFlag(args, 'policy') ?? sim.defaultPolicy;
  if (!sim.policies.some((p) => p.name === policy)) throw new UsageError(`--policy: unknown policy "${policy}" (policies: ${sim.policies.map((p) => p.name).join(', ')})`);
  const rng = Rng.fromSeed(`${id}:${seed}`);
  const levels: Record<string, number> = {};
  const vps: number[] = [];
  const turns: number[] = [];
  const start = performance.now();
  for (let g = 0; g < games; g++) {
    const r = sim.playGame(rng, policy);
    levels[r.victoryLevel] = (levels[r.victoryLevel] ?? 0) + 1;
    vps.push(r.vp);
    turns.push(r.turns);
  }
  const seconds = (performance.now() - start) / 1000;
  const t = summarize(turns);
  return {
    system: id,
    games,
    seed,
    policy,
    gamesPerSecond: Math.round(games / Math.max(seconds, 1e-6)),
    victoryLevels: levels,
    vp: summarize(vps),
    turns: { mean: t.mean, min: t.min, max: t.max },
  };
}

/** Replays an exported session from its seed and checks it ends where the file says. */
async function verifySession(x: SessionExport, file: string): Promise<void> {
  const where = `${file}: session "${x.meta.name}"`;
  if (!isSystemId(x.meta.system)) throw new UsageError(`${where}: unknown system "${x.meta.system}"`);
  let state;
  try {
    state = replay(x.meta, x.events, rulesOf(await loadSystem(x.meta.system)));
  } catch (e) {
    if (e instanceof ReplayError) throw new UsageError(`${where}: event ${e.seq} is wrong: ${e.detail}`);
    throw new UsageError(`${where}: the log does not replay (${(e as Error).message})`);
  }
  if (state.hash !== x.final.hash || stateHash(state) !== x.final.stateHash) throw new UsageError(`${where}: replaying the log does not reach the final state the file records`);
}

async function validateFile(file: string): Promise<{ file: string; kind: string; id: string }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new UsageError(`${file}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  if (text.length > MAX_FILE_BYTES) throw new UsageError(`${file}: larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);
  const value = parseJson(text, file);
  const doc = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if ('columns' in doc && 'rows' in doc) return { file, kind: 'table', id: validateTable(value, file).id };
  if (doc.format === SESSION_FORMAT) {
    const x = checkSessionExport(value, file);
    await verifySession(x, file);
    return { file, kind: 'session', id: x.meta.id };
  }
  if (doc.format === BACKUP_FORMAT) {
    const backup = checkBackupExport(value, file);
    for (const x of backup.sessions) await verifySession(x, file);
    return { file, kind: 'backup', id: `${backup.sessions.length} sessions` };
  }
  const systemId = typeof doc.system === 'string' ? doc.system : '';
  if (isSystemId(systemId)) {
    const system = await loadSystem(systemId);
    if (!system.checkScenario) throw new UsageError(`${file}: ${systemId} has no scenario schema yet`);
    return { file, kind: 'scenario', id: system.checkScenario(value, file).id };
  }
  throw new UsageError(`${file}: not a table (columns and rows), a scenario (a known "system") or an exported session`);
}

async function validateFiles(args: ParsedArgs): Promise<unknown> {
  if (args.positional.length === 0) throw new UsageError('validate needs at least one file');
  const results = [];
  for (const f of args.positional) results.push(await validateFile(f));
  return { valid: results };
}

const COMMANDS: Record<string, (args: ParsedArgs) => Promise<unknown>> = { procedures, resolve, odds, simulate, validate: validateFiles };

export async function run(argv: readonly string[], io: Io): Promise<number> {
  try {
    const args = parseArgs(argv, ['pretty', 'help']);
    if (!args.command || args.flags.help || args.command === 'help') {
      io.out(USAGE);
      return args.command || args.flags.help ? 0 : 2;
    }
    if (args.command === 'serve') {
      const { serve, DEFAULT_DATA, DEFAULT_PORT } = await import('./serve.ts');
      await serve({ port: intFlag(args, 'port', 0, 65535) ?? DEFAULT_PORT, host: stringFlag(args, 'host') ?? '0.0.0.0', data: stringFlag(args, 'data') ?? DEFAULT_DATA, ...(stringFlag(args, 'app') !== undefined ? { app: stringFlag(args, 'app') } : {}) }, io);
      return 0;
    }
    const command = COMMANDS[args.command];
    if (!command) throw new UsageError(`unknown command "${args.command}" (commands: ${Object.keys(COMMANDS).join(', ')})`);
    const result = await command(args);
    io.out(JSON.stringify(result, null, args.flags.pretty ? 2 : undefined));
    return 0;
  } catch (e) {
    const err = e as Error;
    io.err(`umpire: ${err.message}`);
    return err instanceof UsageError ? 2 : 1;
  }
}
