/**
 * The entry of the built `umpire` command (scripts/build-cli.js bundles it into dist-cli/umpire.js): it runs the
 * command line. `simulate` plays on worker threads started from dist-cli/simulate-worker.js.
 */
import { run } from './main.ts';

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
  workerUrl: new URL('./simulate-worker.js', import.meta.url),
});
clearProgress();
