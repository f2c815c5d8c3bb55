/**
 * `umpire simulate`: whole solitaire games played headless, on worker threads. Game g of a run throws its dice
 * from its own seed (`SYSTEM:SEED:g`), so the games, and so the statistics, are the same however they are
 * shared among threads. Games are handed out in small batches as threads ask for them (a thread that started
 * late or plays slow games takes fewer); results are filed by game number and summed in that order.
 */
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

/** What a worker thread is started with (it plays batches of the run until told to stop). */
export interface WorkerJob {
  readonly kind: 'umpire-simulate';
  readonly run: SimulationRun;
}

type ToWorker = { readonly from: number; readonly to: number } | { readonly stop: true };
type FromWorker =
  | { readonly ready: true }
  | { readonly from: number; readonly levels: string[]; readonly vps: number[]; readonly turns: number[] }
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

/** The body of a worker thread: plays each batch it is sent, until told to stop. */
export async function simulationWorker(
  job: WorkerJob,
  port: { postMessage(m: FromWorker): void; on(e: 'message', f: (m: ToWorker) => void): void; close?(): void },
): Promise<void> {
  let play: Awaited<ReturnType<typeof gamePlayer>>;
  try {
    play = await gamePlayer(job.run);
  } catch (e) {
    port.postMessage({ error: e instanceof Error ? e.message : String(e) });
    return;
  }
  port.on('message', (m) => {
    if ('stop' in m) {
      port.close?.();
      return;
    }
    try {
      port.postMessage({ from: m.from, ...play(m.from, m.to) });
    } catch (e) {
      port.postMessage({ error: e instanceof Error ? e.message : String(e) });
    }
  });
  port.postMessage({ ready: true });
}

/** Hands out batches of game numbers in order. */
class Batches {
  private next = 0;
  constructor(private readonly games: number) {}
  take(): { from: number; to: number } | undefined {
    if (this.next >= this.games) return undefined;
    const from = this.next;
    this.next = Math.min(this.games, from + BATCH);
    return { from, to: this.next };
  }
}

export interface SimulateOptions {
  /** Threads in all, this one included (1: no worker threads). */
  readonly jobs: number;
  /** The module a worker thread runs (the built CLI); without it every game plays on this thread. */
  readonly workerUrl?: URL;
  readonly onProgress?: (done: number) => void;
}

/** Plays every game of the run and returns the results filed by game number. */
async function playAll(run: SimulationRun, opts: SimulateOptions): Promise<Results> {
  const results: Results = {
    levels: new Array<string>(run.games),
    vps: new Float64Array(run.games),
    turns: new Float64Array(run.games),
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
  const batches = new Batches(run.games);
  const workers = opts.workerUrl ? Math.min(opts.jobs - 1, Math.ceil(run.games / BATCH) - 1) : 0;
  const threads = Array.from({ length: Math.max(0, workers) }, () =>
    startWorker(run, opts.workerUrl as URL, batches, file),
  );
  // This thread plays too, yielding between batches so the workers' messages are answered.
  const play = await gamePlayer(run);
  for (let b = batches.take(); b; b = batches.take()) {
    file(b.from, play(b.from, b.to));
    await new Promise((r) => setImmediate(r));
  }
  await Promise.all(threads);
  return results;
}

/** Runs one worker until the batches run out; it keeps one batch in hand so it never waits for this thread. */
function startWorker(
  run: SimulationRun,
  url: URL,
  batches: Batches,
  file: (from: number, r: { levels: string[]; vps: number[]; turns: number[] }) => void,
): Promise<void> {
  const job: WorkerJob = { kind: 'umpire-simulate', run };
  const worker = new Worker(url, { workerData: job });
  return new Promise<void>((resolve, reject) => {
    let out = 0;
    let stopped = false;
    const send = (): void => {
      const b = stopped ? undefined : batches.take();
      if (b) {
        out++;
        worker.postMessage(b satisfies ToWorker);
      } else if (out === 0 && !stopped) {
        stopped = true;
        worker.postMessage({ stop: true } satisfies ToWorker);
      }
    };
    worker.on('message', (m: FromWorker) => {
      if ('error' in m) {
        reject(new Error(m.error));
        void worker.terminate();
      } else if ('ready' in m) {
        send();
        send();
      } else {
        out--;
        file(m.from, m);
        send();
      }
    });
    worker.on('error', reject);
    worker.on('exit', () => resolve());
  });
}

export interface SimulationStats {
  readonly victoryLevels: Record<string, number>;
  readonly vp: ReturnType<typeof summarize>;
  readonly turns: { mean: number; min: number; max: number };
}

/** Plays the run and sums it up (the same figures for a seed whatever the number of threads). */
export async function simulateRun(run: SimulationRun, opts: SimulateOptions): Promise<SimulationStats> {
  const r = await playAll(run, opts);
  const victoryLevels: Record<string, number> = {};
  for (const level of r.levels) victoryLevels[level] = (victoryLevels[level] ?? 0) + 1;
  const t = summarize(Array.from(r.turns));
  return { victoryLevels, vp: summarize(Array.from(r.vps)), turns: { mean: t.mean, min: t.min, max: t.max } };
}
