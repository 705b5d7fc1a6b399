// Serves a finished build with the project's own server (server/start-only.ts, through tsx as `npm start` runs it) on
// an ephemeral port, with a throwaway data folder (the server's SQLite store) and no SMTP: inquiries are stored and
// logged. The review serves each scratch build with that build's own copy of the server; the tests serve theirs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ScratchBuild } from './scratch-build.ts';

export interface Served {
  url: string;
  /** The server's data folder, removed when it stops. */
  dataDir: string;
  stop(): Promise<void>;
}

export interface ServeOptions {
  /** The project whose server runs (default: the build's own copy). */
  serverRoot?: string;
  /** Show the server's error output as it comes (default: kept, and told only if the server fails to start). */
  showErrors?: boolean;
}

export function serveBuild(build: ScratchBuild, options: ServeOptions = {}): Promise<Served> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-served-data-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMTP_URL: '',
    LOG_LEVEL: 'info',
  };
  for (const name of ['SITE_MANIFEST', 'DOWNLOADS_DIR']) delete env[name];
  Object.assign(env, { CLIENT_DIR: build.clientDir, BUILT_DOWNLOADS_DIR: build.documentsDir });
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/start-only.ts'], {
    cwd: options.serverRoot ?? build.root,
    env,
    stdio: ['ignore', 'pipe', options.showErrors ? 'inherit' : 'pipe'],
  });
  // The server closes its database on SIGTERM; the folder goes once it has exited.
  server.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (match) resolve({ url: match[1]!, dataDir, stop });
    });
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.once('exit', (code) => reject(new Error(`The server stopped (exit ${code}): ${output.trim()}`)));
  });
}
