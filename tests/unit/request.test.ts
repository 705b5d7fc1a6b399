// The request helper against a real local HTTP server: what it sends and how it turns failures into errors.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getJson } from '../../ui/request.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      switch (req.url) {
        case '/ok':
          res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
          break;
        case '/invalid':
          res
            .writeHead(400, { 'content-type': 'application/json' })
            .end('{"errors":{"email":"Invalid email address"}}');
          break;
        case '/empty-error':
          res.writeHead(503, 'Service Unavailable').end();
          break;
        case '/private':
          res.writeHead(401, 'Unauthorized').end('Sign in first');
          break;
        case '/data':
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"items":[1,2]}');
          break;
        default:
          res.writeHead(404, 'Not Found').end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

describe('apiRequest', () => {
  it('sends a given body as JSON with a JSON content type, and resolves with the OK response', async () => {
    const response = await apiRequest('POST', `${base}/ok`, { name: 'Ada', email: 'ada@example.com' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]!.body)).toEqual({ name: 'Ada', email: 'ada@example.com' });
  });

  it('sends credentials with every request (a pass-through spy reads what fetch was given)', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    try {
      await apiRequest('POST', `${base}/ok`, {});
      await apiRequest('GET', `${base}/ok`);
      expect(spy.mock.calls.map(([, init]) => init?.credentials)).toEqual(['include', 'include']);
    } finally {
      spy.mockRestore();
    }
  });

  it('sends no body and no content type when no body is given', async () => {
    await apiRequest('DELETE', `${base}/ok`);
    expect(seen[0]!.method).toBe('DELETE');
    expect(seen[0]!.headers['content-type']).toBeUndefined();
    expect(seen[0]!.body).toBe('');
  });

  it('turns a non-OK response into an error "<status>: <response text>"', async () => {
    const error = await apiRequest('POST', `${base}/invalid`, { email: 'nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"errors":{"email":"Invalid email address"}}');
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).json()).toEqual({ errors: { email: 'Invalid email address' } });
  });

  it('uses the status text when the error response has no body', async () => {
    await expect(apiRequest('GET', `${base}/empty-error`)).rejects.toThrow(/^503: Service Unavailable$/);
  });
});

describe('getJson', () => {
  it('reads JSON', async () => {
    await expect(getJson(`${base}/data`)).resolves.toEqual({ items: [1, 2] });
  });

  it('treats a 401 as an error by default, or answers null when asked to', async () => {
    await expect(getJson(`${base}/private`)).rejects.toThrow('401: Sign in first');
    await expect(getJson(`${base}/private`, { on401: 'returnNull' })).resolves.toBeNull();
  });
});
