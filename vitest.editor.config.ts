import { defineConfig } from 'vitest/config';

// The site editor driven in Debian's Chromium: the real editor server on an ephemeral port, over a copy of the manifest.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: {
    include: ['tests/editor/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
