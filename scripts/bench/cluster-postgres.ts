// A throwaway PostgreSQL cluster per call, for tests that need a real server: initdb in a temp folder, a server on a
// free loopback port (and a unix socket in the folder), trust auth, stopped and removed by remove() or, at the latest,
// when the process exits. The server programs come from Debian's postgresql package (scripts/ensure-postgres.sh).
// It lives in scripts/bench so the cluster bench may start one too (scripts may not import tests/); the tests import it
// from tests/support/postgres.ts, which re-exports it.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freeLoopbackPort } from './ports.ts';

export interface PostgresCluster {
  /** postgres://user@localhost:PORT/DB — connect with pg or Kysely. */
  url: string;
  /** The cluster's data folder and socket folder (under one temp folder). */
  dir: string;
  /** A fresh, empty database in this cluster; returns its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Stops the server (fast shutdown) and starts it again on the same port: for "the database restarts" tests. */
  restart(): Promise<void>;
  /** Stops the server without removing anything (for "the database is down" tests); start() brings it back. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes the folder. */
  remove(): Promise<void>;
}

const run = promisify(execFile);
/** The cluster's superuser, whoever runs the tests: URLs stay the same for root and for anyone else. */
const SUPERUSER = 'postgres';
/** The unprivileged account Debian's package creates; initdb and postgres refuse to run as root. */
const SERVER_ACCOUNT = 'postgres';
const START_TIMEOUT_SECONDS = 30;

