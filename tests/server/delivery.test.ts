// The delivery worker on its own (a scripted transport), the retry policy, and the configuration it runs with.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SendMailOptions } from 'nodemailer';
import { configFromEnv, PRODUCTION_RETRY } from '../../server/config.ts';
import { backoffMs, DeliveryWorker, type MailSender } from '../../server/mail/delivery.ts';
import { escapeHtml, headerSafeAddress, inquiryMail } from '../../server/mail/inquiry-mail.ts';
import { Store } from '../../server/store/store.ts';
import { makeClientDir, memoryLogger, removeTempDirs, tempDir, waitFor } from './support.ts';
import { closedAfterEach } from './contact-fixture.ts';

afterAll(removeTempDirs);
const track = closedAfterEach();

const INQUIRY = {
  name: 'Ada',
  email: 'ada@example.com',
  company: '',
  service: 'other',
  serviceLabel: 'Other / General Inquiry',
  message: 'Ten or more characters.',
};

/** A transport that fails the first `failures` sends, then accepts. */
function scriptedSender(failures: number): MailSender & { sent: SendMailOptions[]; calls: number } {
  const sender = {
    sent: [] as SendMailOptions[],
    calls: 0,
    async sendMail(message: SendMailOptions) {
      sender.calls += 1;
      if (sender.calls <= failures) throw new Error(`connect ECONNREFUSED (attempt ${sender.calls})`);
      sender.sent.push(message);
      return {};
    },
    close() {},
  };
  return sender;
}

/** The environment's defaults, with CLIENT_DIR set: left unset it is the working tree's dist/client, whose manifest
 * snapshot configFromEnv would read for the mail addresses. */
const defaultsWith = (env: NodeJS.ProcessEnv = {}) => configFromEnv({ CLIENT_DIR: makeClientDir(), ...env });

