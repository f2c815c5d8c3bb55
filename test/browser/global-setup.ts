import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The built app's folder, for tests that serve it themselves (`umpire serve`). */
    appDir: string;
  }
}

/**
 * Builds the app into a folder of its own (so a concurrent `npm start` or another run cannot swap dist/ under
 * the tests) and serves it with `vite preview` on a free port.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = `.tmp/browser-dist-${process.pid}`;
  // vitest sets NODE_ENV=test, which would make Vite build a development bundle (no service worker).
  execSync(`npx vite build --logLevel warn --outDir ${outDir} --emptyOutDir`, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const server = await preview({
    build: { outDir },
    preview: { port: 0, strictPort: false, open: false, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report its address');
  project.provide('baseURL', url);
  project.provide('appDir', outDir);
  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    rmSync(outDir, { recursive: true, force: true });
  };
}
