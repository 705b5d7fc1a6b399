// What an outside probe found in the editor's server (issue 23): saves racing just after start, bodies that are not
// JSON, upload names that are too long or taken by a dangling link, and a symlinked manifest replaced on save.
import { request } from 'node:http';
import { chmodSync, existsSync, lstatSync, readFileSync, renameSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFixture, type EditorFixture } from './harness.ts';
import { TOKEN_HEADER } from '../../editor/server/guard.ts';
import { versionOf } from '../../editor/server/manifest-file.ts';
import { editedFixture, fixtureManifest, fixtureText } from '../support/fixture-site.ts';

let fixture: EditorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(async () => {
  await fixture?.close();
});

interface Answer {
  status: number;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One request to an editor with its token; `body` may be a part of what `content-length` promises. */
function send(
  editor: EditorFixture['editor'],
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; end?: boolean } = {},
): Promise<Answer> {
  const { host } = new URL(editor.origin);
  const headers = { host, [TOKEN_HEADER]: editor.token, ...options.headers };
  return new Promise((resolve, reject) => {
    const req = request(`${editor.origin}${path}`, { method: options.method ?? 'GET', headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
    });
    req.on('error', reject);
    if (options.end === false) req.write(options.body ?? '');
    else req.end(options.body);
  });
}

const postJson = (path: string, body: unknown, editor = fixture.editor) =>
  send(editor, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

test('five saves at once just after start: one is saved, four are told the file changed', async () => {
  const cold = await startFixture();
  try {
    const base = versionOf(fixtureText);
    const emails = [1, 2, 3, 4, 5].map((n) => `racer${n}@harbourline.example`);
    const answers = await Promise.all(
      emails.map((email) => {
        const manifest = fixtureManifest();
        manifest.site.email = email;
        return postJson('/api/save', { base, manifest }, cold.editor);
      }),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const saved = emails[answers.findIndex((a) => a.status === 200)];
    const onDisk = JSON.parse(readFileSync(cold.manifestFile, 'utf8')) as { site: { email: string } };
    expect(onDisk.site.email).toBe(saved);
  } finally {
    await cold.close();
  }
});

test.each(['/api/preview', '/api/changes', '/api/save', '/api/merge'])(
  '%s answers a body that is not JSON, or lacks its fields, with a 4xx that says what to send',
  async (path) => {
    const notJson = await postJson(path, '{"manifest": ');
    expect(notJson.status).toBe(400);
    expect(JSON.parse(notJson.text).message).toMatch(/JSON/);

    const plain = await send(fixture.editor, path, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(plain.status).toBe(415);
    expect(JSON.parse(plain.text).message).toMatch(/application\/json/);

    const empty = await postJson(path, {});
    expect(empty.status).toBe(400);
    expect(JSON.parse(empty.text).message).toMatch(/manifest/);

    const wrongType = await postJson(path, { manifest: 'text', base: 1, before: 'text', route: 'home' });
    expect(wrongType.status).toBe(400);
    expect(JSON.parse(wrongType.text).message).toMatch(/manifest/);
  },
);

test('save and merge name the field they miss besides the manifest', async () => {
  const manifest = fixtureManifest();
  const save = await postJson('/api/save', { manifest });
  expect(save.status).toBe(400);
  expect(JSON.parse(save.text).message).toMatch(/base/);
  const merge = await postJson('/api/merge', { manifest });
  expect(merge.status).toBe(400);
  expect(JSON.parse(merge.text).message).toMatch(/before/);
  const preview = await postJson('/api/preview', { manifest, route: -1 });
  expect(preview.status).toBe(400);
  expect(JSON.parse(preview.text).message).toMatch(/route/);
});

test('a manifest object the schema does not fit is refused with 422, not a 500', async () => {
  const changes = await postJson('/api/changes', { manifest: { site: 5 } });
  expect(changes.status).toBe(422);
  expect(JSON.parse(changes.text).message).toMatch(/schema/);
  const base = versionOf(readFileSync(fixture.manifestFile, 'utf8'));
  expect((await postJson('/api/save', { base, manifest: { site: 5 } })).status).toBe(422);
});

const upload = (name: string, body: string | Buffer = '%PDF-1.4\n') =>
  send(fixture.editor, `/api/downloads?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body,
  });

test('an upload name of 300 characters is refused with a message', async () => {
  const answer = await upload(`${'a'.repeat(296)}.pdf`);
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.text).message).toMatch(/100 characters/);
});

test('an upload over a dangling link of the same name is refused, and the link is left alone', async () => {
  symlinkSync(join(fixture.dir, 'nowhere'), join(fixture.downloadsDir, 'dangling.pdf'));
  const answer = await upload('dangling.pdf');
  expect(answer.status).toBe(409);
  expect(JSON.parse(answer.text).message).toMatch(/dangling\.pdf is already in the downloads folder/);
  expect(lstatSync(join(fixture.downloadsDir, 'dangling.pdf')).isSymbolicLink()).toBe(true);
  expect(existsSync(join(fixture.dir, 'nowhere'))).toBe(false);
});

test('an upload whose name is taken is refused before its body is read', async () => {
  expect((await upload('Brochure.pdf')).status).toBe(200);
  const again = await send(fixture.editor, '/api/downloads?name=brochure.pdf', {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'content-length': String(10 * 1024 * 1024) },
    body: Buffer.alloc(1024),
    end: false,
  });
  expect(again.status).toBe(409);
  expect(readFileSync(join(fixture.downloadsDir, 'brochure.pdf'), 'utf8')).toBe('%PDF-1.4\n');
});

test('an upload with the wrong extension is refused before its body is read', async () => {
  // The request promises 20 MB but sends only its first kilobyte: the answer must come without the rest.
  const answer = await send(fixture.editor, '/api/downloads?name=run-me.sh', {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'content-length': String(20 * 1024 * 1024) },
    body: Buffer.alloc(1024),
    end: false,
  });
  expect(answer.status).toBe(415);
  expect(JSON.parse(answer.text).message).toContain('PDF, DOCX or ZIP');
});

test('saving over a symlinked manifest writes its target and keeps the link and the mode', async () => {
  const target = join(fixture.dir, 'real-manifest.json');
  renameSync(fixture.manifestFile, target);
  symlinkSync(target, fixture.manifestFile);
  chmodSync(target, 0o600);
  const text = readFileSync(target, 'utf8');
  const manifest = JSON.parse(editedFixture((m) => (m.site.email = 'linked@harbourline.example'))) as unknown;
  const answer = await postJson('/api/save', { base: versionOf(text), manifest });
  expect(answer.status).toBe(200);
  expect(lstatSync(fixture.manifestFile).isSymbolicLink()).toBe(true);
  expect(readFileSync(target, 'utf8')).toContain('linked@harbourline.example');
  expect(statSync(target).mode & 0o777).toBe(0o600);
});

test('the preview frame, which carries the token, is never cached', async () => {
  const frame = await send(fixture.editor, `/preview-frame?token=${fixture.editor.token}`);
  expect(frame.status).toBe(200);
  expect(frame.headers['cache-control']).toBe('no-store');
});

test('the editor page has a Content-Security-Policy and sets no cookie', async () => {
  const page = await send(fixture.editor, `/?token=${fixture.editor.token}`);
  expect(page.status).toBe(200);
  expect(page.headers['set-cookie']).toBeUndefined();
  const csp = String(page.headers['content-security-policy']);
  for (const directive of ["script-src 'self'", "connect-src 'self'", "frame-ancestors 'none'", "base-uri 'none'"])
    expect(csp).toContain(directive);
});
