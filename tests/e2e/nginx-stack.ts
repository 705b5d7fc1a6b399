// nginx with the configuration `npm run deploy -- nginx` prints, in front of the real Koa server (pages from the build,
// /api with a temporary database, mail to a real SMTP peer), all on ephemeral loopback ports, in a temporary prefix.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freeLoopbackPort } from '../../scripts/bench/ports.ts';
import { startSmtpPeer, type SmtpPeer } from '../../scripts/bench/smtp-peer.ts';

export const ROOT = join(import.meta.dirname, '..', '..');
export const CLIENT_DIR = join(ROOT, 'dist', 'client');

export interface NginxStack {
  /** nginx's address. */
  url: string;
  /** The Koa server's own address, to compare with. */
  koaUrl: string;
  smtp: SmtpPeer;
  close(): Promise<void>;
}

async function waitUntilAnswering(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (await fetch(url).then(() => true, () => false)) return;
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

export async function startNginxStack(): Promise<NginxStack> {
  const temp = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  const children: ChildProcess[] = [];
  const smtp = await startSmtpPeer();
  const close = async () => {
    // nginx first (SIGQUIT: graceful), then the Koa server (SIGTERM: closes its database), then the mail peer.
    for (const [child, signal] of children.map((c, i) => [c, i === 0 ? 'SIGTERM' : 'SIGQUIT'] as const).reverse()) await stop(child, signal);
    await smtp.close();
    rmSync(temp, { recursive: true, force: true });
  };
  try {
    const koaPort = await freeLoopbackPort();
    const koa = spawn(process.execPath, ['--import', 'tsx', 'server/start-only.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(koaPort), HOST: '127.0.0.1', CLIENT_DIR, DATA_DIR: join(temp, 'data'), SMTP_URL: smtp.url, TRUST_PROXY: '1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(koa);
    const koaUrl = `http://127.0.0.1:${koaPort}`;

    const port = await freeLoopbackPort();
    const generated = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/deploy.ts', 'nginx', '--listen', `127.0.0.1:${port}`, '--api', koaUrl, '--prefix', temp],
      { cwd: ROOT, encoding: 'utf8' },
    );
    if (generated.status !== 0) throw new Error(`npm run deploy -- nginx failed: ${generated.stderr}`);
    const conf = join(temp, 'nginx.conf');
    writeFileSync(conf, generated.stdout);
    const nginx = spawn('nginx', ['-p', temp, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(nginx);
    const url = `http://127.0.0.1:${port}`;
    await Promise.all([waitUntilAnswering(`${koaUrl}/`, koa, 'the Koa server'), waitUntilAnswering(`${url}/`, nginx, 'nginx')]);
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
