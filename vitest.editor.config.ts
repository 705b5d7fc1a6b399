import { defineConfig } from 'vitest/config';
import { fixtureManifestPath } from './tests/support/fixture-site.ts';

// The site editor driven in Debian's Chromium: the real editor server on an ephemeral port, over a copy of the fixture site's manifest.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: {
    include: ['tests/editor/**/*.test.ts'],
    // The editor edits a copy of the fixture site, never the live manifest.
    env: { SITE_MANIFEST: fixtureManifestPath },
    // The app bundle every editor serves is made once (tests/editor/setup.ts).
    setupFiles: ['tests/editor/setup.ts'],
    // One file at a time: two at once took each file about 1.7 times as long (the stage is mostly CPU: Chromium, the
    // live check, saves) and cut the stage's wall time by only about a seventh, taken from the stage beside it.
    fileParallelism: false,
    // One editor server per file (tests/editor/harness.ts) and one browser for them all; the modules they load are
    // loaded once.
    isolate: false,
    testTimeout: 60_000,
    // npm test runs two stages at once on two cores, this one possibly at a lower priority: what a page shows after
    // a server round trip can take seconds, not the default second.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
  },
});
