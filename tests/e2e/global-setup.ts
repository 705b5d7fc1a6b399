// Builds the fixture site (tests/support/fixture-site.ts) in a scratch copy of the project, then starts the real server
// on an ephemeral port over that build for all browser tests. The live manifest is the smoke stage's (tests/smoke/).
import type { TestProject } from 'vitest/node';
import { fixtureText } from '../support/fixture-site.ts';
import { buildSite } from '../support/site-build.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';

let server: SiteServer | undefined;

export async function setup(project: TestProject) {
  // Always the code as it is now: the build is reused only while the project's files and the fixture are unchanged.
  const build = await buildSite('fixture', fixtureText);
  server = await startSiteServer(build);
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  project.provide('siteRoot', build.root);
  project.provide('clientDir', build.clientDir);
  project.provide('documentsDir', build.documentsDir);
}

export async function teardown() {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The scratch copy of the project that holds the fixture's build. */
    siteRoot: string;
    /** The fixture's built pages (dist/client of siteRoot). */
    clientDir: string;
    /** The fixture's generated documents. */
    documentsDir: string;
  }
}
