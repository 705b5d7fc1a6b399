// The benchmark's mail figure (npm run bench): a backlog of stored inquiries sent by the real server over pooled SMTP
// to a real SMTP peer. Here with 200 inquiries, checking the figure is complete and counts each inquiry once; the
// time is the benchmark's to print, not the test's to judge.
import { afterAll, describe, expect, it } from 'vitest';
import { mailThroughput } from '../../scripts/bench/mail.ts';
import { makeClientDir, removeTempDirs } from './support.ts';

afterAll(removeTempDirs);

describe('the mail throughput figure', { timeout: 120_000 }, () => {
  it('sends every stored inquiry to the SMTP peer exactly once and reports the rate', async () => {
    const figure = await mailThroughput(makeClientDir(), 200);
    expect(figure).toMatchObject({ inquiries: 200, distinct: 200, messages: 200 });
    expect(figure.seconds).toBeGreaterThan(0);
    expect(figure.perSecond).toBeGreaterThan(0);
  });
});
