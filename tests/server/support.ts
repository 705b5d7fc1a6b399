// Helpers for the server tests: temp folders, the real app on an ephemeral port, a real SMTP server, MIME reading.
import { createServer as createHttpServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freeLoopbackPort } from '../../scripts/bench/ports.ts';
import { startSmtpPeer, type SmtpPeer, type SmtpPeerOptions } from '../../scripts/bench/smtp-peer.ts';
import { configFromEnv, type ServerConfig } from '../../server/config.ts';
import { createApp, type AppOptions, type SiteApp } from '../../server/app.ts';
import { manifestSnapshotPath } from '../../model/node/paths.ts';
import type { Logger } from '../../server/log.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { fixtureManifest, fixtureManifestPath } from '../support/fixture-site.ts';
import { fetchFresh } from '../support/fetch-fresh.ts';

export const ROOT = join(import.meta.dirname, '..', '..');

const made: string[] = [];

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `site-server-${prefix}-`));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export const NOT_FOUND_HTML = '<!doctype html><title>Not found</title><h1>404 Page Not Found</h1>';

/** A minimal build: the 404 page and a home page, and next to them the manifest snapshot (the fixture site's manifest). */
export function makeClientDir(): string {
  const dir = join(tempDir('build'), 'client');
  mkdirSync(dir);
  writeFileSync(join(dir, '404.html'), NOT_FOUND_HTML);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
  copyFileSync(fixtureManifestPath, manifestSnapshotPath(dir));
  return dir;
}

/** A downloads folder with every file the manifest names (distinct contents, so mix-ups show). */
export function makeDownloadsDir(manifest: SiteManifest = fixtureManifest()): string {
  const dir = join(tempDir('downloads'), 'downloads');
  mkdirSync(dir);
  manifest.downloads.forEach((d, i) =>
    writeFileSync(join(dir, d.file), Buffer.from(`${d.slug}:${'x'.repeat(100 * (i + 1))}`)),
  );
  return dir;
}

export interface TestServer {
  app: SiteApp;
  url: string;
  config: ServerConfig;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const clientDir = overrides.clientDir ?? makeClientDir();
  return {
    ...configFromEnv({ LOG_LEVEL: 'silent', CLIENT_DIR: clientDir }),
    host: '127.0.0.1',
    port: 0,
    clientDir,
    manifestFile: manifestSnapshotPath(clientDir),
    dataDir: join(tempDir('data'), 'data'),
    downloadsDir: makeDownloadsDir(),
    retry: { initialMs: 50, maxMs: 200 },
    ...overrides,
  };
}

/** The real app (createApp) on an ephemeral port. */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  options: AppOptions = {},
): Promise<TestServer> {
  const config = testConfig(overrides);
  const app = await createApp(config, options);
  await app.ready();
  const server: Server = createHttpServer(app.callback());
  // Port 0 (any free one) unless the test chose one, e.g. to put it in PUBLIC_URL first.
  await new Promise<void>((resolve) => server.listen(config.port, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    app,
    config,
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.shutdown();
    },
  };
}

/** A logger that keeps every line, to check what gets logged. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const at =
    (level: string) =>
    (msg: string, fields: Record<string, unknown> = {}) =>
      void lines.push(JSON.stringify({ level, msg, ...fields }));
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** A JSON POST on a connection of its own (fetchFresh: a pooled one can meet the server closing it). */
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetchFresh(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body exactly as received (compressed bodies are not valid UTF-8). */
  bytes: Buffer;
}

/** An HTTP request sent exactly as given (fetch would normalise "..", encodings and bodies). */
export function rawRequest(
  url: string,
  {
    method = 'GET',
    path,
    headers = {},
    body,
  }: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A port with nothing listening on it (for "SMTP is down"). */
export const freePort = freeLoopbackPort;

export type TestSmtp = SmtpPeer;

/** A real SMTP server on 127.0.0.1 that accepts everything (no TLS, no auth) and keeps the messages. */
export function startSmtp(port = 0, options: Omit<SmtpPeerOptions, 'port'> = {}): Promise<TestSmtp> {
  return startSmtpPeer({ port, ...options });
}

/** Polls until `check` returns something truthy (condition-based, not a timing assertion). */
export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// ---- reading a MIME message (enough for what nodemailer writes) ----

export interface MailPart {
  headers: Map<string, string>;
  body: string;
  parts: MailPart[];
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i]!;
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(c, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes RFC 2047 encoded words in a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
    .trim();
}

export function parseMail(raw: string): MailPart {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    const parts = sections
      .filter((s) => !s.startsWith('--'))
      .map((s) => parseMail(s.replace(/^\r\n/, '').replace(/\r\n$/, '')));
    return { headers, body: '', parts };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { headers, body: decoded, parts: [] };
}

/** The first leaf part of the given content type, decoded. */
export function mailPart(mail: MailPart, contentType: string): string | undefined {
  if (mail.parts.length === 0)
    return (mail.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(contentType)
      ? mail.body
      : undefined;
  for (const part of mail.parts) {
    const found = mailPart(part, contentType);
    if (found !== undefined) return found;
  }
  return undefined;
}
