// The cluster under test, shared by tests/server/cluster.test.ts and `npm run bench -- --cluster`: one throwaway
// PostgreSQL, one or more API processes (server/start-api.ts, as `npm run serve:api` runs it) each with its own data
// folder, real nginx in front with the configuration `npm run deploy -- nginx --api A,B` prints, and one SMTP sink.
// An API process can be killed (SIGKILL) and started again on the same port, so nginx's upstream stays valid.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { bundledEntry } from './bundled-entry.ts';
import { contactOptions } from '../../model/contact-options.ts';
import { manifestSnapshotPath } from '../../model/node/paths.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { startPostgres, type PostgresCluster } from './cluster-postgres.ts';
import { freeLoopbackPort } from './ports.ts';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const START_TIMEOUT_MS = 30_000;

export interface ApiProcess {
  name: string;
  url: string;
  /** Everything it wrote, over all its lives (stdout and stderr in one file). */
  log(): string;
  /** How often it exited unasked (and was started again). */
  crashes: number;
  /** SIGKILL, resolved once it has exited. */
  kill(): Promise<void>;
  /** Starts it (again) on its port; resolves once it accepts connections, retrying while it exits early. */
  start(): Promise<void>;
  /** SIGTERM: its worker records what it sent, then it exits. */
  stop(): Promise<void>;
}

export interface ClusterStack {
  /** nginx's address. */
  url: string;
  apis: ApiProcess[];
  postgres: PostgresCluster;
  databaseUrl: string;
  smtp: SmtpPeer;
  /** nginx's error log so far. */
  nginxErrors(): string;
  /** A service code the contact form accepts (the manifest's first). */
  service: string;
  close(): Promise<void>;
}

export interface ClusterOptions {
  /** The site manifest the API servers read (its contact form's services, its mail addresses). */
  manifestFile: string;
  apiProcesses: number;
  /** MAIL_LEASE_SECONDS: how soon a killed process's leased mails are taken over. */
  leaseSeconds?: number;
}

/** Resolves once something accepts connections on the port, or with false when `alive` turns false first. */
async function acceptsConnections(port: number, alive: () => boolean, deadline: number): Promise<boolean> {
  while (alive()) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(true)).once('error', () => resolve(false));
      socket.unref();
      setTimeout(() => socket.destroy(), 1000).unref();
    }).catch(() => false);
    if (open) return true;
    if (Date.now() > deadline) throw new Error(`nothing answered on port ${port} within ${START_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

function spawnApi(port: number, env: Record<string, string>, logFile: string): ChildProcess {
  const out = openSync(logFile, 'a');
  try {
    return spawn(process.execPath, [bundledEntry(join(ROOT, 'server', 'start-api.ts'))], {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', out, out],
    });
  } finally {
    closeSync(out);
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** One API process on a fixed port, started again by itself when it exits unasked (as systemd's Restart=always). */
function apiProcess(name: string, port: number, env: Record<string, string>, logFile: string): ApiProcess {
  let child: ChildProcess | undefined;
  let restarting: Promise<void> | undefined;
  const start = async (): Promise<void> => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      const started = spawnApi(port, env, logFile);
      child = started;
      // A start while the database is down may fail (its migrations cannot run): try again until the deadline.
      if (await acceptsConnections(port, () => started.exitCode === null, deadline)) {
        started.once('exit', () => {
          if (child !== started) return; // ended by kill() or stop()
          api.crashes++;
          restarting = start().finally(() => (restarting = undefined));
        });
        return;
      }
      if (Date.now() > deadline)
        throw new Error(`${name} did not start:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const end = async (signal: NodeJS.Signals) => {
    await restarting;
    const ending = child;
    child = undefined;
    if (!ending) return;
    ending.kill(signal);
    await exited(ending);
  };
  const api: ApiProcess = {
    name,
    url: `http://127.0.0.1:${port}`,
    crashes: 0,
    log: () => readFileSync(logFile, 'utf8'),
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
    start,
  };
  return api;
}

