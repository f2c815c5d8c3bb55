import { defineConfig } from 'vitest/config';

/**
 * Browser tests: vitest runs in Node and drives Debian's Chromium through playwright-core against the built
 * app, served by `vite preview` from the global setup (which builds it first).
 */
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/browser/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A page's answer to a tap (a game action replayed and written to IndexedDB) can take more than expect.poll's
    // default second on a busy machine; a poll still ends as soon as its condition holds.
    expect: { poll: { timeout: 15_000 } },
  },
});
