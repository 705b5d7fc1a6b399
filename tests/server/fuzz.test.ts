// A generated batch of malformed contact and newsletter bodies: never a 5xx, always a JSON reply, the same verdict as the
// browser's own check, and the server keeps answering afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactErrors } from '../../model/contact-rules.ts';
import { contactOptions } from '../../model/contact-options.ts';
import { postJson, rawRequest, removeTempDirs, startTestServer, type TestServer } from './support.ts';
import { fixtureManifest } from '../support/fixture-site.ts';
import { generate, VALID } from './malformed-bodies.ts';

const fixture = fixtureManifest();
const codes = contactOptions(fixture).map((o) => o.code);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: { contact: 100_000, newsletter: 100_000 } });
});
afterAll(async () => {
  await server.close();
  removeTempDirs();
});

describe('malformed bodies', () => {
  const cases = generate(600);

  it(`answers ${cases.length} generated bodies on /api/contact without a 5xx, like the browser check would`, async () => {
    expect(cases.length).toBeGreaterThanOrEqual(500);
    const statuses = new Map<number, number>();
    let accepted = 0;
    for (const c of cases) {
      const headers: Record<string, string> = { ...c.headers };
      if (c.contentType !== '') headers['content-type'] = c.contentType ?? 'application/json';
      const res = await rawRequest(server.url, { method: 'POST', path: '/api/contact', headers, body: c.body });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect(res.status, c.label).toBeLessThan(500);
      expect([202, 400, 413, 415], c.label).toContain(res.status);
      expect(res.headers['content-type'], c.label).toMatch(/^application\/json/);
      const reply = JSON.parse(res.body) as { ok?: true; errors?: Record<string, string>; error?: string };

      // Where the body was a JSON object of acceptable size, the server's verdict is the browser's.
      const small = Buffer.byteLength(c.body) <= 16 * 1024;
      // co-body refuses "__proto__" keys outright (prototype poisoning): a 400 like malformed JSON.
      const poisoned = /"__proto__"\s*:/.test(c.body);
      if (poisoned && small && !c.contentType && !c.headers) expect(res.status, c.label).toBe(400);
      else if (
        c.json &&
        typeof c.json === 'object' &&
        !Array.isArray(c.json) &&
        small &&
        !c.contentType &&
        !c.headers
      ) {
        const body = c.json as Record<string, unknown>;
        const honeypot = body.website !== undefined && body.website !== null && body.website !== '';
        if (honeypot) expect(res.status, c.label).toBe(202);
        else {
          const expected = contactErrors(body, codes);
          if (Object.keys(expected).length === 0) expect(reply, c.label).toEqual({ ok: true });
          else expect(reply, c.label).toEqual({ errors: expected });
        }
      }
      if (res.status === 202) accepted += 1;
    }
    // The batch exercised every kind of answer.
    expect([...statuses.keys()].sort()).toEqual([202, 400, 413, 415]);
    expect((await server.app.store.inquiries()).length).toBeLessThanOrEqual(accepted);

    // Still answering: a page, a valid inquiry, a download.
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect((await postJson(`${server.url}/api/contact`, VALID)).status).toBe(202);
    expect((await fetch(`${server.url}/api/download/${fixture.downloads[0]!.slug}`)).status).toBe(200);
  });

  it('answers the same bodies on /api/newsletter without a 5xx', async () => {
    for (const c of cases) {
      const headers: Record<string, string> = { ...c.headers };
      if (c.contentType !== '') headers['content-type'] = c.contentType ?? 'application/json';
      const res = await rawRequest(server.url, { method: 'POST', path: '/api/newsletter', headers, body: c.body });
      expect([200, 400, 413, 415], c.label).toContain(res.status);
      expect(res.headers['content-type'], c.label).toMatch(/^application\/json/);
    }
    expect((await postJson(`${server.url}/api/newsletter`, { email: 'still@example.com' })).status).toBe(200);
  });
});
