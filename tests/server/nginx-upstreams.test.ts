// Real nginx with the configuration `npm run deploy -- nginx --api A,B` prints, in front of two tiny API servers: both
// answer, a stopped one is left out while the other answers, the API's 503 reaches the client as it is, and a POST the
// first server received is passed on to the second only at the contact form's endpoint (the API stores one submission
// once), never elsewhere.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, get, request, Agent, type IncomingMessage, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeLoopbackPort } from '../../scripts/bench/ports.ts';
import { fetchFresh } from '../support/fetch-fresh.ts';
import { PROJECT_ROOT } from '../support/fixture-site.ts';

interface ApiServer {
  name: string;
  origin: string;
  /** The POSTs it received, answered or not. */
  posts: number;
  stop(): Promise<void>;
}

/** Whether the next POST …?die-once is dropped (by whichever server gets it); the one after it is answered. */
let dropNext = false;

/** An API server that says its name; /api/database-down answers 503 as the API does; a POST to …?die drops the connection unanswered. */
async function startApiServer(name: string): Promise<ApiServer> {
  const server: Server = createServer((req, res) => {
    if (req.method === 'POST') {
      api.posts += 1;
      const drop = req.url?.endsWith('?die') || (req.url?.endsWith('?die-once') && dropNext);
      if (req.url?.endsWith('?die-once')) dropNext = false;
      if (drop) return void req.socket.destroy();
      return void req.resume().on('end', () => res.writeHead(202).end(name));
    }
    if (req.url === '/api/database-down')
      return void res.writeHead(503, { 'retry-after': '5' }).end('{"error":"down"}');
    res.writeHead(200).end(name);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const api: ApiServer = {
    name,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    posts: 0,
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
  };
  return api;
}

let temp: string;
let nginx: ChildProcess;
let front: string;
let servers: ApiServer[];

/** A reply's status and text. */
async function answer(response: Promise<IncomingMessage>): Promise<{ status: number; text: string }> {
  const res = await response;
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return { status: res.statusCode!, text: Buffer.concat(chunks).toString() };
}

/** GETs on one kept-alive connection: one nginx worker, whose round robin alternates between the servers. */
async function getsOnOneConnection(path: string, count: number): Promise<{ status: number; text: string }[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const replies = [];
    for (let i = 0; i < count; i++)
      replies.push(
        await answer(new Promise((resolve, reject) => get(front + path, { agent }, resolve).on('error', reject))),
      );
    return replies;
  } finally {
    agent.destroy();
  }
}

function post(path: string): Promise<{ status: number; text: string }> {
  return answer(
    new Promise((resolve, reject) => {
      const req = request(front + path, { method: 'POST', headers: { connection: 'close' } }, resolve);
      req.on('error', reject).end('name=Ada');
    }),
  );
}

beforeAll(async () => {
  if (spawnSync('nginx', ['-v']).status !== 0)
    throw new Error('nginx is not installed: run `bash scripts/ensure-nginx.sh` (npm test does).');
  temp = mkdtempSync(join(tmpdir(), 'site-nginx-upstreams-'));
  mkdirSync(join(temp, 'client'));
  writeFileSync(join(temp, 'client', 'index.html'), '<!doctype html><title>Home</title>');
  servers = await Promise.all(['first', 'second'].map(startApiServer));
  const port = await freeLoopbackPort();
  // The origins as one comma-separated --api; a root nginx runs its workers as root, who can read the temp folder.
  const conf = await promisify(execFile)(
    process.execPath,
    [
      ...['--import', 'tsx', 'scripts/deploy.ts', 'nginx', '--listen', `127.0.0.1:${port}`, '--prefix', temp],
      ...['--api', servers.map((s) => s.origin).join(','), '--client-dir', join(temp, 'client')],
      ...(process.getuid?.() === 0 ? ['--user', 'root:root'] : []),
    ],
    { cwd: PROJECT_ROOT, encoding: 'utf8' },
  );
  expect(conf.stdout).toContain('upstream site_api {');
  writeFileSync(join(temp, 'nginx.conf'), conf.stdout);
  nginx = spawn('nginx', ['-p', temp, '-c', join(temp, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  front = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (
    (await fetchFresh(`${front}/`).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  ) {
    if (nginx.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not answer at ${front}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  for (const server of servers ?? []) await server.stop();
  if (temp) rmSync(temp, { recursive: true, force: true });
});

const postsReceived = () => servers.map((server) => server.posts);

describe('nginx in front of two API servers', () => {
  it('sends requests to /api to both', async () => {
    const replies = await getsOnOneConnection('/api/who', 6);
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(new Set(replies.map((r) => r.text))).toEqual(new Set(['first', 'second']));
  });

  it("passes the API's 503 (the shared database is down) to the client as it is, and keeps both servers in the group", async () => {
    for (let i = 0; i < 4; i++) {
      const response = await fetchFresh(`${front}/api/database-down`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.text()).toBe('{"error":"down"}');
    }
    const replies = await getsOnOneConnection('/api/who', 4);
    expect(new Set(replies.map((r) => r.text))).toEqual(new Set(['first', 'second']));
  });

  it('passes a contact POST its server dropped unanswered on to the other server, which answers it', async () => {
    const before = postsReceived();
    dropNext = true;
    const reply = await post('/api/contact?die-once');
    expect(reply.status).toBe(202);
    const after = postsReceived();
    expect(after.map((count, i) => count - before[i]!)).toEqual([1, 1]);
    // The dropping server is out of the group for fail_timeout (1 s); the next test needs both in it.
    const deadline = Date.now() + 20_000;
    while (new Set((await getsOnOneConnection('/api/who', 4)).map((r) => r.text)).size < 2)
      if (Date.now() > deadline) throw new Error('the server that dropped the POST did not come back into the group');
  });

  // These two in this order: the server that dropped the POST is out of the group for fail_timeout, and is the one stopped.
  let dropped: ApiServer;
  it('never sends any other POST a server received and dropped unanswered to the other server', async () => {
    const before = postsReceived();
    expect((await post('/api/newsletter?die')).status).toBe(502);
    const after = postsReceived();
    expect(after[0]! + after[1]! - before[0]! - before[1]!).toBe(1);
    dropped = servers[after[0]! > before[0]! ? 0 : 1]!;
  });

  it('answers every GET and POST from the other server when one is stopped', async () => {
    await dropped.stop();
    const other = servers.find((server) => server !== dropped)!;
    for (let i = 0; i < 6; i++) {
      const response = await fetchFresh(`${front}/api/who`);
      const text = await response.text();
      expect({ status: response.status, text }).toEqual({ status: 200, text: other.name });
    }
    // A refused connection sent nothing: the POST goes to the other server, once.
    const before = other.posts;
    expect(await post('/api/contact')).toEqual({ status: 202, text: other.name });
    expect(other.posts).toBe(before + 1);
  });
});
