// One release's pages, served in this process on an ephemeral loopback port for the pictures: the same files and
// replies as the site server gives (SiteFiles, fileReply, the 404 page), without its API, which no page calls on load.
import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { fileReply, notFoundReply, type RequestHeaders, type StaticReply } from '../server/static/reply.ts';
import { SiteFiles } from '../server/static/site-files.ts';

interface ServedFolder {
  url: string;
  stop(): Promise<void>;
}

async function replyFor(files: SiteFiles, req: IncomingMessage): Promise<StaticReply | undefined> {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const headers = req.headers as RequestHeaders;
  const file = await files.find(query < 0 ? url : url.slice(0, query));
  if (file) return fileReply(file, headers);
  const notFound = await files.file('404.html');
  return notFound && notFoundReply(notFound, headers);
}

async function answer(files: SiteFiles, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const reply = req.method === 'GET' || req.method === 'HEAD' ? await replyFor(files, req) : undefined;
  if (!reply) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  res.writeHead(reply.status, reply.headers);
  const representation = reply.representation;
  if (req.method === 'HEAD' || !representation) res.end();
  else if (representation.body) res.end(representation.body);
  else await pipeline(createReadStream(representation.path), res);
}

export async function serveFolder(clientDir: string): Promise<ServedFolder> {
  const files = new SiteFiles(clientDir);
  const server = createServer((req, res) => {
    answer(files, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
