// nginx serving a built client directory, as the reference for the static-page load figure: one worker, gzip on with
// gzip_static (it serves the build's .gz copies, as the site's server does), no access log (the site's server runs at
// LOG_LEVEL=warn for the same figure). Installed with apt-get when missing and possible; otherwise the bench says so.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freeLoopbackPort } from './ports.ts';

export interface RunningNginx {
  url: string;
  /** The master process; its worker is its child. */
  pid?: number;
  version: string;
  stop(): Promise<void>;
}

function nginxVersion(): string | undefined {
  const result = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  return result.status === 0 ? (/nginx\/([\d.]+)/.exec(result.stderr)?.[1] ?? 'unknown') : undefined;
}

/** nginx's version, installing it with apt-get first when it is missing; or why it is not there. */
export function ensureNginx(): { version: string } | { missing: string } {
  const present = nginxVersion();
  if (present) return { version: present };
  if (spawnSync('apt-get', ['--version']).status !== 0)
    return { missing: 'nginx is not installed and there is no apt-get to install it' };
  console.log('nginx is not installed: installing it with apt-get (nginx-light)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], {
    stdio: 'inherit',
    env,
  });
  const installed = install.status === 0 && nginxVersion();
  return installed
    ? { version: installed }
    : { missing: 'nginx is not installed and `apt-get install nginx-light` failed (not root, or no network?)' };
}

function config(prefix: string, clientDir: string, port: number): string {
  const temp = (name: string) => `${name}_temp_path ${join(prefix, name)};`;
  return `worker_processes 1;
daemon off;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 5s;
  gzip on;
  gzip_static on;
  gzip_vary on;
  gzip_types text/css application/javascript text/javascript application/json image/svg+xml application/xml text/plain;
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    index index.html;
    location / { try_files $uri $uri/ $uri/index.html =404; }
    error_page 404 /404.html;
  }
}
`;
}

export async function startNginx(clientDir: string, version: string): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  const port = await freeLoopbackPort();
  writeFileSync(join(prefix, 'nginx.conf'), config(prefix, clientDir, port));
  const child: ChildProcess = spawn('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode} (config in ${prefix})`);
    if (
      await fetch(`${url}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('nginx did not answer within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    pid: child.pid,
    version,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT'); // nginx's graceful shutdown
        await exited;
      }
      if (existsSync(prefix)) rmSync(prefix, { recursive: true, force: true });
    },
  };
}