describe('retry policy', () => {
  it('waits 1 s after the first failure, doubling up to 30 s, in production', () => {
    expect(PRODUCTION_RETRY).toEqual({ initialMs: 1_000, maxMs: 30_000 });
    expect(defaultsWith().retry).toEqual(PRODUCTION_RETRY);
    expect([1, 2, 3, 4, 5, 6, 7, 50, 5000].map((n) => backoffMs(n, PRODUCTION_RETRY))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('uses short SMTP timeouts and reads the limits and folders from the environment', () => {
    const config = configFromEnv({
      CONTACT_RATE_LIMIT: '1000',
      NEWSLETTER_RATE_LIMIT: '0',
      CLIENT_DIR: '/srv/client',
      BUILT_DOWNLOADS_DIR: '/srv/dl',
      LOG_LEVEL: 'silent',
    });
    expect(config.rateLimits).toEqual({ contact: 1000, newsletter: 0 });
    expect(config.clientDir).toBe('/srv/client');
    expect(config.downloadsDir).toBe('/srv/dl');
    expect(config.logLevel).toBe('silent');
    const defaults = defaultsWith();
    expect(defaults.rateLimits).toEqual({ contact: 5, newsletter: 10 });
    expect(defaults.smtpUrl).toBeUndefined();
    expect(Object.values(defaults.smtpTimeouts).every((ms) => ms >= 1_000 && ms <= 10_000)).toBe(true);
    expect(() => defaultsWith({ CONTACT_RATE_LIMIT: 'lots' })).toThrow(/CONTACT_RATE_LIMIT/);
    expect(() => defaultsWith({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

describe('DeliveryWorker', () => {
  it('retries a failing inquiry with growing delays and records each attempt until it is delivered', async () => {
    const store = await track(Store.open(join(tempDir('worker'), 'data')));
    const sender = scriptedSender(3);
    const log = memoryLogger();
    const worker = new DeliveryWorker({
      store,
      sender,
      from: 'web@firm.example',
      to: 'inbox@firm.example',
      retry: { initialMs: 10, maxMs: 40 },
      log,
    });
    const id = await store.addInquiry(INQUIRY);
    worker.start();
    const delivered = await waitFor(async () => {
      const inquiry = await store.inquiry(id);
      return inquiry?.deliveredAt && inquiry;
    }, 'delivery after three failures');
    await worker.stop();
    expect(sender.calls).toBe(4);
    expect(delivered).toMatchObject({ attempts: 4, lastError: null });
    const failures = log.lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'inquiry delivery failed');
    expect(failures.map((l) => [l.attempt, l.retryInMs])).toEqual([
      [1, 10],
      [2, 20],
      [3, 40],
    ]);
    expect(sender.sent).toHaveLength(1);
    expect(sender.sent[0]).toMatchObject({
      from: 'web@firm.example',
      to: 'inbox@firm.example',
      replyTo: { name: 'Ada', address: 'ada@example.com' },
    });
  });

  it('keeps a failing inquiry pending across a stop and sends it on the next start', async () => {
    const dataDir = join(tempDir('worker-restart'), 'data');
    const store = await Store.open(dataDir);
    const down = scriptedSender(Number.POSITIVE_INFINITY);
    const first = new DeliveryWorker({
      store,
      sender: down,
      from: 'a@x.example',
      to: 'b@x.example',
      retry: { initialMs: 60_000, maxMs: 60_000 },
      log: memoryLogger(),
    });
    const id = await store.addInquiry(INQUIRY);
    first.start();
    await waitFor(async () => (await store.inquiry(id))!.attempts === 1, 'the first failed attempt');
    await first.stop();
    await store.close();

    // Its next attempt was a minute away; a restart tries at once.
    const reopened = await track(Store.open(dataDir));
    expect((await reopened.inquiry(id))!.nextAttemptAt).toBeGreaterThan(Date.now() + 30_000);
    const up = scriptedSender(0);
    const second = new DeliveryWorker({
      store: reopened,
      sender: up,
      from: 'a@x.example',
      to: 'b@x.example',
      retry: PRODUCTION_RETRY,
      log: memoryLogger(),
    });
    second.start();
    await waitFor(async () => (await reopened.inquiry(id))!.deliveredAt, 'delivery after restart');
    await second.stop();
    expect(up.sent).toHaveLength(1);
  });

  it('records nothing for a mail whose lease another worker took over while it was sent, and says so', async () => {
    const store = await track(Store.open(join(tempDir('worker-fenced'), 'data')));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sender = { calls: 0, sendMail: () => ((sender.calls += 1), held), close() {} };
    const log = memoryLogger();
    const retry = { initialMs: 10, maxMs: 40 };
    const options = { store, sender, from: 'a@x.example', to: 'b@x.example', retry, log };
    const worker = new DeliveryWorker({ ...options, limits: { inFlight: 1, leaseMs: 20 } });
    const id = await store.addInquiry(INQUIRY);
    worker.start();
    await waitFor(() => sender.calls === 1, 'the send under way');
    // Later than the 20 ms lease, another worker takes the mail over.
    expect(await store.claimDue('other', 60_000, 10, Date.now() + 1_000)).toHaveLength(1);
    release();
    await waitFor(() => log.lines.find((l) => l.includes('deliveries not recorded')), 'the warning');
    await worker.stop();
    expect(await store.inquiry(id)).toMatchObject({ deliveredAt: null, attempts: 0, leaseOwner: 'other' });
    const warning = JSON.parse(log.lines.find((l) => l.includes('deliveries not recorded'))!) as object;
    expect(warning).toMatchObject({ level: 'warn', late: [{ kind: 'inquiry', id }] });
  });
});

describe('the inquiry e-mail', () => {
  it('escapes HTML and only puts header-safe addresses in Reply-To', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(headerSafeAddress('ada@example.com')).toBe(true);
    expect(headerSafeAddress('"a,b"@example.com')).toBe(false);
    expect(headerSafeAddress('a<b>@example.com')).toBe(false);
    const mail = inquiryMail(
      {
        ...INQUIRY,
        email: 'x,evil@example.com',
        id: 7,
        createdAt: '2026-01-01T00:00:00.000Z',
        attempts: 0,
        lastError: null,
        nextAttemptAt: 0,
        deliveredAt: null,
        leaseOwner: null,
        leaseExpiresAt: null,
      },
      { from: 'Website <web@firm.example>', to: 'inbox@firm.example' },
    );
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain('Email: x,evil@example.com');
    expect(mail.messageId).toBe(`<inquiry-7-${Date.parse('2026-01-01T00:00:00.000Z')}@firm.example>`);
  });
});
