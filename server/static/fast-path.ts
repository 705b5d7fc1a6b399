// The common case without Koa: a GET or HEAD for a site file already in memory (and checked against the disk within
// the last second) is answered straight on the Node response, with the same headers, reply and log line as the Koa
// path. Everything else (the first request for a file, large files, 404s, /api) goes through Koa. `filesNow` gives the
// files of the site being served now (the live release's, or the one build's).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../log.ts';
import { SECURITY_HEADERS } from '../security-headers.ts';
import { fileReply, type RequestHeaders } from './reply.ts';
import type { SiteFiles } from './site-files.ts';

export function staticFastPath(
  filesNow: () => SiteFiles,
  log: Logger,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    if (path.startsWith('/api/')) return false;
    const file = filesNow().cached(path);
    if (!file?.identity.body) return false;
    const started = performance.now();
    const reply = fileReply(file, req.headers as RequestHeaders);
    res.writeHead(reply.status, { ...SECURITY_HEADERS, ...reply.headers });
    res.end(req.method === 'HEAD' ? undefined : reply.representation?.body);
    log.info('request', {
      method: req.method,
      path: path.slice(0, 200),
      status: reply.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
    return true;
  };
}
