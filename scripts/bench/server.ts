// Starts the real server (server/start-only.ts) on a free loopback port, over a built client directory, with the
// contact rate limit off (CONTACT_RATE_LIMIT=0) so a load test measures the route, not the limiter.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  pid?: number;
  stop(): Promise<void>;
}

export async function startBenchServer(clientDir?: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start-only.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: '',
      CONTACT_RATE_LIMIT: '0',
      NEWSLETTER_RATE_LIMIT: '0',
      NODE_ENV: 'production',
      ...(clientDir ? { CLIENT_DIR: clientDir } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (match) {
        output = '';
        resolve(match[1]!);
      }
      if (output.length > 100_000) output = output.slice(-10_000);
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output.slice(-2000)}`)));
  });
  // Keep draining the request log so the pipe never blocks the server.
  child.stdout!.resume();
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
