// Every refusal the editor online promises, each against the real server: the cookie's attributes, CSRF and Origin
// checks (OWASP ASVS 5.0 V3.3, V3.5), no state change on GET, a cookie after sign-out, an editor at a publisher's
// endpoint, a 50 MB body, replayed and expired invites. Each asserts that nothing changed, not only the status.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { fetchFresh } from '../support/fetch-fresh.ts';
import {
  acceptInvite,
  browserWithAuthenticator,
  sessionCookieHeader,
  startAdmin,
  type AdminFixture,
} from './harness.ts';

let admin: AdminFixture;
let publisher: { context: BrowserContext; cookie: string; csrf: string; codes: string[] };
let editor: { cookie: string; csrf: string };
/** The publisher's recovery codes not used yet. */
let codes: string[];

async function csrfOf(cookie: string): Promise<string> {
  const answer = await admin.request('GET', '/admin/api/session', { headers: { cookie } });
  return ((await answer.json()) as { csrfToken: string }).csrfToken;
}

async function signUp(name: string, email: string, role: 'editor' | 'publisher') {
  const { context, page } = await browserWithAuthenticator();
  const codes = await acceptInvite(page, await admin.invite(name, email, role));
  const cookie = await sessionCookieHeader(context);
  return { context, cookie, csrf: await csrfOf(cookie), codes };
}

const messageOf = async (answer: Response) => ((await answer.json()) as { message: string }).message;

beforeAll(async () => {
  admin = await startAdmin();
  publisher = await signUp('Aoife Byrne', 'aoife@firm.example', 'publisher');
  codes = [...publisher.codes];
  editor = await signUp('Cian Walsh', 'cian@firm.example', 'editor');
});
afterAll(async () => {
  await admin?.close();
});

describe('the session cookie (ASVS 3.3.1, 3.3.2, 3.3.4)', () => {
  test('as sent: one Set-Cookie with every attribute, a new id at each sign-in', async () => {
    const signIn = () =>
      admin.request('POST', '/admin/api/sign-in/recovery', {
        body: { email: 'aoife@firm.example', code: codes.pop() },
      });
    const [first, second] = [await signIn(), await signIn()];
    const pattern = /^__Host-session=([A-Za-z0-9_-]{22}); Path=\/; Secure; HttpOnly; SameSite=Strict$/;
    expect(first.headers.get('set-cookie')).toMatch(pattern);
    expect(first.headers.get('set-cookie')!.match(pattern)![1]).not.toBe(
      second.headers.get('set-cookie')!.match(pattern)![1],
    );
  });

  test('is __Host-session: HttpOnly, Secure, SameSite=Strict, Path=/, no Domain, 128 random bits', async () => {
    const cookie = (await publisher.context.cookies()).find((c) => c.name === '__Host-session')!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/', expires: -1 });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{22}$/); // 16 bytes, base64url
  });
});

describe('state changes need the form key and the editor’s own Origin (ASVS 3.5.1, 3.5.2)', () => {
  const save = (headers: Record<string, string>) =>
    admin.request('POST', '/admin/api/save', {
      headers,
      body: { base: 'x', manifest: JSON.parse(readFileSync(admin.manifestFile, 'utf8')) as object },
    });

  test('without x-csrf-token: 403 in words, the file untouched', async () => {
    const before = readFileSync(admin.manifestFile, 'utf8');
    const answer = await save({ cookie: publisher.cookie, 'x-csrf-token': '' });
    expect(answer.status).toBe(403);
    expect(await messageOf(answer)).toMatch(/no x-csrf-token header/);
    expect(readFileSync(admin.manifestFile, 'utf8')).toBe(before);
  });

  test('with another session’s form key: 403', async () => {
    const answer = await save({ cookie: publisher.cookie, 'x-csrf-token': editor.csrf });
    expect(answer.status).toBe(403);
    expect(await messageOf(answer)).toMatch(/does not match your sign-in/);
  });

  test('from another site’s Origin: 403, even with the right key', async () => {
    const answer = await save({
      cookie: publisher.cookie,
      'x-csrf-token': publisher.csrf,
      origin: 'https://evil.example',
    });
    expect(answer.status).toBe(403);
    expect(await messageOf(answer)).toMatch(/came from another site \(https:\/\/evil\.example\)/);
  });

  test('without an Origin: 403', async () => {
    const answer = await admin.request('POST', '/admin/api/sign-out', {
      headers: { cookie: editor.cookie, 'x-csrf-token': editor.csrf, origin: '' },
    });
    expect(answer.status).toBe(403);
    expect((await admin.request('GET', '/admin/api/session', { headers: { cookie: editor.cookie } })).status).toBe(200);
  });

  test('a GET changes nothing: sign-out by GET is not a route, and the session lives on', async () => {
    const answer = await admin.request('GET', '/admin/api/sign-out', { headers: { cookie: editor.cookie } });
    expect(answer.status).toBe(405);
    expect((await admin.request('GET', '/admin/api/session', { headers: { cookie: editor.cookie } })).status).toBe(200);
  });
});

