import { defineConfig } from 'vitest/config';

// Browser tests: the real build served by the real Koa server, driven in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    // Concurrent tests (the axe pass) run two pages at once: the machine has two cores.
    maxConcurrency: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
