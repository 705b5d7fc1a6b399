import { defineConfig } from 'vitest/config';

// Browser tests: the real build served by the real Koa server, driven in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // Two files at a time, and two pages at a time within the axe pass: most of a browser test is spent waiting on
    // Chromium and the server, so this keeps the machine's two cores busy without starving either.
    maxWorkers: 2,
    maxConcurrency: 2,
    // Files share a worker's loaded modules (the site's model and renderer load once, not per file); each file opens
    // and closes its own browser, and shared helpers reset what they keep in their hooks.
    isolate: false,
    testTimeout: 60_000,
    // npm test runs two stages at once on two cores, this one possibly at a lower priority: what a page shows after
    // a server round trip can take seconds, not the default second.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
