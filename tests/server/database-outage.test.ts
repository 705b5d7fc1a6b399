// Losing PostgreSQL is not a 500: while it is down, POST /api/contact answers 503 with Retry-After and an error in
// words, and the form keeps nothing it did not store; when it is back, the pool reconnects by itself, new inquiries are
// taken again, and every inquiry acknowledged with a 202 (before and after) is delivered once. Real PostgreSQL, real
// SMTP server, the real app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, startPostgres, type PostgresCluster } from '../support/postgres.ts';
import { closedAfterEach, VALID } from './contact-fixture.ts';
import { memoryLogger, postJson, removeTempDirs, startSmtp, startTestServer, waitFor } from './support.ts';

const track = closedAfterEach();
let cluster: PostgresCluster;
beforeAll(async () => void (cluster = await startPostgres()), 60_000);
afterAll(async () => {
  await cluster?.remove();
  removeTempDirs();
});

const inquiry = (n: number) => ({ ...VALID, message: `Inquiry number ${n}: please call me back about the audit.` });

describe.skipIf(!postgresAvailable())('when PostgreSQL goes away', () => {
  it('answers 503 with Retry-After while it is down, reconnects by itself, and delivers every 202 once', async () => {
    const smtp = await track(startSmtp());
    const log = memoryLogger();
    const databaseUrl = await cluster.createDatabase();
    const server = await track(
      startTestServer(
        {
          smtpUrl: smtp.url,
          mailTo: 'inbox@firm.example',
          mailFrom: { name: 'Website', address: 'web@firm.example' },
          rateLimits: { contact: 0, newsletter: 0 },
          database: { databaseUrl, pool: { size: 4, connectTimeoutMs: 1_000, statementTimeoutMs: 2_000 } },
        },
        { log },
      ),
    );
    const post = (n: number) => postJson(`${server.url}/api/contact`, inquiry(n));
    expect((await post(1)).status).toBe(202);

    await cluster.stop();
    const down = await post(2);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(down.headers.get('content-type')).toContain('application/json');
    expect(await down.json()).toEqual({ error: expect.stringMatching(/try again/i) });
    expect(log.lines.filter((line) => line.includes('"level":"error"'))).toEqual([]);

    await cluster.start();
    const back = await waitFor(async () => {
      const res = await post(3);
      return res.status === 202 && res;
    }, 'a 202 once PostgreSQL is back');
    expect(back.status).toBe(202);

    const messages = await waitFor(() => smtp.messages.length >= 2 && smtp.messages, 'both acknowledged inquiries');
    const bodies = messages.join('\n');
    expect(bodies).toContain('Inquiry number 1');
    expect(bodies).toContain('Inquiry number 3');
    expect(bodies).not.toContain('Inquiry number 2');
    const stored = await server.app.store.inquiries();
    expect(stored.map((row) => row.message.match(/number (\d)/)?.[1])).toEqual(['1', '3']);
    await waitFor(async () => (await server.app.store.inquiries()).every((row) => row.deliveredAt), 'recorded');
    expect(smtp.messages).toHaveLength(2);
  });
});
