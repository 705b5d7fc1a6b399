// The outbox's claims over Kysely (server/db/outbox-queries.ts) on both dialects: due mails are leased oldest first and
// once; an expired lease is taken over; fencing (after pg-boss's claimFencingTest): a worker whose lease expired
// cannot record over the newer attempt; and several workers on their own connections claim 200 inquiries at once, each
// delivered exactly once. A fake clock throughout: every call is given its `now`.
import { afterEach, expect, it } from 'vitest';
import { OutboxQueries } from '../../../server/db/outbox-queries.ts';
import { openDatabase, type OpenOptions, type SiteDatabase } from '../../../server/db/open.ts';
import type { MailRef } from '../../../server/store/outbox.ts';
import { describeEachDialect, type DialectTarget } from './dialects.ts';

const T = 1_761_000_000_000;
const LEASE_MS = 30_000;
const inquiry = (id: number): MailRef => ({ kind: 'inquiry', id });
const confirmation = (id: number): MailRef => ({ kind: 'confirmation', id });
const refOf = (mail: MailRef): MailRef => ({ kind: mail.kind, id: mail.id });

/** Inquiries due at the given times (ids 1, 2, … in this order). */
async function addInquiries(site: SiteDatabase, dueTimes: number[]): Promise<void> {
  const at = new Date(T).toISOString();
  const row = (due: number, index: number) => ({
    created_at: at,
    name: `Visitor ${index}`,
    email: `visitor${index}@example.com`,
    service: 'audit',
    service_label: 'Audit',
    message: 'Hello',
    next_attempt_at: due,
  });
  await site.db.insertInto('inquiries').values(dueTimes.map(row)).execute();
}

async function addConfirmations(site: SiteDatabase, dueTimes: number[]): Promise<void> {
  const at = new Date(T).toISOString();
  const rows = dueTimes.map((due, index) => ({ subscriber_id: index + 1, created_at: at, next_attempt_at: due }));
  await site.db.insertInto('newsletter_mails').values(rows).execute();
}

const inquiryRow = (site: SiteDatabase, id: number) =>
  site.db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

interface Tally {
  /** Who holds each inquiry's lease now, as the workers see it. */
  holder: Map<number, string>;
  claims: Map<number, number>;
  deliveries: Map<number, number>;
}

const failing = (id: number) => id % 5 === 0;

// Every fifth inquiry fails its first attempt and is due again at once: it goes round a second time.
async function work(name: string, outbox: OutboxQueries, tally: Tally): Promise<void> {
  const { holder, claims, deliveries } = tally;
  for (;;) {
    const batch = await outbox.claimDue(name, LEASE_MS, 7, T);
    if (batch.length === 0) return;
    for (const mail of batch) {
      expect(holder.get(mail.id), `inquiry ${mail.id} claimed while held`).toBeUndefined();
      holder.set(mail.id, name);
      claims.set(mail.id, (claims.get(mail.id) ?? 0) + 1);
    }
    // Held until just before its result is recorded: a claim by another worker meanwhile would be caught above.
    const failed = batch.filter((mail) => failing(mail.id) && mail.attempts === 0);
    for (const mail of failed) {
      holder.delete(mail.id);
      expect(await outbox.recordFailure(refOf(mail), name, 'refused', T, T)).toBe(true);
    }
    const sent = batch.filter((mail) => !failed.includes(mail)).map(refOf);
    for (const mail of sent) holder.delete(mail.id);
    const recorded = await outbox.recordDelivered(sent, name, T);
    expect(recorded).toHaveLength(sent.length);
    for (const mail of recorded) deliveries.set(mail.id, (deliveries.get(mail.id) ?? 0) + 1);
  }
}

/** Opens databases for a test (each time on its own connection or pool), closed after it. */
function useDatabases(target: DialectTarget) {
  const opened: SiteDatabase[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((site) => site.close()));
  });
  const open = async (options: OpenOptions) => {
    const site = await openDatabase(options);
    opened.push(site);
    return { site, outbox: new OutboxQueries(site.db, site.dialect) };
  };
  const fresh = async () => {
    const options = await target.freshDatabase();
    return { options, ...(await open(options)) };
  };
  return { open, fresh };
}

