// The real server process: an inquiry acknowledged just before SIGKILL is delivered after restart, and SIGTERM lets
// the request in flight finish, then exits 0.
import { request } from 'node:http';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  freePort,
  mailPart,
  parseMail,
  postJson,
  removeTempDirs,
  startSmtp,
  waitFor,
  type TestSmtp,
} from './support.ts';
import { inquiriesIn, killServerProcesses, serverEnv, startServerProcess } from './processes.ts';

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
  message: 'Acknowledged, then the server was killed.',
};

describe('the server process', () => {
  it('delivers an inquiry acknowledged right before SIGKILL once it is restarted', async () => {
    const env = serverEnv();
    // First life: SMTP is unreachable, so nothing can be delivered before the kill. The kill may come while an attempt
    // holds the inquiry's lease: a short lease keeps the wait after restart short.
    const first = await startServerProcess({
      ...env,
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      MAIL_LEASE_SECONDS: '1',
    });
    const res = await postJson(`${first.url}/api/contact`, INQUIRY);
    expect(res.status).toBe(202);
    first.process.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(await inquiriesIn(env.DATA_DIR)).toMatchObject([{ name: INQUIRY.name, deliveredAt: null }]);

    // Second life: SMTP is up; the pending inquiry goes out without any new request.
    const smtp = await startSmtp();
    smtps.push(smtp);
    const second = await startServerProcess({ ...env, SMTP_URL: smtp.url, MAIL_LEASE_SECONDS: '1' });
    await waitFor(() => smtp.messages.length > 0, 'the inquiry mailed after restart');
    expect(mailPart(parseMail(smtp.messages[0]!), 'text/plain')).toContain(INQUIRY.message);
    second.process.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
    expect(await inquiriesIn(env.DATA_DIR)).toMatchObject([{ name: INQUIRY.name, deliveredAt: expect.any(String) }]);
    expect(smtp.messages).toHaveLength(1);
  });

  it('on SIGTERM stops accepting, answers the request in flight, closes the database and exits 0', async () => {
    const env = serverEnv();
    const child = await startServerProcess({ ...env, SMTP_URL: '', LOG_LEVEL: 'debug' });
    const { hostname, port } = new URL(child.url);
    const body = JSON.stringify(INQUIRY);
    const half = Math.floor(body.length / 2);

    // A request whose body is only half sent when SIGTERM arrives.
    let inFlight: ReturnType<typeof request> | undefined;
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: hostname,
          port,
          method: 'POST',
          path: '/api/contact',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, half));
      inFlight = req;
    });
    // The server is handling it (headers read, waiting for the rest of the body).
    await waitFor(
      () => child.output().includes('"msg":"request received","method":"POST","path":"/api/contact"'),
      'the request to arrive',
    );

    child.process.kill('SIGTERM');
    await waitFor(() => child.output().includes('"msg":"shutting down"'), 'the shutdown to begin');
    // No new connections any more.
    await expect(fetch(`${child.url}/`)).rejects.toThrow();

    inFlight!.end(body.slice(half));
    expect(await response).toEqual({ status: 202, body: '{"ok":true}' });
    expect(await child.exited).toEqual({ code: 0, signal: null });
    expect(child.output()).toContain('"msg":"stopped"');
    expect(await inquiriesIn(env.DATA_DIR)).toMatchObject([{ name: INQUIRY.name }]);
  });
});
