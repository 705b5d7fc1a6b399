// Everything the server reads from the environment, with a working default for each.
import { join } from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { isEmail } from '../model/contact-rules.ts';
import type { LogLevel } from './log.ts';
import { LOG_LEVELS } from './log.ts';
import { manifestContact } from './manifest.ts';
import { manifestSnapshotPath } from '../model/node/paths.ts';
import { builtDownloadsDir } from '../model/node/paths.ts';
import {
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_POOL_SIZE,
  DEFAULT_START_WAIT_MS,
  DEFAULT_STATEMENT_TIMEOUT_MS,
  isPostgresUrl,
} from './db/open.ts';
import type { StoreOptions } from './store/store.ts';

/** One mailbox as nodemailer takes it: the name is encoded by nodemailer, never pasted into a header by us. */
export interface MailAddress {
  name: string;
  address: string;
}

export interface RetryPolicy {
  /** Delay before the first retry of a failed delivery. */
  initialMs: number;
  /** The delay doubles after each failure up to this ceiling. */
  maxMs: number;
}

export interface MailDeliveryConfig {
  /** SMTP connections kept open in the pool. */
  connections: number;
  /** Inquiries being sent at once (queued on the pool's connections). */
  inFlight: number;
  /** How long a worker holds an inquiry it is sending; when a worker dies, its inquiries are due again after this. */
  leaseMs: number;
}

/** Limits on every HTTP connection, like a hardened reverse proxy's. */
export interface HttpLimits {
  /** All request headers must arrive within this. */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (a stalled upload is cut here). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Connections open at once; more are refused until some close. */
  maxConnections: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** The pre-rendered site (must contain 404.html). */
  clientDir: string;
  /** Serve /api only, no pages (API_ONLY=1, `npm run serve:api`): a CDN or another server has the pages. */
  apiOnly?: boolean;
  /** The manifest the site in clientDir was built from (the build's snapshot, next to clientDir). */
  manifestFile: string;
  /** Where the SQLite database with inquiries and subscribers lives (created when missing), unless `database.url`. */
  dataDir: string;
  /** DATABASE_URL (PostgreSQL, shared by several servers) and its pool; without a URL, the SQLite file in dataDir. */
  database: StoreOptions;
  /** The files behind /api/download/{slug}, as the build wrote them; only files named in the manifest are served from here. */
  downloadsDir: string;
  smtpUrl?: string;
  mailTo: string;
  /** The sender of every mail; undefined only when neither MAIL_FROM nor a readable manifest gives one. */
  mailFrom?: MailAddress;
  /** Where the site is reached from outside, for the links in mails (PUBLIC_URL, default the manifest's baseUrl). */
  publicUrl: string;
  /** Trust X-Forwarded-* headers (set TRUST_PROXY=1 behind a reverse proxy). */
  proxy: boolean;
  /** Requests per minute per client address on the POST routes; 0 turns the limit off. */
  rateLimits: { contact: number; newsletter: number };
  /** Delivery retries: 1 s doubling to 30 s in production; tests shorten it. */
  retry: RetryPolicy;
  /** SMTP connection, greeting and socket-inactivity timeouts. */
  smtpTimeouts: { connectionMs: number; greetingMs: number; socketMs: number };
  mailDelivery: MailDeliveryConfig;
  http: HttpLimits;
  logLevel: LogLevel;
}

export const PRODUCTION_RETRY: RetryPolicy = { initialMs: 1_000, maxMs: 30_000 };

