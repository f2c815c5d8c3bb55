/**
 * The entry of the built `umpire` command (scripts/build-cli.js bundles it into dist-cli/umpire.js). On the
 * main thread it runs the command line; on a worker thread started by `simulate` it plays games.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { run } from './main.ts';
import { simulationWorker, type WorkerJob } from './simulate.ts';
import { fieldOf } from '../engine/index.ts';

function isWorkerJob(x: unknown): x is WorkerJob {
  return fieldOf(x, 'kind') === 'umpire-simulate';
}

if (isMainThread) {
  // On a terminal the progress line is rewritten in place and wiped before anything else is written.
  const tty = process.stderr.isTTY === true;
  let progressOnScreen = false;
  const clearProgress = (): void => {
    if (progressOnScreen && tty) process.stderr.write('\r\x1b[K');
    progressOnScreen = false;
  };
  process.exitCode = await run(process.argv.slice(2), {
    out: (text) => {
      clearProgress();
      process.stdout.write(`${text}\n`);
    },
    err: (text) => {
      clearProgress();
      process.stderr.write(`${text}\n`);
    },
    progress: (text) => {
      progressOnScreen = true;
      process.stderr.write(tty ? `\r\x1b[K${text}` : `${text}\n`);
    },
    workerUrl: new URL(import.meta.url),
  });
  clearProgress();
} else if (isWorkerJob(workerData) && parentPort) {
  await simulationWorker(workerData, parentPort);
}