/** A build with only what the API servers read: the manifest snapshot beside a client folder (and two pages). */
function minimalBuild(dir: string, manifestFile: string): string {
  const clientDir = join(dir, 'build', 'client');
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
  writeFileSync(join(clientDir, '404.html'), '<!doctype html><title>Not found</title><h1>Not found</h1>');
  copyFileSync(manifestFile, manifestSnapshotPath(clientDir));
  return clientDir;
}

const output = (command: string, args: string[]) => spawnSync(command, args, { encoding: 'utf8' }).stdout.trim();

/** nginx.conf from `npm run deploy -- nginx`; as root, its workers run as root too (the build is in a 0700 folder). */
async function nginxConf(listen: string, apis: ApiProcess[], prefix: string, clientDir: string): Promise<string> {
  const user = process.getuid?.() === 0 ? ['--user', `root:${output('id', ['-gn'])}`] : [];
  const args = ['--listen', listen, '--api', apis.map((api) => api.url).join(','), '--prefix', prefix];
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/deploy.ts', 'nginx', ...args, '--client-dir', clientDir, ...user],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return stdout;
}

async function startNginx(dir: string, apis: ApiProcess[], clientDir: string) {
  const port = await freeLoopbackPort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, await nginxConf(`127.0.0.1:${port}`, apis, dir, clientDir));
  const nginx = spawn('nginx', ['-p', dir, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (!(await acceptsConnections(port, () => nginx.exitCode === null, Date.now() + START_TIMEOUT_MS)))
    throw new Error(`nginx exited with ${nginx.exitCode} (configuration in ${conf})`);
  return { url: `http://127.0.0.1:${port}`, nginx };
}

/** Starts everything; close() stops it all and removes the folders. */
export async function startCluster({
  manifestFile,
  apiProcesses,
  leaseSeconds = 5,
}: ClusterOptions): Promise<ClusterStack> {
  const dir = mkdtempSync(join(tmpdir(), 'site-cluster-'));
  const clientDir = minimalBuild(dir, manifestFile);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SiteManifest;
  const stopping: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const stop of stopping.reverse()) await stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const smtp = await startSmtpPeer();
    stopping.push(() => smtp.close());
    const postgres = await startPostgres();
    stopping.push(() => postgres.remove());
    const databaseUrl = await postgres.createDatabase('site');
    const env = {
      ...{ HOST: '127.0.0.1', CLIENT_DIR: clientDir, DATABASE_URL: databaseUrl, SMTP_URL: smtp.url },
      ...{ TRUST_PROXY: '1', CONTACT_RATE_LIMIT: '0', NEWSLETTER_RATE_LIMIT: '0', LOG_LEVEL: 'warn' },
      ...{ MAIL_LEASE_SECONDS: String(leaseSeconds), NODE_ENV: 'production' },
    };
    const apis: ApiProcess[] = [];
    for (let i = 1; i <= apiProcesses; i++) {
      const apiEnv = { ...env, DATA_DIR: join(dir, `api-${i}`, 'data') };
      apis.push(apiProcess(`api-${i}`, await freeLoopbackPort(), apiEnv, join(dir, `api-${i}.log`)));
    }
    stopping.push(() => Promise.all(apis.map((api) => api.kill())).then(() => {}));
    // One after the other: both would run the migrations at once otherwise (safe, but not what this measures).
    for (const api of apis) await api.start();
    const { url, nginx } = await startNginx(dir, apis, clientDir);
    stopping.push(async () => {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      if (nginx.exitCode === null && nginx.kill('SIGQUIT')) await exited;
    });
    const service = contactOptions(manifest)[0]!.code;
    const nginxErrors = () => readFileSync(join(dir, 'error.log'), 'utf8');
    return { url, apis, postgres, databaseUrl, smtp, service, nginxErrors, close };
  } catch (error) {
    await close();
    throw error;
  }
}
