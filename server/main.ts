// Starts the server and stops it cleanly on SIGTERM or SIGINT: no new connections, requests in flight finish, the
// delivery worker stops (pending inquiries stay stored for the next start), the database closes, exit code 0.
import type { Server } from 'node:http';
import { configFromEnv, type ServerConfig } from './config.ts';
import { createApp, type AppOptions } from './app.ts';
import { createLogger, errorFields } from './log.ts';
import { createHttpServer } from './http-server.ts';
import { withoutPassword } from './db/open.ts';

/** Where mail goes, for the log: host and port only, never the credentials in SMTP_URL. */
function smtpHost(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'unparseable SMTP_URL';
  }
}

/** One line, no stack, for the start-up failures an operator can fix: a busy or privileged port. */
function listenProblem(error: unknown, config: ServerConfig): string | undefined {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return `Port ${config.port} is already in use on ${config.host}: stop what is listening there, or set PORT to another port (PORT=0 picks a free one).`;
  if (code === 'EACCES')
    return `Port ${config.port} on ${config.host} needs privileges this process does not have: set PORT to a port above 1023.`;
  if (code === 'EADDRNOTAVAIL')
    return `HOST ${config.host} is not an address of this machine: set HOST to one of its addresses (0.0.0.0: all of them).`;
  return undefined;
}

function listen(server: Server, config: ServerConfig): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Where the state lives, as it may be printed: the PostgreSQL URL without its password, or the SQLite folder. */
function databaseShown(config: ServerConfig): string {
  const url = config.database.databaseUrl;
  return url ? withoutPassword(url) : config.dataDir;
}

/** The configuration, or one line saying which variable is wrong and exit 1 (no stack: it is the operator's to fix). */
function configOrExit(): ServerConfig {
  try {
    return configFromEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** Serves the site (and whatever `options.mount` adds) until SIGTERM or SIGINT. */
export async function startServer(options: AppOptions = {}) {
  const config = configOrExit();
  const app = await createApp(config, options).catch((error: unknown) => {
    // Unreachable for 30 s, refused, or a schema from a newer server: the operator's to fix, so one line, no stack.
    console.error(`The database could not be opened (${databaseShown(config)}): ${(error as Error).message}`);
    process.exit(1);
  });
  const { log } = app;
  try {
    await app.ready();
  } catch (error) {
    console.error((error as Error).message);
    await app.shutdown();
    process.exit(1);
  }
  const server = createHttpServer(app.callback(), config.http, log);
  try {
    await listen(server, config);
  } catch (error) {
    const problem = listenProblem(error, config);
    console.error(problem ?? (error as Error).stack ?? String(error));
    await app.shutdown();
    process.exit(1);
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Where the site is, whatever LOG_LEVEL says: the one line everyone starting the server needs.
  createLogger('info').info('listening', {
    url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
    database: databaseShown(config),
    smtp: smtpHost(config.smtpUrl) ?? 'none',
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    setTimeout(() => {
      log.error('shutdown took too long: exiting');
      process.exit(1);
    }, 15_000).unref();
    server.close(async () => {
      try {
        await app.shutdown();
        log.info('stopped');
        process.exit(0);
      } catch (error) {
        log.error('shutdown failed', errorFields(error));
        process.exit(1);
      }
    });
    // Connections idle now close at once; keep-alive connections whose last request was in flight close as soon as
    // that request is answered (otherwise they would hold the exit until their keep-alive timeout).
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  return server;
}
