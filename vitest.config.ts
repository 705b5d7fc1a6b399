import { defineConfig } from 'vitest/config';
import { reactDependencyFiles, reactOnPreact } from './renderer/react-on-preact.ts';
import { fixtureManifestPath } from './tests/support/fixture-site.ts';

// Unit and server tests render on preact/compat, the runtime visitors get (renderer/react-on-preact.ts).
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  resolve: { alias: reactOnPreact },
  // The ES module builds of dependencies, as the dev server and the build take them (their CommonJS builds would load React).
  ssr: {
    resolve: {
      conditions: ['module', 'node', 'development|production'],
      mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
    },
  },
  test: {
    include: ['blocks/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'],
    // Behaviour is tested on the fixture site: every tool that reads "the manifest" reads it here, never the live one.
    env: { SITE_MANIFEST: fixtureManifestPath },
    server: { deps: { inline: [reactDependencyFiles] } },
    // Test files share a worker's loaded modules instead of loading them afresh (no test stubs a module or leaves a
    // global changed): a third of the run's CPU time. Two workers: most server tests wait on child processes.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
