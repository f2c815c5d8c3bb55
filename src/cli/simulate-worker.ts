/**
 * The entry of a `umpire simulate` worker thread (scripts/build-cli.js bundles it into
 * dist-cli/simulate-worker.js). It loads only what playing needs, not the whole command: a thread starts playing
 * sooner.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { simulationWorker, type WorkerJob } from './simulate.ts';
import { fieldOf } from '../engine/index.ts';

function isWorkerJob(x: unknown): x is WorkerJob {
  return fieldOf(x, 'kind') === 'umpire-simulate';
}

if (isWorkerJob(workerData) && parentPort) await simulationWorker(workerData, parentPort);