/** The folder with initdb, pg_ctl and postgres: the newest /usr/lib/postgresql/N/bin, else the one on PATH. */
function serverBinDir(): string | undefined {
  const debianRoot = '/usr/lib/postgresql';
  const versions = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((name) => existsSync(join(debianRoot, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0] !== undefined) return join(debianRoot, versions[0], 'bin');
  const onPath = (process.env.PATH ?? '').split(':').find((dir) => dir && existsSync(join(dir, 'initdb')));
  return onPath && existsSync(join(onPath, 'pg_ctl')) ? onPath : undefined;
}

/** Whether PostgreSQL's server programs are here (after scripts/ensure-postgres.sh). */
export function postgresAvailable(): boolean {
  return serverBinDir() !== undefined;
}

const runningAsRoot = process.getuid?.() === 0;

/** Runs a server program, as SERVER_ACCOUNT when this process is root. */
function serverCommand(binDir: string, program: string, args: string[]): [string, string[]] {
  const path = join(binDir, program);
  return runningAsRoot ? ['runuser', ['-u', SERVER_ACCOUNT, '--', path, ...args]] : [path, args];
}

async function runServerProgram(binDir: string, program: string, args: string[], logFile?: string): Promise<void> {
  const [command, commandArgs] = serverCommand(binDir, program, args);
  try {
    await run(command, commandArgs, { timeout: (START_TIMEOUT_SECONDS + 10) * 1000 });
  } catch (error) {
    const failure = error as Error & { stderr?: string; stdout?: string };
    const log = logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
    throw new Error(
      `${program} ${args.join(' ')} failed: ${failure.stderr || failure.stdout || failure.message}\n${log}`,
      { cause: error },
    );
  }
}

/** A temp folder the server account owns (mkdtemp makes it 0700, so only that account can enter it). */
function makeClusterDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-postgres-'));
  mkdirSync(join(dir, 'socket'));
  if (runningAsRoot) {
    const uid = Number(execFileSync('id', ['-u', SERVER_ACCOUNT], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', SERVER_ACCOUNT], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    chownSync(join(dir, 'socket'), uid, gid);
  }
  return dir;
}

// Clusters not yet removed, stopped and deleted when the process exits, so an aborted run leaves no server behind
// (best effort: nothing runs after SIGKILL). `exit` handlers must be synchronous, hence execFileSync.
const liveClusters = new Map<string, { binDir: string; dataDir: string }>();
let exitCleanupRegistered = false;

function stopAndRemoveNow(dir: string): void {
  const cluster = liveClusters.get(dir);
  liveClusters.delete(dir);
  // postmaster.pid exists exactly while a server runs on the data folder (or after one crashed).
  if (cluster && existsSync(join(cluster.dataDir, 'postmaster.pid'))) {
    const stopArgs = ['stop', '-D', cluster.dataDir, '-m', 'immediate', '-w'];
    const [command, args] = serverCommand(cluster.binDir, 'pg_ctl', stopArgs);
    try {
      execFileSync(command, args, { stdio: 'ignore', timeout: 10_000 });
    } catch {
      // Already gone between the look and the stop: nothing to stop.
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

function registerExitCleanup(): void {
  if (exitCleanupRegistered) return;
  exitCleanupRegistered = true;
  const removeAll = (): void => [...liveClusters.keys()].forEach(stopAndRemoveNow);
  process.once('exit', removeAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      removeAll();
      // Without other listeners, re-raise so the process still ends the way the signal meant it to.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}

/** Starts and stops one cluster's server; `port` is chosen before the first start and kept for restarts. */
function serverControl(binDir: string, dir: string) {
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const control = {
    port: 0,
    running: false,
    async start(): Promise<void> {
      if (control.running) return;
      // fsync=off: tests never crash the machine, and a fast shutdown still writes everything out.
      const serverOptions = `-p ${control.port} -k ${join(dir, 'socket')} -c listen_addresses=127.0.0.1 -c fsync=off`;
      const timeout = String(START_TIMEOUT_SECONDS);
      const args = ['start', '-D', dataDir, '-l', logFile, '-w', '-t', timeout, '-o', serverOptions];
      await runServerProgram(binDir, 'pg_ctl', args, logFile);
      control.running = true;
    },
    async stop(): Promise<void> {
      if (!control.running) return;
      await runServerProgram(binDir, 'pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w'], logFile);
      control.running = false;
    },
  };
  return control;
}

async function initCluster(binDir: string, dir: string): Promise<void> {
  await runServerProgram(binDir, 'initdb', [
    ...['-D', join(dir, 'data'), '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--no-locale'],
    // No fsync while creating the cluster: a throwaway cluster need not survive a power cut.
    ...['--no-sync', '--no-instructions'],
  ]);
}

/** Starts the server on a free port; another process may take the port between our look and the server's bind. */
async function startOnFreePort(server: ReturnType<typeof serverControl>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    server.port = await freeLoopbackPort();
    try {
      return await server.start();
    } catch (error) {
      if (attempt >= 3 || !/could not bind|already in use/i.test(String(error))) throw error;
    }
  }
}

let databaseCounter = 0;

/** initdb in a temp folder, pg_ctl start on a free port (and a unix socket in the folder), trust auth on loopback. */
export async function startPostgres(): Promise<PostgresCluster> {
  const binDir = serverBinDir();
  if (!binDir) throw new Error('PostgreSQL is not installed: run scripts/ensure-postgres.sh');
  const dir = makeClusterDir();
  registerExitCleanup();
  liveClusters.set(dir, { binDir, dataDir: join(dir, 'data') });
  const server = serverControl(binDir, dir);
  try {
    await initCluster(binDir, dir);
    await startOnFreePort(server);
  } catch (error) {
    stopAndRemoveNow(dir);
    throw error;
  }

  const urlFor = (database: string): string => `postgres://${SUPERUSER}@127.0.0.1:${server.port}/${database}`;
  return {
    url: urlFor('postgres'),
    dir,
    async createDatabase(name = `test_${process.pid}_${++databaseCounter}`) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
      const client = new pg.Client({ connectionString: urlFor('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      return urlFor(name);
    },
    async restart() {
      await server.stop();
      await server.start();
    },
    stop: () => server.stop(),
    start: () => server.start(),
    async remove() {
      if (!liveClusters.has(dir)) return;
      try {
        await server.stop();
      } finally {
        stopAndRemoveNow(dir);
      }
    },
  };
}
