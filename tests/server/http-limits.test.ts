// The real server process at the socket level: a stalled body is cut at the request timeout, malformed HTTP gets a
// JSON 400 with the security headers, a busy port is one line naming the port and PORT, and the listening address is
// printed whatever LOG_LEVEL says.
import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../server/security-headers.ts';
import { freeLoopbackPort } from '../../scripts/bench/ports.ts';
import { removeTempDirs } from './support.ts';
import { killServerProcesses, serverEnv, spawnServer, startServerProcess } from './processes.ts';

afterEach(killServerProcesses);
afterAll(removeTempDirs);

interface SocketReply {
  status: number;
  headers: Map<string, string>;
  body: string;
  /** Milliseconds from the first byte sent until the server closed the connection. */
  closedAfterMs: number;
}

/** Sends `request` over a raw socket (it may stop short, like a stalled upload) and reads until the server closes it. */
function exchange(url: string, request: string): Promise<SocketReply> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const started = performance.now();
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body, closedAfterMs: performance.now() - started });
    });
    socket.write(request);
  });
}

function expectJsonWithSecurityHeaders(reply: SocketReply, status: number): void {
  expect(reply.status).toBe(status);
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(JSON.parse(reply.body)).toEqual({ error: expect.any(String) });
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(reply.headers.get(name.toLowerCase()), name).toBe(value);
}

// Each test starts real server processes: on a busy machine that takes seconds, hence the generous limit.
describe('HTTP limits of the server process', { timeout: 120_000 }, () => {
  it('cuts a body that stalls at the request timeout with a JSON 408', async () => {
    const server = await startServerProcess({ ...serverEnv(), REQUEST_TIMEOUT_SECONDS: '2' });
    const head =
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    const reply = await exchange(server.url, `${head}{"name":"A`); // 10 of the 100 bytes, then nothing
    expectJsonWithSecurityHeaders(reply, 408);
    expect(reply.closedAfterMs).toBeGreaterThanOrEqual(2_000); // not before the limit
    // The server is fine afterwards.
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });

  it('answers malformed HTTP with a JSON 400 carrying the security headers', async () => {
    const server = await startServerProcess(serverEnv());
    const malformed = [
      'GARBAGE\r\n\r\n',
      'GET / HTTP/1.1 extra\r\nHost: x\r\n\r\n',
      'GET / HTTP/1.1\r\nHost x\r\n\r\n',
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nnot-hex\r\n',
    ];
    for (const request of malformed) expectJsonWithSecurityHeaders(await exchange(server.url, request), 400);
    expectJsonWithSecurityHeaders(
      await exchange(server.url, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
      431,
    );
    expect(server.output()).toContain('"msg":"request refused before it reached the app"');
  });

  it('says in one line, without the password, when DATABASE_URL is not PostgreSQL or cannot be reached, and exits 1', async () => {
    const port = await freeLoopbackPort(); // nothing listens there
    const cases: { env: Record<string, string>; says: string }[] = [
      {
        env: { DATABASE_URL: 'mysql://site:hunter2@db.example/site' },
        says: 'DATABASE_URL must start with postgres://',
      },
      {
        env: { DATABASE_URL: `postgres://site:hunter2@127.0.0.1:${port}/site`, DATABASE_CONNECT_TIMEOUT_MS: '200' },
        says: `The database could not be opened (postgres://site:***@127.0.0.1:${port}/site)`,
      },
    ];
    for (const { env, says } of cases) {
      const server = spawnServer({ ...serverEnv(), ...env, DATABASE_START_WAIT_MS: '0' });
      expect((await server.exited).code).toBe(1);
      const lines = server.errors().trim().split('\n');
      expect(lines).toEqual([expect.stringContaining(says)]);
      expect(server.output()).not.toContain('hunter2');
      expect(server.output()).not.toMatch(/\n\s+at /); // no stack trace
    }
  });

  it('says in one line that the port is busy, naming it and PORT, and exits 1', async () => {
    const busy: Server = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as AddressInfo;
    try {
      const server = spawnServer({ ...serverEnv(), PORT: String(port) });
      expect((await server.exited).code).toBe(1);
      const lines = server.errors().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`Port ${port}`);
      expect(lines[0]).toContain('PORT');
      expect(server.output()).not.toMatch(/\n\s+at /); // no stack trace
    } finally {
      await new Promise<void>((resolve) => busy.close(() => resolve()));
    }
  });

  it('prints where it listens whatever LOG_LEVEL says', async () => {
    const levels = ['warn', 'silent'];
    const servers = await Promise.all(levels.map((level) => startServerProcess({ ...serverEnv(), LOG_LEVEL: level })));
    for (const [i, server] of servers.entries()) {
      const lines = server.output().trim().split('\n');
      expect(lines.filter((l) => l.includes('"msg":"listening"'))).toHaveLength(1);
      // Nothing else below the level asked for (the listening line is the one exception).
      expect(
        lines.filter(
          (l) => !l.includes('"msg":"listening"') && (levels[i] === 'silent' || l.includes('"level":"info"')),
        ),
      ).toEqual([]);
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      server.process.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
    }
  });
});
