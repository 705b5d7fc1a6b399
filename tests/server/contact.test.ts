// POST /api/contact against the real Koa server and a real SMTP server, serving the fixture site's manifest.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { CONTACT_RULES, contactErrors } from '../../model/contact-rules.ts';
import { contactOptions, OTHER_CODE } from '../../model/contact-options.ts';
import { Store } from '../../server/store/store.ts';
import {
  decodeHeader,
  freePort,
  mailPart,
  memoryLogger,
  parseMail,
  postJson,
  rawRequest,
  removeTempDirs,
  startSmtp,
  startTestServer,
  waitFor,
  type TestServer,
  type TestSmtp,
} from './support.ts';
import { fixtureManifest } from '../support/fixture-site.ts';

const fixture = fixtureManifest();
const codes = contactOptions(fixture).map((o) => o.code);
/** A service the form offers (it has a form label), and one the site has but the form does not. */
const offered = fixture.services.find((s) => s.formLabel)!;
const notOffered = fixture.services.find((s) => !s.formLabel)!.id;

const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  service: offered.id,
  message: 'We need our operations reset before the next funding round.',
};

const open: { close(): Promise<void> }[] = [];
async function track<T extends { close(): Promise<void> }>(thing: Promise<T>): Promise<T> {
  const value = await thing;
  open.push(value);
  return value;
}
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});
afterAll(removeTempDirs);

describe('POST /api/contact: delivery', () => {
  it('stores a valid inquiry, answers 202 and mails it with every visitor value escaped in the HTML part', async () => {
    const smtp = await track(startSmtp());
    const server = await track(startTestServer({ smtpUrl: smtp.url, mailTo: 'inbox@firm.example', mailFrom: 'Website <web@firm.example>' }));
    const inquiry = {
      ...VALID,
      name: 'Eve <b>Bold</b> & "Co"',
      company: "O'Brien <img src=x onerror=alert(1)>",
      message: 'Hello <script>alert("x")</script> — please call me back about the audit.',
    };
    const res = await postJson(`${server.url}/api/contact`, inquiry);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true });

    const [raw] = await waitFor(() => smtp.messages.length > 0 && smtp.messages, 'the inquiry mail');
    const mail = parseMail(raw!);
    expect(smtp.envelopes[0]).toEqual({ from: 'web@firm.example', to: ['inbox@firm.example'] });
    expect(mail.headers.get('reply-to')).toContain('<ada@example.com>');
    expect(decodeHeader(mail.headers.get('subject')!)).toBe(`Website inquiry: ${offered.formLabel} — Eve <b>Bold</b> & "Co"`);

    const html = mailPart(mail, 'text/html')!;
    expect(html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('Eve &lt;b&gt;Bold&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(html).toContain('O&#39;Brien &lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');

    const text = mailPart(mail, 'text/plain')!;
    expect(text).toContain('Hello <script>alert("x")</script>');
    expect(text).toContain(`Service: ${offered.formLabel} (${offered.id})`);

    await waitFor(() => server.app.store.inquiries()[0]?.deliveredAt, 'the inquiry marked delivered');
    expect(smtp.messages).toHaveLength(1);
  });

  it('acknowledges while SMTP is down, keeps retrying, and delivers once SMTP comes up', async () => {
    const port = await freePort();
    const server = await track(startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}`, retry: { initialMs: 50, maxMs: 200 } }));
    const res = await postJson(`${server.url}/api/contact`, VALID);
    expect(res.status).toBe(202);

    // It really failed (more than once: the backoff retries) before SMTP exists.
    const failed = await waitFor(() => server.app.store.inquiries().find((i) => i.attempts >= 2), 'two failed attempts');
    expect(failed.deliveredAt).toBeNull();
    expect(failed.lastError).toBeTruthy();

    const smtp = await track(startSmtp(port));
    await waitFor(() => smtp.messages.length > 0, 'delivery after SMTP came up');
    const delivered = await waitFor(() => server.app.store.inquiries().find((i) => i.deliveredAt), 'the inquiry marked delivered');
    expect(delivered.attempts).toBeGreaterThanOrEqual(3);
    expect(mailPart(parseMail(smtp.messages[0]!), 'text/plain')).toContain(VALID.message);
  });

  it('without SMTP_URL stores the inquiry and logs that it was not mailed, without any of its contents', async () => {
    const log = memoryLogger();
    const server = await track(startTestServer({ smtpUrl: undefined }, { log }));
    const marker = 'Zebulon Quixotic';
    const res = await postJson(`${server.url}/api/contact`, { ...VALID, name: marker, email: 'zq-marker@example.com', message: `${marker} message body` });
    expect(res.status).toBe(202);
    // Durable before acknowledged: a second connection to the database already sees it.
    const other = Store.openReadOnly(server.config.dataDir)!;
    try {
      expect(other.inquiries()).toMatchObject([{ id: 1, name: marker, email: 'zq-marker@example.com', deliveredAt: null, attempts: 0 }]);
    } finally {
      other.close();
    }
    expect(log.lines.some((l) => l.includes('inquiry stored, id 1, not mailed: no SMTP_URL'))).toBe(true);
    expect(log.lines.filter((l) => l.includes(marker) || l.includes('zq-marker'))).toEqual([]);
    const requestLine = log.lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'request' && l.path === '/api/contact');
    expect(requestLine).toMatchObject({ method: 'POST', path: '/api/contact', status: 202 });
    expect(typeof requestLine!.ms).toBe('number');
  });
});

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
    expect(server.app.store.inquiries()).toEqual([]);
  });

  it('accepts every form choice, trims values, and ignores (never stores) unknown fields', async () => {
    server = await track(startTestServer({ rateLimits: { contact: 100, newsletter: 100 } }));
    for (const service of codes) {
      const r = await postJson(`${server.url}/api/contact`, { ...VALID, service, id: 999, deliveredAt: 'now', admin: true, company: null });
      expect(r.status, service).toBe(202);
    }
    const r = await postJson(`${server.url}/api/contact`, { ...VALID, name: '  Ada  ', message: `\n${VALID.message}\n` });
    expect(r.status).toBe(202);
    const stored = server.app.store.inquiries();
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
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...VALID, message: 'z'.repeat(17 * 1024) }) }, 413],
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
    const big = await rawRequest(server.url, { method: 'POST', path: '/api/contact', headers: { 'content-type': 'application/json', 'content-length': String(64 * 1024) }, body: '{}' });
    expect(big.status).toBe(413);
    expect(server.app.store.inquiries()).toEqual([]);
  });
});

describe('POST /api/contact: honeypot', () => {
  it('answers like a success but neither stores nor sends when the hidden "website" field is filled', async () => {
    const smtp: TestSmtp = await track(startSmtp());
    const server = await track(startTestServer({ smtpUrl: smtp.url }));
    const bot = await postJson(`${server.url}/api/contact`, { ...VALID, name: 'Bot', website: 'http://spam.example' });
    expect(bot.status).toBe(202);
    expect(await bot.json()).toEqual({ ok: true });
    expect(server.app.store.inquiries()).toEqual([]);

    // A real inquiry afterwards is the only thing that arrives.
    expect((await postJson(`${server.url}/api/contact`, { ...VALID, website: '' })).status).toBe(202);
    await waitFor(() => server.app.store.inquiries()[0]?.deliveredAt, 'the real inquiry delivered');
    expect(server.app.store.inquiries()).toHaveLength(1);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).not.toContain('Bot');
  });
});
