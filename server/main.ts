// Starts the server and stops it cleanly on SIGTERM or SIGINT: no new connections, requests in flight finish, the
// delivery worker stops (pending inquiries stay stored for the next start), the database closes, exit code 0.
import { createServer } from 'node:http';
import { configFromEnv } from './config.ts';
import { createApp } from './app.ts';
import { errorFields } from './log.ts';

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

export async function startServer() {
  const config = configFromEnv();
  const app = createApp(config);
  const { log } = app;
  try {
    await app.ready();
  } catch (error) {
    console.error((error as Error).message);
    await app.shutdown();
    process.exit(1);
  }
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info('listening', {
    url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
    dataDir: config.dataDir,
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
