// Everything the server reads from the environment, with a working default for each.
import { join } from 'node:path';
import type { LogLevel } from './log.ts';
import { LOG_LEVELS } from './log.ts';
import { manifestContact } from './manifest.ts';
import { downloadsDir, manifestPath } from '../model/node/paths.ts';

export interface RetryPolicy {
  /** Delay before the first retry of a failed delivery. */
  initialMs: number;
  /** The delay doubles after each failure up to this ceiling. */
  maxMs: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** The pre-rendered site (must contain 404.html). */
  clientDir: string;
  /** Where the SQLite database with inquiries and subscribers lives (created when missing). */
  dataDir: string;
  /** The files behind /api/download/{slug}; only files named in the manifest are served from here. */
  downloadsDir: string;
  smtpUrl?: string;
  mailTo: string;
  mailFrom: string;
  /** Trust X-Forwarded-* headers (set TRUST_PROXY=1 behind a reverse proxy). */
  proxy: boolean;
  /** Requests per minute per client address on the POST routes; 0 turns the limit off. */
  rateLimits: { contact: number; newsletter: number };
  /** Delivery retries: 1 s doubling to 30 s in production; tests shorten it. */
  retry: RetryPolicy;
  /** SMTP connection, greeting and socket-inactivity timeouts. */
  smtpTimeouts: { connectionMs: number; greetingMs: number; socketMs: number };
  logLevel: LogLevel;
}

export const PRODUCTION_RETRY: RetryPolicy = { initialMs: 1_000, maxMs: 30_000 };

function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of 0 or more, got "${raw}"`);
  return value;
}

function logLevel(raw: string | undefined): LogLevel {
  if (raw === undefined || raw === '') return 'info';
  if ((LOG_LEVELS as readonly string[]).includes(raw)) return raw as LogLevel;
  throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // Inquiries go to the firm's address in the manifest unless MAIL_TO says otherwise: the address is written once.
  const contact = env.MAIL_TO && env.MAIL_FROM ? undefined : manifestContact(manifestPath(env));
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    clientDir: env.CLIENT_DIR || join(process.cwd(), 'dist', 'client'),
    dataDir: env.DATA_DIR || join(process.cwd(), 'data'),
    downloadsDir: downloadsDir(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailTo: env.MAIL_TO || contact?.email || '',
    mailFrom: env.MAIL_FROM || (contact ? `"${contact.firmName} website" <${contact.email}>` : ''),
    proxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    rateLimits: { contact: count(env, 'CONTACT_RATE_LIMIT', 5), newsletter: count(env, 'NEWSLETTER_RATE_LIMIT', 10) },
    retry: PRODUCTION_RETRY,
    smtpTimeouts: { connectionMs: 5_000, greetingMs: 5_000, socketMs: 10_000 },
    logLevel: logLevel(env.LOG_LEVEL),
  };
}
