// Real server processes for the tests: server/start-only.ts (or another entry) spawned with its own environment,
// its output kept, killed after each test by killServerProcesses().
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Store, type Inquiry } from '../../server/store/store.ts';
import { bundledEntry } from '../../scripts/bench/bundled-entry.ts';
import { makeClientDir, makeDownloadsDir, ROOT, tempDir } from './support.ts';

export interface ServerProcess {
  process: ChildProcess;
  /** Everything written to stdout and stderr so far, and to stderr alone. */
  output: () => string;
  errors: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ListeningProcess extends ServerProcess {
  url: string;
}

const children: ChildProcess[] = [];
/** tsx's loader by its full address, so a process may run in a folder without node_modules. */
const TSX = pathToFileURL(join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
const START_ONLY = join(ROOT, 'server', 'start-only.ts');

/** A scratch data folder, a minimal build (with its manifest snapshot) and the downloads. */
export function serverEnv() {
  return {
    DATA_DIR: join(tempDir('proc-data'), 'data'),
    CLIENT_DIR: makeClientDir(),
    BUILT_DOWNLOADS_DIR: makeDownloadsDir(),
  };
}

/** Spawns the server without a build step (bundled), or `node --import tsx <entry>`, with PORT=0 on loopback. */
export function spawnServer(env: Record<string, string>, { entry = START_ONLY, cwd = ROOT } = {}): ServerProcess {
  const args = entry === START_ONLY ? [bundledEntry(START_ONLY)] : ['--import', TSX, entry];
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  let errors = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    errors += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { process: child, output: () => output, errors: () => errors, exited };
}

/** Resolves with the address from the "listening" line; rejects when the process exits first. */
export function listening(server: ServerProcess): Promise<ListeningProcess> {
  return new Promise((resolve, reject) => {
    const onData = () => {
      const match = /"url":"(http:\/\/[^"]+)"/.exec(server.output());
      if (match) {
        server.process.stdout!.off('data', onData);
        resolve({ ...server, url: match[1]! });
      }
    };
    server.process.stdout!.on('data', onData);
    onData();
    void server.exited.then(({ code }) =>
      reject(new Error(`server exited with ${code} before listening:\n${server.output()}`)),
    );
  });
}

export function startServerProcess(
  env: Record<string, string>,
  options?: Parameters<typeof spawnServer>[1],
): Promise<ListeningProcess> {
  return listening(spawnServer(env, options));
}

export function killServerProcesses(): void {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export async function inquiriesIn(dataDir: string): Promise<Inquiry[]> {
  const store = await Store.openReadOnly(dataDir);
  if (!store) return [];
  try {
    return await store.inquiries();
  } finally {
    await store.close();
  }
}
