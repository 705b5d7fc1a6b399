// Everything the server reads from the environment, with a working default for each.
import { join } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  clientDir: string;
  dataDir: string;
  smtpUrl?: string;
  mailTo: string;
  mailFrom: string;
  /** Trust X-Forwarded-* headers (set TRUST_PROXY=1 behind a reverse proxy). */
  proxy: boolean;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    clientDir: join(process.cwd(), 'dist', 'client'),
    dataDir: env.DATA_DIR ?? join(process.cwd(), 'data'),
    smtpUrl: env.SMTP_URL || undefined,
    mailTo: env.MAIL_TO ?? 'hello@keelwork.eu',
    mailFrom: env.MAIL_FROM ?? 'Website <website@keelwork.eu>',
    proxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}
