// POST /api/contact's validation against the real Koa server, serving the fixture site's manifest: what it refuses,
// with which message, and what it stores of what it accepts.
import { afterAll, describe, expect, it } from 'vitest';
import { CONTACT_RULES, contactErrors } from '../../model/contact-rules.ts';
import { OTHER_CODE } from '../../model/contact-options.ts';
import { postJson, rawRequest, removeTempDirs, startTestServer, type TestServer } from './support.ts';
import { closedAfterEach, codes, fixture, notOffered, offered, VALID } from './contact-fixture.ts';

const track = closedAfterEach();
afterAll(removeTempDirs);

describe('POST /api/contact: validation', () => {
  let server: TestServer;

  it('answers 400 with the same message per field as the browser form', async () => {
    server = await track(startTestServer({ rateLimits: { contact: 100, newsletter: 100 } }));
    const res = await postJson(`${server.url}/api/contact`, {});
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: {
        name: CONTACT_RULES.name.message,
        email: CONTACT_RULES.email.message,
        service: CONTACT_RULES.service.message,
        message: CONTACT_RULES.message.message,
      },
    });

    const cases: Record<string, unknown>[] = [
      { ...VALID, name: 'A' },
      { ...VALID, name: '  A  ' },
      { ...VALID, email: 'not-an-address' },
      { ...VALID, email: 'two@@example.com' },
      { ...VALID, service: notOffered }, // a service without a form label is not a form choice
      { ...VALID, service: 'nonsense' },
      { ...VALID, message: 'too short' },
      { ...VALID, name: 'Ada\r\nBcc: victim@example.com' },
      { ...VALID, company: 'Acme\nInc' },
      { ...VALID, name: 'x'.repeat(201) },
      { ...VALID, message: 'y'.repeat(5001) },
      { ...VALID, name: 42 },
      { ...VALID, company: { nested: true } },
      { ...VALID, service: [VALID.service] },
      { ...VALID, email: null },
    ];
    for (const body of cases) {
      const r = await postJson(`${server.url}/api/contact`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      const expected = contactErrors(body, codes);
      expect(Object.keys(expected).length).toBeGreaterThan(0);
      expect(await r.json(), JSON.stringify(body)).toEqual({ errors: expected });
    }
    expect(await server.app.store.inquiries()).toEqual([]);
  });

  it('accepts every form choice, trims values, and ignores (never stores) unknown fields', async () => {
    server = await track(startTestServer({ rateLimits: { contact: 100, newsletter: 100 } }));
    for (const service of codes) {
      const r = await postJson(`${server.url}/api/contact`, {
        ...VALID,
        service,
        id: 999,
        deliveredAt: 'now',
        admin: true,
        company: null,
      });
      expect(r.status, service).toBe(202);
    }
    const r = await postJson(`${server.url}/api/contact`, {
      ...VALID,
      name: '  Ada  ',
      message: `\n${VALID.message}\n`,
    });
    expect(r.status).toBe(202);
    const stored = await server.app.store.inquiries();
    expect(stored.map((i) => i.service)).toEqual([...codes, VALID.service]);
    expect(stored.every((i) => i.deliveredAt === null && i.id < 999)).toBe(true);
    expect(stored.slice(0, codes.length).every((i) => i.company === '')).toBe(true);
    expect(stored.at(-1)).toMatchObject({ name: 'Ada', message: VALID.message, serviceLabel: offered.formLabel });
    expect(stored.find((i) => i.service === OTHER_CODE)?.serviceLabel).toBe(fixture.site.contactOther);
  });

  it('refuses other content types, bodies over 16 KB and malformed JSON, always with a JSON reply', async () => {
    server = await track(startTestServer({ rateLimits: { contact: 100, newsletter: 100 } }));
    const contact = `${server.url}/api/contact`;
    const checks: [RequestInit, number][] = [
      [{ method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(VALID) }, 415],
      [{ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=Ada' }, 415],
      [{ method: 'POST' }, 415],
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name": "Ada",' }, 400],
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '"just a string"' }, 400],
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '[1, 2]' }, 400],
      [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...VALID, message: 'z'.repeat(17 * 1024) }),
        },
        413,
      ],
    ];
    for (const [init, status] of checks) {
      const r = await fetch(contact, init);
      expect(r.status, JSON.stringify(init).slice(0, 120)).toBe(status);
      expect(r.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await r.json()) as { error?: string };
      expect(typeof body.error).toBe('string');
      expect(body.error).not.toContain('Ada'); // never echoes the request body
    }
    // A declared length over the limit is refused before reading.
    const big = await rawRequest(server.url, {
      method: 'POST',
      path: '/api/contact',
      headers: { 'content-type': 'application/json', 'content-length': String(64 * 1024) },
      body: '{}',
    });
    expect(big.status).toBe(413);
    expect(await server.app.store.inquiries()).toEqual([]);
  });
});
