// Debian's Chromium, with the flags this machine needs (no background networking: outside connections are refused).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../build/chromium.ts';

// Lighthouse measures the full browser a visitor has, not the headless shell the tests use.
export const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM;

export const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

export interface DebuggableChrome {
  port: number;
  stop(): Promise<void>;
}

/** Chromium with a DevTools port for Lighthouse, on a fresh profile. */
export async function launchDebuggableChrome(): Promise<DebuggableChrome> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chrome-'));
  const child: ChildProcess = spawn(
    CHROME_PATH,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${output.slice(-2000)}`)));
  });
  child.stderr!.resume();
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
