import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Builds the app (unless UMPIRE_NO_BUILD=1 and dist/ exists) and serves dist/ on a free port. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!(process.env.UMPIRE_NO_BUILD === '1' && existsSync('dist/index.html'))) {
    // vitest sets NODE_ENV=test, which would make Vite build a development bundle (no service worker).
    execSync('npx vite build --logLevel warn', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
  const server = await preview({ preview: { port: 0, strictPort: false, open: false, host: '127.0.0.1' }, logLevel: 'warn' });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report its address');
  project.provide('baseURL', url);
  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  };
}
