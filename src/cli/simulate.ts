/**
 * `umpire simulate`: whole solitaire games played headless, on worker threads. Game g of a run throws its dice
 * from its own seed (`SYSTEM:SEED:g`), so the games, and so the statistics, are the same however they are
 * shared among threads. Each thread takes small batches of games from a shared counter as it is free (a thread
 * that started late or plays slow games takes fewer); results are filed by game number and summed in that order.
 * With worker threads, this thread plays none: it starts them before it checks the run (they load the system
 * meanwhile), sends them the checked run, and files their results.
 */
import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { Rng, summarize, type TableOverrides } from '../engine/index.ts';
import { systemContext } from '../systems/catalog.ts';
import { loadSystem } from '../systems/registry.ts';
import type { SystemId } from '../systems/types.ts';

/** Most games one `umpire simulate` plays (about eight minutes on two cores). */
export const MAX_GAMES = 1_000_000;
/** Games handed to a thread at a time. */
const BATCH = 50;

export interface SimulationRun {
  readonly system: SystemId;
  readonly policy: string;
  readonly seed: string;
  readonly games: number;
  /** The owner's pack, as table overrides the simulator's rules context applies. */
  readonly overrides: TableOverrides;
}

/**
 * What a worker thread is started with: the system, which it loads at once, the number of games, and the counter
 * every thread takes its batches from. It is sent the rest of the run once this thread has checked it.
 */
export interface WorkerJob {
  readonly kind: 'umpire-simulate';
  readonly system: SystemId;
  readonly games: number;
  readonly next: SharedArrayBuffer;
}

/** The worker thread's end of its channel with this thread. */
interface WorkerPort {
  postMessage(m: FromWorker): void;
  once(event: 'message', listener: (run: SimulationRun) => void): unknown;
}

type FromWorker =
  | { readonly from: number; readonly levels: string[]; readonly vps: number[]; readonly turns: number[] }
  | { readonly done: true }
  | { readonly error: string };

interface Results {
  readonly levels: string[];
  readonly vps: Float64Array;
  readonly turns: Float64Array;
}

/** Plays games [from, to) of a run on this thread. */
async function gamePlayer(
  run: SimulationRun,
): Promise<(from: number, to: number) => { levels: string[]; vps: number[]; turns: number[] }> {
  const system = await loadSystem(run.system);
  const sim = system.simulator;
  if (!sim) throw new Error(`${run.system} has no simulator`);
  const ctx = systemContext(system, {}, run.overrides);
  return (from, to) => {
    const levels: string[] = [];
    const vps: number[] = [];
    const turns: number[] = [];
    for (let g = from; g < to; g++) {
      const r = sim.playGame(Rng.fromSeed(`${run.system}:${run.seed}:${g}`), run.policy, ctx);
      levels.push(r.victoryLevel);
      vps.push(r.vp);
      turns.push(r.turns);
    }
    return { levels, vps, turns };
  };
}

/**
 * Hands out batches of game numbers in order through a counter in shared memory: each thread takes its next
 * batch itself, so none waits for another to be free to answer it (a cold thread's first batch is slow).
 */
class Batches {
  private readonly next: Int32Array;
  constructor(
    private readonly games: number,
    readonly shared = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT),
  ) {
    this.next = new Int32Array(shared);
  }
  take(): { from: number; to: number } | undefined {
    const from = Atomics.add(this.next, 0, BATCH);
    if (from >= this.games) return undefined;
    return { from, to: Math.min(this.games, from + BATCH) };
  }
}

/** The body of a worker thread: plays batches until there are none left, sending each one's results. */
export async function simulationWorker(job: WorkerJob, port: WorkerPort): Promise<void> {
  try {
    // Loads while the run is checked; a failure to load is told when the run comes (gamePlayer loads it again).
    loadSystem(job.system).catch(() => undefined);
    const run = await new Promise<SimulationRun>((resolve) => port.once('message', resolve));
    const play = await gamePlayer(run);
    const batches = new Batches(job.games, job.next);
    for (let b = batches.take(); b; b = batches.take()) port.postMessage({ from: b.from, ...play(b.from, b.to) });
    port.postMessage({ done: true });
  } catch (e) {
    port.postMessage({ error: e instanceof Error ? e.message : String(e) });
  }
}

export interface SimulateOptions {
  /** Threads that play the games (1: this thread alone, with no worker threads). */
  readonly jobs: number;
  /** The module a worker thread runs (dist-cli/simulate-worker.js); without it every game plays on this thread. */
  readonly workerUrl?: URL;
  readonly onProgress?: (done: number) => void;
}

