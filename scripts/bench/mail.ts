// Mail throughput: a backlog of N stored inquiries (a scratch database), then the real server process with SMTP_URL
// pointing at a local SMTP peer; the figure is the time from the first message the peer accepts to the N-th.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Store } from '../../server/store/store.ts';
import { startBenchServer } from './server.ts';
import { inquiryIdOf, startSmtpPeer } from './smtp-peer.ts';

export interface MailThroughput {
  inquiries: number;
  /** Distinct inquiries the peer received, and messages in all (more would mean one was sent twice). */
  distinct: number;
  messages: number;
  /** From the first message accepted to the last. */
  seconds: number;
  perSecond: number;
}

const INQUIRY = {
  name: 'Bench Visitor',
  email: 'bench@example.com',
  company: 'Bench Ltd',
  service: 'ops-audit',
  serviceLabel: 'Operations Reset Audit',
  message: 'A throughput inquiry: please ignore it.',
};

export async function mailThroughput(
  clientDir: string,
  count = 1_000,
  { timeoutMs = 120_000 } = {},
): Promise<MailThroughput> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-mail-'));
  const store = await Store.open(dataDir);
  // Each its own submission: the same fields sent twice are one inquiry.
  for (let i = 0; i < count; i++) await store.addInquiry({ ...INQUIRY, message: `${INQUIRY.message} (${i + 1})` });
  await store.close();
  const peer = await startSmtpPeer();
  try {
    const server = await startBenchServer(clientDir, {
      DATA_DIR: dataDir,
      SMTP_URL: peer.url,
      MAIL_TO: 'inbox@bench.example',
      MAIL_FROM: 'web@bench.example',
      LOG_LEVEL: 'warn',
    });
    try {
      const deadline = Date.now() + timeoutMs;
      while (peer.messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(
            `only ${peer.messages.length} of ${count} inquiries reached the SMTP peer in ${timeoutMs / 1000} s`,
          );
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } finally {
      await server.stop(); // waits for the worker to record its deliveries: nothing more can be sent after this
    }
    const seconds = (peer.acceptedAt[count - 1]! - peer.acceptedAt[0]!) / 1000;
    const distinct = new Set(peer.messages.map(inquiryIdOf)).size;
    return { inquiries: count, distinct, messages: peer.messages.length, seconds, perSecond: count / seconds };
  } finally {
    await peer.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
