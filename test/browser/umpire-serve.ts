import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** A running `umpire serve` process (the real command, on loopback only). */
export interface ServeProcess {
  readonly port: number;
  /** The app's address, `http://127.0.0.1:PORT/`. */
  readonly base: string;
  /** Ends it: SIGTERM closes it cleanly, SIGKILL kills it mid-work (what a pulled plug does). */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/** Starts `umpire serve` on loopback for the built app `appDir`, keeping its rooms in `dataDir`. */
export async function umpireServe(appDir: string, dataDir: string, port = 0): Promise<ServeProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['bin/umpire.js', 'serve', '--port', String(port), '--host', '127.0.0.1', '--app', appDir, '--data', dataDir],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const first = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once('line', resolve);
    void exited.then(() => reject(new Error(`umpire serve exited before it served: ${stderr.trim()}`)));
  });
  const serving = (JSON.parse(first) as { serving: { port: number } }).serving;
  return {
    port: serving.port,
    base: `http://127.0.0.1:${serving.port}/`,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