/** A run's threads, started before the run is checked. */
export interface Simulation {
  /** Plays every game of the checked run (of the system and number of games the threads were started for). */
  play(run: SimulationRun): Promise<SimulationStats>;
  /** Stops the threads: those still waiting for a run that failed its check, and any left playing. */
  close(): void;
}

/**
 * Starts the threads of a run of `games` games of `system`: the worker threads, which load the system while this
 * thread checks the run, or none, when every game plays on this thread. The results are filed by game number.
 */
export function openSimulation(system: SystemId, games: number, opts: SimulateOptions): Simulation {
  const results: Results = {
    levels: new Array<string>(games),
    vps: new Float64Array(games),
    turns: new Float64Array(games),
  };
  let done = 0;
  const file = (from: number, r: { levels: string[]; vps: number[]; turns: number[] }): void => {
    for (let i = 0; i < r.levels.length; i++) {
      results.levels[from + i] = r.levels[i] as string;
      results.vps[from + i] = r.vps[i] as number;
      results.turns[from + i] = r.turns[i] as number;
    }
    done += r.levels.length;
    opts.onProgress?.(done);
  };
  const batches = new Batches(games);
  const count = Math.min(opts.jobs, Math.ceil(games / BATCH));
  if (!opts.workerUrl || count < 2) {
    return {
      async play(run) {
        const play = await gamePlayer(run);
        for (let b = batches.take(); b; b = batches.take()) file(b.from, play(b.from, b.to));
        return summed(results);
      },
      close() {},
    };
  }
  if (count >= availableParallelism()) compileInTurn();
  const job: WorkerJob = { kind: 'umpire-simulate', system, games, next: batches.shared };
  const url = opts.workerUrl;
  const threads = Array.from({ length: count }, () => startWorker(job, url, file));
  return {
    async play(run) {
      for (const t of threads) t.worker.postMessage(run);
      await Promise.all(threads.map((t) => t.finished));
      return summed(results);
    },
    close() {
      for (const t of threads) void t.worker.terminate();
    },
  };
}

/**
 * Tunes V8 for the worker threads started from now on, for when the threads playing take every core:
 * - They compile their hot functions themselves, in their own time, not on V8's background threads. Background
 *   compiling has no spare core here: it competes with the games, which meanwhile go on in slow unoptimized code.
 * - TurboFan does not peel loops (copy a loop's first turn out in front of it). The copies cost compiling time,
 *   which a thread now pays itself; once warm, the games ran no slower without them.
 * V8 reads these settings when a thread starts, so this thread, which plays no game here, is left as it was.
 * Measured on two cores, cold runs of 4,000 games: the first saves about 5-8% of the wall time for Crowbar! and for
 * Bloody Omaha, the second 3% more for Crowbar!.
 */
function compileInTurn(): void {
  setFlagsFromString('--no-concurrent-recompilation');
  setFlagsFromString('--no-turbo-loop-peeling');
}

/** Starts one worker; `finished` settles once it has played its last batch, or failed. */
function startWorker(
  job: WorkerJob,
  url: URL,
  file: (from: number, r: { levels: string[]; vps: number[]; turns: number[] }) => void,
): { worker: Worker; finished: Promise<void> } {
  const worker = new Worker(url, { workerData: job });
  const finished = new Promise<void>((resolve, reject) => {
    worker.on('message', (m: FromWorker) => {
      if ('error' in m) {
        reject(new Error(m.error));
        void worker.terminate();
      } else if ('done' in m) resolve();
      else file(m.from, m);
    });
    worker.on('error', reject);
    worker.on('exit', () => reject(new Error('a simulation thread stopped before its last batch')));
  });
  // Until the run is sent, nothing awaits this: a thread stopped because the run failed its check is no error.
  finished.catch(() => undefined);
  return { worker, finished };
}

export interface SimulationStats {
  readonly victoryLevels: Record<string, number>;
  readonly vp: ReturnType<typeof summarize>;
  readonly turns: { mean: number; min: number; max: number };
}

/** Sums up a run's results (the same figures for a seed whatever the number of threads). */
function summed(r: Results): SimulationStats {
  const victoryLevels: Record<string, number> = {};
  for (const level of r.levels) victoryLevels[level] = (victoryLevels[level] ?? 0) + 1;
  const t = summarize(Array.from(r.turns));
  return { victoryLevels, vp: summarize(Array.from(r.vps)), turns: { mean: t.mean, min: t.min, max: t.max } };
}
