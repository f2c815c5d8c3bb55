import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/browser/**'],
    environment: 'node',
    // Fuzz and replay tests play thousands of moves; a busy CI machine must not turn them into timeouts.
    testTimeout: 120_000,
  },
});
