import { defineConfig } from 'vitest/config';
import { fixtureManifestPath } from './tests/support/fixture-site.ts';

// Publishing tests: real git (a bare repository on disk as the remote), real builds of the fixture site into release
// folders, a real full disk (tmpfs), real HTTP load while the live site switches, and publishing processes killed
// mid-publish. Each file has a project of its own; two files at a time (most of a build is waiting on its child).
export default defineConfig({
  test: {
    include: ['tests/publish/**/*.test.ts'],
    env: { SITE_MANIFEST: fixtureManifestPath },
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
