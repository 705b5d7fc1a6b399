// The HTTP server with the limits of a hardened reverse proxy (see HttpLimits), and JSON answers with the security
// headers for requests too malformed or too slow to reach the app (Node's parser would answer in bare text).
import { createServer, STATUS_CODES, type RequestListener, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { HttpLimits } from './config.ts';
import type { Logger } from './log.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
};
const MALFORMED: [number, string] = [400, 'The request is not valid HTTP.'];

/** A complete HTTP/1.1 reply written straight to the socket (there is no request or response object here). */
export function rawJsonReply(status: number, text: string): string {
  const body = JSON.stringify({ error: text });
  const headers = {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

function answerClientError(error: NodeJS.ErrnoException, socket: Duplex, log: Logger): void {
  // A response already under way (its headers sent) cannot be replaced; a reset socket cannot be written to.
  const response = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || response?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, text] = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  log.info('request refused before it reached the app', { status, code: error.code });
  socket.end(rawJsonReply(status, text));
}

export function createHttpServer(handler: RequestListener, limits: HttpLimits, log: Logger): Server {
  const server = createServer(
    {
      // Node refuses a headers timeout longer than the request timeout; the request's then bounds the headers too.
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      requestTimeout: limits.requestTimeoutMs,
      // How often Node looks for requests over those timeouts (its default, 30 s, would let a stalled body stay longer).
      connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
    },
    handler,
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => answerClientError(error, socket, log));
  return server;
}
