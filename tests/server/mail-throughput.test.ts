// What the mail figure of `npm run bench` counts on (scripts/bench/mail.ts): a backlog of stored inquiries, sent by the
// real server over pooled SMTP to a real SMTP peer, arrives as exactly one message per inquiry. How fast is the
// benchmark's to print, not the suite's to judge.
import { afterAll, describe, expect, it } from 'vitest';
import { mailThroughput } from '../../scripts/bench/mail.ts';
import { makeClientDir, removeTempDirs } from './support.ts';

afterAll(removeTempDirs);

describe('the mail throughput figure', { timeout: 120_000 }, () => {
  it('sends each of 200 stored inquiries to the SMTP peer exactly once', async () => {
    const figure = await mailThroughput(makeClientDir(), 200);
    expect(figure).toMatchObject({ inquiries: 200, distinct: 200, messages: 200 });
  });
});
