import type { FlagSpecs, ParsedArgs } from './args.ts';

/** Where a command writes, and what the process running it offers. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** A progress line for long work (stderr), replacing the previous one on a terminal. */
  progress?(text: string): void;
  /** How often progress is shown once work has run this long (ms; default 1000). */
  readonly progressEveryMs?: number;
  /**
   * The module a worker thread runs (the built dist-cli/simulate-worker.js). Without it `simulate` plays every game
   * on this thread.
   */
  readonly workerUrl?: URL;
}

export interface Command {
  readonly usage: string;
  readonly summary: string;
  readonly flags: FlagSpecs;
  readonly run: (args: ParsedArgs, io: Io) => Promise<unknown>;
}
