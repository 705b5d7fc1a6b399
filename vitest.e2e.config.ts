import { statSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { fixtureManifestPath } from './tests/support/fixture-site.ts';

/**
 * The same order in every run: the largest files first, as Vitest orders a fresh clone's files. Given an earlier run's
 * durations, Vitest would start with the axe passes, beside the editor tests' Chromium (npm test runs the two stages side
 * by side): on the 2-core machine that whole run took 175–192 s and about 350 CPU-seconds, against 152–163 s and about
 * 310 in this order.
 */
class SameOrderEveryRun extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => statSync(b.moduleId).size - statSync(a.moduleId).size);
  }
}

// Browser tests: the fixture site's real build served by the real Koa server, driven in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts', 'tests/admin/**/*.test.ts'],
    // The fixture site, built and served by the global setup; the live manifest is the smoke stage's (tests/smoke/).
    env: { SITE_MANIFEST: fixtureManifestPath },
    globalSetup: ['tests/e2e/global-setup.ts'],
    sequence: { sequencer: SameOrderEveryRun },
    // Two files at a time, and two pages at a time within the axe pass: most of a browser test is spent waiting on
    // Chromium and the server, so this keeps the machine's two cores busy without starving either.
    maxWorkers: 2,
    maxConcurrency: 2,
    // Files share a worker's loaded modules (the site's model and renderer load once, not per file) and its Chromium
    // (tests/e2e/browser.ts); each file closes its own contexts, and shared helpers reset what they keep in their hooks.
    isolate: false,
    testTimeout: 60_000,
    // npm test runs two stages at once on two cores, this one possibly at a lower priority: what a page shows after
    // a server round trip can take seconds, not the default second.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