function count(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of ${min} or more, got "${raw}"`);
  return value;
}

const seconds = (env: NodeJS.ProcessEnv, name: string, fallback: number) => count(env, name, fallback, 1) * 1_000;

function logLevel(raw: string | undefined): LogLevel {
  if (raw === undefined || raw === '') return 'info';
  if ((LOG_LEVELS as readonly string[]).includes(raw)) return raw as LogLevel;
  throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
}

/** MAIL_FROM as one mailbox; a list, a group or a bare word would let the variable say something else than meant. */
function mailFromEnv(raw: string): MailAddress {
  const parsed = addressparser(raw);
  const only = parsed.length === 1 ? parsed[0] : undefined;
  if (!only || only.group !== undefined || !isEmail(only.address))
    throw new Error(
      `MAIL_FROM must be exactly one address, like "Harbourline website <web@harbourline.example>", got "${raw}"`,
    );
  return { name: only.name, address: only.address };
}

/** PUBLIC_URL (or the manifest's baseUrl) without a trailing slash; an http(s) address or nothing. */
function publicUrl(raw: string | undefined, name: string): string {
  if (!raw) return '';
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash)
    throw new Error(`${name} must be an http:// or https:// address without ? or #, got "${raw}"`);
  return url.href.replace(/\/+$/, '');
}

/** DATABASE_URL and its pool settings, read by the server and by every script that opens the store. */
export function databaseFromEnv(env: NodeJS.ProcessEnv = process.env): StoreOptions {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  // The scheme only: the rest may hold a password.
  if (databaseUrl && !isPostgresUrl(databaseUrl))
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql://, got "${databaseUrl.split(':')[0]}:…"`);
  return {
    databaseUrl,
    pool: {
      size: count(env, 'DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE, 1),
      statementTimeoutMs: count(env, 'DATABASE_STATEMENT_TIMEOUT_MS', DEFAULT_STATEMENT_TIMEOUT_MS, 1),
      connectTimeoutMs: count(env, 'DATABASE_CONNECT_TIMEOUT_MS', DEFAULT_CONNECT_TIMEOUT_MS, 1),
    },
    startWaitMs: count(env, 'DATABASE_START_WAIT_MS', DEFAULT_START_WAIT_MS),
  };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const clientDir = env.CLIENT_DIR || join(process.cwd(), 'dist', 'client');
  const manifestFile = manifestSnapshotPath(clientDir);
  // Inquiries go to the firm's address in the manifest unless MAIL_TO says otherwise: the address is written once.
  // The sender's name is the firm's, as an address object: quotes or brackets in it can never make a second address.
  const contact = env.MAIL_TO && env.MAIL_FROM && env.PUBLIC_URL ? undefined : manifestContact(manifestFile);
  const connections = count(env, 'SMTP_CONNECTIONS', 5, 1);
  return {
    port: count(env, 'PORT', 3000),
    host: env.HOST ?? '0.0.0.0',
    clientDir,
    manifestFile,
    dataDir: env.DATA_DIR || join(process.cwd(), 'data'),
    database: databaseFromEnv(env),
    downloadsDir: builtDownloadsDir(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailTo: env.MAIL_TO || contact?.email || '',
    mailFrom: env.MAIL_FROM
      ? mailFromEnv(env.MAIL_FROM)
      : contact && { name: `${contact.firmName} website`, address: contact.email },
    publicUrl: env.PUBLIC_URL ? publicUrl(env.PUBLIC_URL, 'PUBLIC_URL') : publicUrl(contact?.baseUrl, 'site.baseUrl'),
    apiOnly: env.API_ONLY === '1' || env.API_ONLY === 'true',
    proxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    rateLimits: { contact: count(env, 'CONTACT_RATE_LIMIT', 5), newsletter: count(env, 'NEWSLETTER_RATE_LIMIT', 10) },
    retry: PRODUCTION_RETRY,
    smtpTimeouts: { connectionMs: 5_000, greetingMs: 5_000, socketMs: 10_000 },
    mailDelivery: { connections, inFlight: connections * 2, leaseMs: seconds(env, 'MAIL_LEASE_SECONDS', 60) },
    http: {
      headersTimeoutMs: seconds(env, 'HEADERS_TIMEOUT_SECONDS', 10),
      requestTimeoutMs: seconds(env, 'REQUEST_TIMEOUT_SECONDS', 30),
      keepAliveTimeoutMs: seconds(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 5),
      maxConnections: count(env, 'MAX_CONNECTIONS', 1_000, 1),
    },
    logLevel: logLevel(env.LOG_LEVEL),
  };
}
