// The real server (server/start-only.ts, through tsx as `npm start` runs it) over a finished build, on an ephemeral
// port, with a throwaway data folder and no SMTP (inquiries are stored and logged).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchFresh } from './fetch-fresh.ts';
import { PROJECT_ROOT } from './fixture-site.ts';
import type { SiteBuild } from './site-build.ts';

export interface SiteServer {
  url: string;
  dataDir: string;
  /** GET on a connection of its own (fetch-fresh.ts says why). */
  get(path: string): Promise<Response>;
  stop(): Promise<void>;
}

export function startSiteServer(build: SiteBuild): Promise<SiteServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SMTP_URL: '', CLIENT_DIR: build.clientDir, BUILT_DOWNLOADS_DIR: build.documentsDir };
  delete env.SITE_MANIFEST;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/start-only.ts'], { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  // The server closes its database on SIGTERM; the folder goes once it has exited.
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (!match) return;
      const url = match[1]!;
      resolve({ url, dataDir, get: (path) => fetchFresh(url + path), stop });
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}
