// A real SMTP server on 127.0.0.1 (smtp-server) that accepts everything (no TLS, no auth) and keeps the messages: the
// peer of the mail throughput figure and of the server tests.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpPeer {
  port: number;
  url: string;
  /** Raw messages received, in order, and when each was accepted (performance.now()). */
  messages: string[];
  acceptedAt: number[];
  envelopes: { from: string; to: string[] }[];
  close(): Promise<void>;
}

export interface SmtpPeerOptions {
  port?: number;
  /** Awaited before each message is accepted: a peer that stalls until it resolves (or forever). */
  beforeAccept?: () => Promise<void>;
}

export async function startSmtpPeer({ port = 0, beforeAccept }: SmtpPeerOptions = {}): Promise<SmtpPeer> {
  const messages: string[] = [];
  const acceptedAt: number[] = [];
  const envelopes: { from: string; to: string[] }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Pooled clients keep their connections open; closing does not wait long for them to leave.
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        await beforeAccept?.();
        messages.push(Buffer.concat(chunks).toString('utf8'));
        acceptedAt.push(performance.now());
        envelopes.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // Clients that die mid-session (a killed server process) reset their connections: not the peer's problem.
  server.on('error', () => {});
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    messages,
    acceptedAt,
    envelopes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The inquiry id a message carries (X-Inquiry-Id), to count distinct deliveries. */
export function inquiryIdOf(message: string): string | undefined {
  return /^X-Inquiry-Id: *(\d+)/im.exec(message)?.[1];
}
