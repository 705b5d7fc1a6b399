// Serves one scratch build with the project's own server (its copy in the scratch folder) on an ephemeral port. Its
// data folder (the server's SQLite store, which the review never uses) is a temporary one, removed when it stops.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Served {
  url: string;
  stop(): Promise<void>;
}

export function serveScratch(root: string): Promise<Served> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-review-data-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SMTP_URL: '', LOG_LEVEL: 'info' };
  for (const name of ['SITE_MANIFEST', 'DOWNLOADS_DIR', 'BUILT_DOWNLOADS_DIR', 'CLIENT_DIR']) delete env[name];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/start-only.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (match) resolve({ url: match[1]!, stop });
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`The review's server stopped (exit ${code}): ${output.trim()}`)));
  });
}
