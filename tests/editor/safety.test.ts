// The editor answers only its own page with this run's token: no token, another site's Origin, or a foreign Host
// (DNS rebinding) is refused, and uploads take only PDF, DOCX and ZIP files. The app's page itself holds no token.
import { request } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFixture, type EditorFixture } from './harness.ts';
import { TOKEN_HEADER } from '../../editor/server/guard.ts';

let fixture: EditorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(async () => {
  await fixture?.close();
});

function send(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string,
): Promise<{ status: number; text: string }> {
  const { port } = new URL(fixture.editor.origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const own = () => ({ host: new URL(fixture.editor.origin).host, [TOKEN_HEADER]: fixture.editor.token });

test('a request with the token from its own address is served', async () => {
  const response = await send('/api/manifest', own());
  expect(response.status).toBe(200);
  expect(JSON.parse(response.text)).toHaveProperty('value.site');
});

test('a request without the token is refused', async () => {
  const { [TOKEN_HEADER]: _token, ...withoutToken } = own();
  expect((await send('/api/manifest', withoutToken)).status).toBe(401);
  expect((await send('/api/manifest', withoutToken)).text).toContain('npm run edit');
  // The app's page is served without it, and holds no secret: the app takes the token from its own address.
  const page = await send('/', withoutToken);
  expect(page.status).toBe(200);
  expect(page.text).not.toContain(fixture.editor.token);
  expect((await send('/api/manifest', { ...withoutToken, [TOKEN_HEADER]: 'guessed' })).status).toBe(401);
});

test('a cross-origin request is refused, even with the token', async () => {
  const save = JSON.stringify({ base: 'x', manifest: {} });
  const headers = { ...own(), origin: 'http://evil.example', 'content-type': 'application/json' };
  expect((await send('/api/save', headers, 'POST', save)).status).toBe(403);
  expect((await send('/api/manifest', { ...own(), 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  // Only the inert preview frame may be loaded from the editor's other loopback name, and only with the token.
  const crossSite = { host: own().host, 'sec-fetch-site': 'cross-site' };
  expect((await send(`/api/manifest?token=${fixture.editor.token}`, crossSite)).status).toBe(403);
  expect((await send('/preview-frame?token=guessed', crossSite)).status).toBe(401);
  expect((await send(`/preview-frame?token=${fixture.editor.token}`, crossSite)).status).toBe(200);
});

test('a foreign Host (DNS rebinding) is refused', async () => {
  expect(
    (await send('/api/manifest', { ...own(), host: `evil.example:${new URL(fixture.editor.origin).port}` })).status,
  ).toBe(403);
});

test('an upload that is not a PDF, DOCX or ZIP is refused', async () => {
  const response = await send(
    '/api/downloads?name=run-me.sh',
    { ...own(), 'content-type': 'application/octet-stream' },
    'POST',
    '#!/bin/sh\n',
  );
  expect(response.status).toBe(415);
  expect(response.text).toContain('PDF, DOCX or ZIP');
});