describe('the editor answers only at ADMIN_ORIGIN', () => {
  test('a page opened at another name of the server goes to the editor’s address; a call there is refused', async () => {
    const elsewhere = admin.origin.replace('localhost', '127.0.0.1');
    const page = await fetchFresh(`${elsewhere}/admin/sign-in`, { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`${admin.origin}/admin/sign-in`);
    const call = await fetchFresh(`${elsewhere}/admin/api/sign-in/options`, {
      method: 'POST',
      headers: { origin: elsewhere, 'x-csrf-token': 'sign-in', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(call.status).toBe(403);
    expect(await messageOf(call)).toMatch(/answers only at http:\/\/localhost:\d+\/admin/);
  });
});

describe('roles are the server’s rule (ASVS 8.2.1)', () => {
  test('an editor calling a publisher’s endpoint gets 403 and invites nobody', async () => {
    const headers = { cookie: editor.cookie, 'x-csrf-token': editor.csrf };
    const invite = await admin.request('POST', '/admin/api/people/invite', {
      headers,
      body: { name: 'Mallory', email: 'mallory@evil.example', role: 'publisher' },
    });
    expect(invite.status).toBe(403);
    expect(await messageOf(invite)).toMatch(/Only publishers/);
    expect((await admin.app.store.accounts.pendingInvites()).map((i) => i.email)).not.toContain('mallory@evil.example');
    expect((await admin.request('GET', '/admin/api/log', { headers })).status).toBe(403);
    expect((await admin.request('GET', '/admin/api/people', { headers })).status).toBe(403);
  });

  test('a publisher’s same call works', async () => {
    const answer = await admin.request('GET', '/admin/api/people', {
      headers: { cookie: publisher.cookie, 'x-csrf-token': publisher.csrf },
    });
    expect(answer.status).toBe(200);
  });
});

describe('bodies', () => {
  const fifty = 'x'.repeat(50 * 1024 * 1024);
  test('a 50 MB save, signed in: 413 in words, the file untouched', async () => {
    const before = readFileSync(admin.manifestFile, 'utf8');
    const answer = await admin.request('POST', '/admin/api/save', {
      headers: { cookie: publisher.cookie, 'x-csrf-token': publisher.csrf },
      body: fifty,
    });
    expect(answer.status).toBe(413);
    expect(await messageOf(answer)).toMatch(/larger than 10 MB/);
    expect(readFileSync(admin.manifestFile, 'utf8')).toBe(before);
  });

  test('a 50 MB sign-in, signed out: 413 at 64 KB', async () => {
    const answer = await admin.request('POST', '/admin/api/sign-in/recovery', { body: fifty });
    expect(answer.status).toBe(413);
    expect(await messageOf(answer)).toMatch(/larger than 64 KB/);
  });

  test('a 50 MB save, signed out: 401 before the body is read', async () => {
    const answer = await admin.request('POST', '/admin/api/save', { body: fifty });
    expect(answer.status).toBe(401);
  });
});

describe('invites', () => {
  test('a used invite link opened again: 404 “already been used”, nobody new', async () => {
    const link = await admin.invite('Niamh Kelly', 'niamh@firm.example', 'editor');
    const { page } = await browserWithAuthenticator();
    await acceptInvite(page, link);
    const token = new URL(link).hash.replace('#invite=', '');
    const answer = await admin.request('POST', '/admin/api/invite/open', { body: { token } });
    expect(answer.status).toBe(404);
    expect(await messageOf(answer)).toMatch(/already been used/);
    expect((await admin.app.store.accounts.people()).filter((p) => p.email === 'niamh@firm.example')).toHaveLength(1);
  });

  test('an invite made 25 hours ago: 410 “has expired”', async () => {
    const link = await admin.invite('Late Person', 'late@firm.example', 'editor', Date.now() - 25 * 3_600_000);
    const token = new URL(link).hash.replace('#invite=', '');
    const answer = await admin.request('POST', '/admin/api/invite/open', { body: { token } });
    expect(answer.status).toBe(410);
    expect(await messageOf(answer)).toMatch(/has expired/);
  });
});

describe('signing out', () => {
  test('a copy of the cookie is worth nothing after sign-out (ASVS 7.4.1)', async () => {
    const { context, cookie, csrf } = await signUp('Sean Doyle', 'sean@firm.example', 'editor');
    const stolen = cookie;
    const out = await admin.request('POST', '/admin/api/sign-out', { headers: { cookie, 'x-csrf-token': csrf } });
    expect(out.status).toBe(204);
    expect((await admin.request('GET', '/admin/api/session', { headers: { cookie: stolen } })).status).toBe(401);
    const save = await admin.request('POST', '/admin/api/save', {
      headers: { cookie: stolen, 'x-csrf-token': csrf },
      body: { base: 'x', manifest: {} },
    });
    expect(save.status).toBe(401);
    await context.close();
  });

  test('sign out everywhere ends every session of that person, and only theirs', async () => {
    const first = await signUp('Orla Ryan', 'orla@firm.example', 'editor');
    const elsewhere = await admin.request('POST', '/admin/api/sign-in/recovery', {
      body: { email: 'orla@firm.example', code: first.codes[0] },
    });
    expect(elsewhere.status).toBe(200);
    const otherCookie = elsewhere.headers.get('set-cookie')!.split(';')[0]!;
    const out = await admin.request('POST', '/admin/api/sign-out-everywhere', {
      headers: { cookie: first.cookie, 'x-csrf-token': first.csrf },
    });
    expect(out.status).toBe(204);
    for (const cookie of [first.cookie, otherCookie])
      expect((await admin.request('GET', '/admin/api/session', { headers: { cookie } })).status).toBe(401);
    expect((await admin.request('GET', '/admin/api/session', { headers: { cookie: publisher.cookie } })).status).toBe(
      200,
    );
  });
});
