// Builds the site when needed, then starts the real server on an ephemeral port for all browser tests.
import type { TestProject } from 'vitest/node';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../../scripts/build.ts';
import { buildState } from '../../scripts/build-state.ts';

let server: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  // Always test the code as it is now; E2E_REUSE_BUILD=1 skips the build when iterating on tests only.
  if (process.env.E2E_REUSE_BUILD !== '1' || buildState() !== 'current') await build();
  dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'server/start-only.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
  }
}