describeEachDialect('outbox claims', (target) => {
  const { open, fresh } = useDatabases(target);

  it('claims due mails of both kinds oldest first, and none twice while leased', async () => {
    const { site, outbox } = await fresh();
    await addInquiries(site, [T - 10, T - 30, T + 1_000]);
    await addConfirmations(site, [T - 20, T - 40]);

    const first = await outbox.claimDue('a', LEASE_MS, 3, T);
    expect(first.map(refOf)).toEqual([confirmation(2), inquiry(2), confirmation(1)]);
    expect(first[1]).toMatchObject({ attempts: 0, nextAttemptAt: T - 30, inquiry: { id: 2, name: 'Visitor 1' } });
    expect(first[0]).toMatchObject({ subscriberId: 2, createdAt: new Date(T).toISOString() });

    const second = await outbox.claimDue('b', LEASE_MS, 10, T);
    expect(second.map(refOf)).toEqual([inquiry(1)]);
    expect(await outbox.claimDue('c', LEASE_MS, 10, T + 500)).toEqual([]);
    expect(await inquiryRow(site, 2)).toMatchObject({ lease_owner: 'a', lease_expires_at: T + LEASE_MS });
    // Inquiry 3 at T + 1,000 is next; the leased ones only when their leases end.
    expect(await outbox.nextDueAt()).toBe(T + 1_000);
    expect((await outbox.claimDue('c', LEASE_MS, 10, T + 1_000)).map(refOf)).toEqual([inquiry(3)]);
    expect(await outbox.nextDueAt()).toBe(T + LEASE_MS);
  });

  it('gives a mail whose lease expired to another worker', async () => {
    const { site, outbox } = await fresh();
    await addInquiries(site, [T]);
    expect(await outbox.claimDue('a', LEASE_MS, 10, T)).toHaveLength(1);
    expect(await outbox.claimDue('b', LEASE_MS, 10, T + LEASE_MS - 1)).toEqual([]);
    const taken = await outbox.claimDue('b', LEASE_MS, 10, T + LEASE_MS);
    expect(taken.map(refOf)).toEqual([inquiry(1)]);
    expect(await inquiryRow(site, 1)).toMatchObject({ lease_owner: 'b', lease_expires_at: T + 2 * LEASE_MS });
  });

  it('makes pending mails due now, and cuts long errors', async () => {
    const { site, outbox } = await fresh();
    await addInquiries(site, [T + 60_000, T - 5]);
    expect(await outbox.makePendingDue(T)).toBe(1);
    expect((await outbox.claimDue('a', LEASE_MS, 10, T)).map(refOf)).toEqual([inquiry(2), inquiry(1)]);
    expect(await outbox.recordFailure(inquiry(1), 'a', 'x'.repeat(2_000), T + 1_000, T)).toBe(true);
    expect((await inquiryRow(site, 1)).last_error).toHaveLength(500);
  });

  it('lets workers on their own connections claim 200 inquiries at once, each delivered exactly once', async () => {
    const WORKERS = 4;
    const TOTAL = 200;
    const { options, site } = await fresh();
    await addInquiries(
      site,
      Array.from({ length: TOTAL }, (_, index) => T - TOTAL + index),
    );
    const workers = await Promise.all(Array.from({ length: WORKERS }, () => open(options)));

    const tally = {
      holder: new Map<number, string>(),
      claims: new Map<number, number>(),
      deliveries: new Map<number, number>(),
    };
    await Promise.all(workers.map(({ outbox }, index) => work(`worker-${index}`, outbox, tally)));
    const { claims, deliveries } = tally;

    const ids = Array.from({ length: TOTAL }, (_, index) => index + 1);
    expect(ids.filter((id) => claims.get(id) !== (failing(id) ? 2 : 1))).toEqual([]);
    expect(ids.filter((id) => deliveries.get(id) !== 1)).toEqual([]);
    const rows = await site.db.selectFrom('inquiries').select(['id', 'attempts', 'delivered_at']).execute();
    expect(rows.filter((row) => row.delivered_at === null || row.attempts !== (failing(row.id) ? 2 : 1))).toEqual([]);
    expect(await workers[0]!.outbox.nextDueAt()).toBeUndefined();
  }, 60_000);
});

describeEachDialect('outbox fencing', (target) => {
  const { fresh } = useDatabases(target);

  it('fences: a worker whose lease expired cannot record over the newer attempt', async () => {
    const { site, outbox } = await fresh();
    await addInquiries(site, [T]);
    await addConfirmations(site, [T]);
    const mails = [inquiry(1), confirmation(1)];
    expect((await outbox.claimDue('a', LEASE_MS, 10, T)).map(refOf)).toEqual(mails);
    // A stalls past its lease; B takes both mails over.
    const late = T + LEASE_MS + 5;
    expect((await outbox.claimDue('b', LEASE_MS, 10, late)).map(refOf)).toEqual(mails);

    expect(await outbox.recordDelivered(mails, 'a', late + 1)).toEqual([]);
    expect(await outbox.recordFailure(inquiry(1), 'a', 'timeout', late + 1_000, late + 1)).toBe(false);
    expect(await inquiryRow(site, 1)).toMatchObject({
      attempts: 0,
      delivered_at: null,
      last_error: null,
      lease_owner: 'b',
      lease_expires_at: late + LEASE_MS,
    });

    expect(await outbox.recordFailure(confirmation(1), 'b', '451 greylisted', late + 1_000, late + 2)).toBe(true);
    expect(await outbox.recordDelivered(mails, 'b', late + 3)).toEqual([inquiry(1)]);
    expect(await inquiryRow(site, 1)).toMatchObject({
      attempts: 1,
      delivered_at: new Date(late + 3).toISOString(),
      lease_owner: null,
      lease_expires_at: null,
    });
    const mail = await site.db.selectFrom('newsletter_mails').selectAll().executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ attempts: 1, last_error: '451 greylisted', next_attempt_at: late + 1_000 });
    expect(mail).toMatchObject({ delivered_at: null, lease_owner: null });
    expect(await outbox.nextDueAt()).toBe(late + 1_000);
  });

  it('refuses a result from the holder itself once its lease has ended, and keeps a first delivery time', async () => {
    const { site, outbox } = await fresh();
    await addInquiries(site, [T, T]);
    await outbox.claimDue('a', LEASE_MS, 10, T);
    expect(await outbox.recordDelivered([inquiry(1)], 'a', T + LEASE_MS)).toEqual([]);
    expect(await outbox.recordFailure(inquiry(1), 'a', 'late', T + LEASE_MS, T + LEASE_MS)).toBe(false);
    // A leased row already marked delivered (set by hand: a claim never takes one) keeps its first time.
    const first = new Date(T - 1).toISOString();
    await site.db.updateTable('inquiries').set({ delivered_at: first }).where('id', '=', 2).execute();
    expect(await outbox.recordDelivered([inquiry(2)], 'a', T + 5)).toEqual([inquiry(2)]);
    expect(await inquiryRow(site, 2)).toMatchObject({ delivered_at: first, attempts: 1 });
  });
});
