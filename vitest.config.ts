import { defineConfig } from 'vitest/config';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: {
    include: ['blocks/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
