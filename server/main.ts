// Starts the server and stops it cleanly on SIGTERM or SIGINT: no new connections, requests in flight finish.
import { createServer } from 'node:http';
import { configFromEnv } from './config.ts';
import { createApp } from './app.ts';

export async function startServer() {
  const config = configFromEnv();
  const app = createApp(config);
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(JSON.stringify({ level: 'info', msg: 'listening', url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}` }));

  const stop = (signal: string) => {
    console.log(JSON.stringify({ level: 'info', msg: 'shutting down', signal }));
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  return server;
}
