// Delivery across real server processes sharing one DATA_DIR, with a real SMTP peer: each inquiry is leased by one
// worker, so it is mailed once; a worker killed while holding a lease leaves the inquiry to another after the lease.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Store } from '../../server/store/store.ts';
import { inquiryIdOf } from '../../scripts/bench/smtp-peer.ts';
import { postJson, removeTempDirs, startSmtp, waitFor, type TestSmtp } from './support.ts';
import { inquiriesIn, killServerProcesses, serverEnv, startServerProcess, type ListeningProcess } from './processes.ts';

const smtps: TestSmtp[] = [];
afterEach(async () => {
  killServerProcesses();
  for (const smtp of smtps.splice(0)) await smtp.close();
});
afterAll(removeTempDirs);

const INQUIRY = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  service: 'rfp-support',
  message: 'One inquiry, one e-mail, whoever sends it.',
};

async function peer(...args: Parameters<typeof startSmtp>): Promise<TestSmtp> {
  const smtp = await startSmtp(...args);
  smtps.push(smtp);
  return smtp;
}

async function stop(server: ListeningProcess): Promise<void> {
  server.process.kill('SIGTERM');
  expect((await server.exited).code).toBe(0);
}

const delivered = (server: ListeningProcess) => server.output().split('"msg":"inquiry delivered"').length - 1;

describe('delivery across processes', { timeout: 120_000 }, () => {
  it('two server processes on one DATA_DIR mail 200 inquiries as 200 distinct messages', async () => {
    const env = serverEnv();
    // A backlog both workers see at start, plus inquiries posted to each while they run.
    const store = await Store.open(env.DATA_DIR);
    for (let i = 0; i < 150; i++)
      await store.addInquiry({ ...INQUIRY, company: `backlog ${i}`, serviceLabel: 'RFP Support' });
    await store.close();
    // The peer holds every message until both processes listen, so both take inquiries from the same backlog.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const smtp = await peer(0, { beforeAccept: () => gate });
    const processEnv = { ...env, SMTP_URL: smtp.url, CONTACT_RATE_LIMIT: '0' };
    const [a, b] = await Promise.all([startServerProcess(processEnv), startServerProcess(processEnv)]);
    open();
    for (let i = 0; i < 25; i++) {
      expect((await postJson(`${a.url}/api/contact`, { ...INQUIRY, company: `to a ${i}` })).status).toBe(202);
      expect((await postJson(`${b.url}/api/contact`, { ...INQUIRY, company: `to b ${i}` })).status).toBe(202);
    }
    await waitFor(
      async () => (await inquiriesIn(env.DATA_DIR)).every((i) => i.deliveredAt),
      'all 200 inquiries delivered',
      60_000,
    );
    await Promise.all([stop(a), stop(b)]);

    const inquiries = await inquiriesIn(env.DATA_DIR);
    expect(inquiries).toHaveLength(200);
    expect(inquiries.every((i) => i.attempts === 1 && i.leaseOwner === null)).toBe(true);
    expect(smtp.messages).toHaveLength(200);
    expect(new Set(smtp.messages.map(inquiryIdOf)).size).toBe(200);
    // Both workers sent some, and together exactly one message per inquiry.
    expect(delivered(a)).toBeGreaterThan(0);
    expect(delivered(b)).toBeGreaterThan(0);
    expect(delivered(a) + delivered(b)).toBe(200);
  });

  it('delivers an inquiry whose worker was killed while holding its lease, once the lease has expired', async () => {
    const env = serverEnv();
    // A peer that never answers the message: the first worker is stuck sending, with the inquiry leased.
    const stalled = await peer(0, { beforeAccept: () => new Promise<void>(() => {}) });
    const first = await startServerProcess({ ...env, SMTP_URL: stalled.url, MAIL_LEASE_SECONDS: '2' });
    expect((await postJson(`${first.url}/api/contact`, INQUIRY)).status).toBe(202);
    const leased = await waitFor(
      async () => (await inquiriesIn(env.DATA_DIR)).find((i) => i.leaseOwner !== null),
      'the inquiry leased by the first worker',
    );
    first.process.kill('SIGKILL');
    await first.exited;

    const smtp = await peer();
    const second = await startServerProcess({ ...env, SMTP_URL: smtp.url });
    await waitFor(() => smtp.messages.length > 0, 'the inquiry mailed by the second worker');
    await stop(second);

    const [inquiry] = await inquiriesIn(env.DATA_DIR);
    expect(inquiry!.deliveredAt).not.toBeNull();
    // Not taken while the dead worker's lease still held: the database's own times say so.
    expect(Date.parse(inquiry!.deliveredAt!)).toBeGreaterThanOrEqual(leased.leaseExpiresAt!);
    expect(smtp.messages).toHaveLength(1);
    expect(stalled.messages).toHaveLength(0);
  });
});
