import { defineConfig } from 'vitest/config';

// The smoke stage: the live manifest (and a copy of it with ten kinds of edit) linted, built in a scratch copy, served by
// the real server and checked in Debian's Chromium. Every check is derived from the manifest; nothing in it is typed.
export default defineConfig({
  test: {
    include: ['tests/smoke/**/*.test.ts'],
    // The two manifests side by side, each file one build and one server; two axe pages at a time within a file.
    maxWorkers: 2,
    maxConcurrency: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 10_000 } },
  },
});
