// Mail delivery against SMTP servers that say no: a greylisting server (451 to each message's first attempts) must
// only delay that message, and a firm name with quotes must not change who the mail is from.
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import addressparser from 'nodemailer/lib/addressparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv, PRODUCTION_RETRY } from '../../server/config.ts';
import { manifestSnapshotPath } from '../../model/node/paths.ts';
import { fixtureManifest } from '../support/fixture-site.ts';
import {
  decodeHeader,
  makeClientDir,
  parseMail,
  postJson,
  removeTempDirs,
  startSmtp,
  startTestServer,
  waitFor,
} from './support.ts';
import { closedAfterEach, VALID } from './contact-fixture.ts';
import { killServerProcesses, serverEnv, spawnServer } from './processes.ts';

const track = closedAfterEach();
afterAll(() => {
  killServerProcesses();
  removeTempDirs();
});

/** An SMTP server that answers 451 to the first `refusals` attempts of each message (told apart by Message-ID). */
async function greylistingSmtp(refusals: number) {
  const attempts = new Map<string, number>();
  const accepted = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 200,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const id = /^Message-ID:\s*(\S+)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '';
        const attempt = (attempts.get(id) ?? 0) + 1;
        attempts.set(id, attempt);
        if (attempt <= refusals)
          return callback(Object.assign(new Error('Greylisted: please try again later'), { responseCode: 451 }));
        accepted.add(id);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('a greylisting SMTP server', () => {
  it('delays only the refused message: 30 inquiries refused three times each are all delivered within 60 s', async () => {
    const smtp = await track(greylistingSmtp(3));
    const server = await track(
      startTestServer({ smtpUrl: smtp.url, retry: PRODUCTION_RETRY, rateLimits: { contact: 0, newsletter: 0 } }),
    );
    const started = Date.now();
    for (let i = 0; i < 30; i++)
      expect((await postJson(`${server.url}/api/contact`, { ...VALID, name: `Sender ${i}` })).status).toBe(202);
    await waitFor(
      async () => (await server.app.store.inquiries()).every((inquiry) => inquiry.deliveredAt),
      'all 30 inquiries delivered',
      60_000,
    );
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(smtp.accepted.size).toBe(30);
    expect((await server.app.store.inquiries()).map((inquiry) => inquiry.attempts)).toEqual(Array(30).fill(4));
  }, 90_000);
});

describe('the sender address', () => {
  const EVIL = 'Evil" <boss@evil.example>, "x';

  function clientDirWithFirmName(firmName: string): string {
    const clientDir = makeClientDir();
    const manifest = fixtureManifest();
    manifest.site.firmName = firmName;
    writeFileSync(manifestSnapshotPath(clientDir), JSON.stringify(manifest, null, 2));
    return clientDir;
  }

  it('stays the firm’s own address when the firm name holds quotes and angle brackets', async () => {
    const { email } = fixtureManifest().site;
    const smtp = await track(startSmtp());
    const server = await track(startTestServer({ clientDir: clientDirWithFirmName(EVIL), smtpUrl: smtp.url }));
    expect((await postJson(`${server.url}/api/contact`, VALID)).status).toBe(202);
    const [raw] = await waitFor(() => smtp.messages.length > 0 && smtp.messages, 'the inquiry mail');
    expect(smtp.envelopes[0]!.from).toBe(email);
    const from = addressparser(decodeHeader(parseMail(raw!).headers.get('from')!));
    expect(from).toEqual([{ name: `${EVIL} website`, address: email }]);
  });

  it('refuses a MAIL_FROM that is not exactly one address, saying so', () => {
    const clientDir = makeClientDir();
    for (const mailFrom of ['a@firm.example, b@other.example', 'Team: a@firm.example, b@firm.example;', 'nobody'])
      expect(() => configFromEnv({ CLIENT_DIR: clientDir, MAIL_FROM: mailFrom }), mailFrom).toThrow(
        /MAIL_FROM must be exactly one address/,
      );
    expect(configFromEnv({ CLIENT_DIR: clientDir, MAIL_FROM: '"Web, Team" <web@firm.example>' }).mailFrom).toEqual({
      name: 'Web, Team',
      address: 'web@firm.example',
    });
  });

  it('stops the server at start, in one line, when MAIL_FROM is a list', async () => {
    const server = spawnServer({ ...serverEnv(), MAIL_FROM: 'web@firm.example, boss@evil.example' });
    expect((await server.exited).code).toBe(1);
    expect(server.errors().trim()).toBe(
      'MAIL_FROM must be exactly one address, like "Harbourline website <web@harbourline.example>", got "web@firm.example, boss@evil.example"',
    );
  });
});
