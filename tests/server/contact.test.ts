// POST /api/contact against the real Koa server and a real SMTP server, serving the fixture site's manifest: delivery
// and the honeypot (its validation: contact-validation.test.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { Store } from '../../server/store/store.ts';
import {
  decodeHeader,
  freePort,
  mailPart,
  memoryLogger,
  parseMail,
  postJson,
  removeTempDirs,
  startSmtp,
  startTestServer,
  waitFor,
  type TestSmtp,
} from './support.ts';
import { closedAfterEach, offered, VALID } from './contact-fixture.ts';

const track = closedAfterEach();
afterAll(removeTempDirs);

describe('POST /api/contact: delivery', () => {
  it('stores a valid inquiry, answers 202 and mails it with every visitor value escaped in the HTML part', async () => {
    const smtp = await track(startSmtp());
    const server = await track(
      startTestServer({
        smtpUrl: smtp.url,
        mailTo: 'inbox@firm.example',
        mailFrom: { name: 'Website', address: 'web@firm.example' },
      }),
    );
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
    expect(decodeHeader(mail.headers.get('subject')!)).toBe(
      `Website inquiry: ${offered.formLabel} — Eve <b>Bold</b> & "Co"`,
    );

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

    await waitFor(async () => (await server.app.store.inquiries())[0]?.deliveredAt, 'the inquiry marked delivered');
    expect(smtp.messages).toHaveLength(1);
  });

  it('acknowledges while SMTP is down, keeps retrying, and delivers once SMTP comes up', async () => {
    const port = await freePort();
    const server = await track(
      startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}`, retry: { initialMs: 50, maxMs: 200 } }),
    );
    const res = await postJson(`${server.url}/api/contact`, VALID);
    expect(res.status).toBe(202);

    // It really failed (more than once: the backoff retries) before SMTP exists.
    const failed = await waitFor(
      async () => (await server.app.store.inquiries()).find((i) => i.attempts >= 2),
      'two failed attempts',
    );
    expect(failed.deliveredAt).toBeNull();
    expect(failed.lastError).toBeTruthy();

    const smtp = await track(startSmtp(port));
    await waitFor(() => smtp.messages.length > 0, 'delivery after SMTP came up');
    const delivered = await waitFor(
      async () => (await server.app.store.inquiries()).find((i) => i.deliveredAt),
      'the inquiry marked delivered',
    );
    expect(delivered.attempts).toBeGreaterThanOrEqual(3);
    expect(mailPart(parseMail(smtp.messages[0]!), 'text/plain')).toContain(VALID.message);
  });

  it('without SMTP_URL stores the inquiry and logs that it was not mailed, without any of its contents', async () => {
    const log = memoryLogger();
    const server = await track(startTestServer({ smtpUrl: undefined }, { log }));
    const marker = 'Zebulon Quixotic';
    const res = await postJson(`${server.url}/api/contact`, {
      ...VALID,
      name: marker,
      email: 'zq-marker@example.com',
      message: `${marker} message body`,
    });
    expect(res.status).toBe(202);
    // Durable before acknowledged: a second connection to the database already sees it.
    const other = (await Store.openReadOnly(server.config.dataDir))!;
    try {
      expect(await other.inquiries()).toMatchObject([
        { id: 1, name: marker, email: 'zq-marker@example.com', deliveredAt: null, attempts: 0 },
      ]);
    } finally {
      await other.close();
    }
    expect(log.lines.some((l) => l.includes('inquiry stored, id 1, not mailed: no SMTP_URL'))).toBe(true);
    expect(log.lines.filter((l) => l.includes(marker) || l.includes('zq-marker'))).toEqual([]);
    const requestLine = log.lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'request' && l.path === '/api/contact');
    expect(requestLine).toMatchObject({ method: 'POST', path: '/api/contact', status: 202 });
    expect(typeof requestLine!.ms).toBe('number');
  });
});

describe('POST /api/contact: honeypot', () => {
  it('answers like a success but neither stores nor sends when the hidden "website" field is filled', async () => {
    const smtp: TestSmtp = await track(startSmtp());
    const server = await track(startTestServer({ smtpUrl: smtp.url }));
    const bot = await postJson(`${server.url}/api/contact`, { ...VALID, name: 'Bot', website: 'http://spam.example' });
    expect(bot.status).toBe(202);
    expect(await bot.json()).toEqual({ ok: true });
    expect(await server.app.store.inquiries()).toEqual([]);

    // A real inquiry afterwards is the only thing that arrives.
    expect((await postJson(`${server.url}/api/contact`, { ...VALID, website: '' })).status).toBe(202);
    await waitFor(async () => (await server.app.store.inquiries())[0]?.deliveredAt, 'the real inquiry delivered');
    expect(await server.app.store.inquiries()).toHaveLength(1);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).not.toContain('Bot');
  });
});
