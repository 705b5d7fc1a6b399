// Builds the fixture site (tests/support/fixture-site.ts) in a scratch copy of the project, then starts the real server
// on an ephemeral port over that build for all browser tests. The live manifest is the smoke stage's (tests/smoke/).
import type { TestProject } from 'vitest/node';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureText } from '../support/fixture-site.ts';
import { buildSite } from '../support/site-build.ts';

let server: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  // Always the code as it is now: the build is reused only while the project's files and the fixture are unchanged.
  const build = await buildSite('fixture', fixtureText);
  dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-'));
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SMTP_URL: '', CLIENT_DIR: build.clientDir, BUILT_DOWNLOADS_DIR: build.documentsDir };
  delete env.SITE_MANIFEST;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/start-only.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    server!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (match) resolve(match[1]!);
    });
    server!.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('siteRoot', build.root);
  project.provide('clientDir', build.clientDir);
  project.provide('documentsDir', build.documentsDir);
}

export async function teardown() {
  // The server closes its database on SIGTERM; the folder goes once it has exited.
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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
