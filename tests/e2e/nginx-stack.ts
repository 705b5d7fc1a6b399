// nginx with the configuration `npm run deploy -- nginx` prints, in front of the real Koa server (pages from a build,
// /api with a temporary database, mail to a real SMTP peer), all on ephemeral loopback ports, in a temporary prefix.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freeLoopbackPort } from '../../scripts/bench/ports.ts';
import { startSmtpPeer, type SmtpPeer } from '../../scripts/bench/smtp-peer.ts';
import { fetchFresh } from '../support/fetch-fresh.ts';
import { PROJECT_ROOT } from '../support/fixture-site.ts';

export const ROOT = PROJECT_ROOT;

export interface NginxStack {
  /** nginx's address. */
  url: string;
  /** The Koa server's own address, to compare with. */
  koaUrl: string;
  smtp: SmtpPeer;
  close(): Promise<void>;
}

/** A built site: its pages and the documents behind /api/download. */
export interface BuiltSite {
  clientDir: string;
  documentsDir: string;
}

async function waitUntilAnswering(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (
      await fetchFresh(url).then(
        (r) => r.arrayBuffer().then(() => true),
        () => false,
      )
    )
      return;
    if (Date.now() > deadline) throw new Error(`${what} did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

const output = (command: string, args: string[]) => spawnSync(command, args, { encoding: 'utf8' }).stdout.trim();

/**
 * Who nginx's workers run as: a master started as root runs them as `user` (nobody by default), who may not get into
 * the folder the build sits in (a clone in a mode-0700 folder); as the owner of the files they read what the tests
 * read. Started by anyone else, nginx runs them as that user, and a `user` line would only draw a warning.
 */
function workerUserArgs(clientDir: string): string[] {
  if (process.getuid?.() !== 0) return [];
  const { uid, gid } = statSync(clientDir);
  return ['--user', `${output('id', ['-nu', String(uid)])}:${output('getent', ['group', String(gid)]).split(':')[0]}`];
}

/** The nginx.conf `npm run deploy -- nginx` prints for this stack; its warnings (nginx unable to read the build) are errors here. */
async function deployedConf(build: BuiltSite, listen: string, api: string, prefix: string): Promise<string> {
  const args = [
    'nginx',
    '--listen',
    listen,
    '--api',
    api,
    '--prefix',
    prefix,
    '--client-dir',
    build.clientDir,
    ...workerUserArgs(build.clientDir),
  ];
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/deploy.ts', ...args],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (/nginx cannot read/.test(stderr)) throw new Error(stderr);
  return stdout;
}

export async function startNginxStack(build: BuiltSite): Promise<NginxStack> {
  const temp = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  const children: ChildProcess[] = [];
  const smtp = await startSmtpPeer();
  const close = async () => {
    // nginx first (SIGQUIT: graceful), then the Koa server (SIGTERM: closes its database), then the mail peer.
    for (const [child, signal] of children.map((c, i) => [c, i === 0 ? 'SIGTERM' : 'SIGQUIT'] as const).reverse())
      await stop(child, signal);
    await smtp.close();
    rmSync(temp, { recursive: true, force: true });
  };
  try {
    const koaPort = await freeLoopbackPort();
    const koaEnv = {
      PORT: String(koaPort),
      HOST: '127.0.0.1',
      CLIENT_DIR: build.clientDir,
      BUILT_DOWNLOADS_DIR: build.documentsDir,
    };
    const koa = spawn(process.execPath, ['--import', 'tsx', 'server/start-only.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...koaEnv,
        DATA_DIR: join(temp, 'data'),
        SMTP_URL: smtp.url,
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(koa);
    const koaUrl = `http://127.0.0.1:${koaPort}`;

    const port = await freeLoopbackPort();
    const conf = join(temp, 'nginx.conf');
    writeFileSync(conf, await deployedConf(build, `127.0.0.1:${port}`, koaUrl, temp));
    const nginx = spawn('nginx', ['-p', temp, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(nginx);
    const url = `http://127.0.0.1:${port}`;
    await Promise.all([
      waitUntilAnswering(`${koaUrl}/`, koa, 'the Koa server'),
      waitUntilAnswering(`${url}/`, nginx, 'nginx'),
    ]);
    return { url, koaUrl, smtp, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Whether nginx is installed (scripts/ensure-nginx.sh installs it before `npm test`). */
export function hasNginx(): boolean {
  return spawnSync('nginx', ['-v']).status === 0;
}
