// `npm run inquiries` and `npm run subscribers` read the store the server writes.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Store } from '../../server/store/store.ts';
import { removeTempDirs, ROOT, tempDir } from './support.ts';

afterAll(removeTempDirs);

function run(script: string, dataDir: string, ...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', join('scripts', script), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

describe('listing scripts', () => {
  it('list inquiries with their delivery state, and subscribers, with terminal escapes neutralised', () => {
    const dataDir = join(tempDir('scripts'), 'data');
    const store = Store.open(dataDir);
    const delivered = store.addInquiry({
      name: 'Ada',
      email: 'ada@example.com',
      company: 'Engines',
      service: 'ops-audit',
      serviceLabel: 'Operations Reset Audit',
      message: 'First line\nsecond line',
    });
    store.markDelivered(delivered);
    const failed = store.addInquiry({
      name: 'Bob \u001b[2J',
      email: 'bob@example.com',
      company: '',
      service: 'other',
      serviceLabel: 'Other / General Inquiry',
      message: 'Please call \u001b]0;owned\u0007 back',
    });
    store.markFailed(failed, 'connect ECONNREFUSED 127.0.0.1:25', Date.now() + 5_000);
    store.addInquiry({
      name: 'Cy',
      email: 'cy@example.com',
      company: '',
      service: 'other',
      serviceLabel: 'Other / General Inquiry',
      message: 'Never attempted yet.',
    });
    store.addSubscriber('reader@example.com');
    store.addSubscriber('READER@example.com');
    store.addSubscriber('evil\u001b[31m@example.com');
    store.close();

    const all = run('inquiries.ts', dataDir);
    expect(all).toMatch(/#1 .* delivered \d{4}-/);
    expect(all).toMatch(/#2 .* pending after 1 failed attempt.*ECONNREFUSED/);
    expect(all).toMatch(/#3 .* not mailed yet/);
    expect(all).toContain('Ada <ada@example.com>, Engines');
    expect(all).toContain('    First line\n    second line');
    expect(all).toContain('3 inquiries, 2 not delivered.');
    expect(all).not.toContain('\u001b');
    expect(all).not.toContain('\u0007');
    expect(all).toContain('Bob \\u{1b}[2J');

    const pending = JSON.parse(run('inquiries.ts', dataDir, '--pending', '--json')) as { id: number; state: string }[];
    expect(pending.map((i) => [i.id, i.state])).toEqual([
      [2, 'pending'],
      [3, 'pending'],
    ]);

    const subscribers = run('subscribers.ts', dataDir);
    expect(subscribers).toContain('reader@example.com\t');
    expect(subscribers).not.toContain('READER');
    expect(subscribers).not.toContain('\u001b');
    expect(subscribers).toContain('2 subscribers.');

    expect(run('inquiries.ts', join(tempDir('scripts-empty'), 'none'))).toMatch(/No inquiries yet/);
  });
});
