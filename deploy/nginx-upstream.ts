// Where nginx sends /api (and /admin): one Koa server by its origin, or several API servers over one database as an
// `upstream` group that nginx balances across, passing a request on to the next server only when that cannot do it twice.
import { trimOrigin } from '../model/serving.ts';

/** The upstream group's name in nginx.conf (proxy_pass http://site_api). */
const UPSTREAM_NAME = 'site_api';
/** Idle connections to the API servers each worker keeps open for reuse. */
const UPSTREAM_KEEPALIVE = 16;

/**
 * The API origins from `--api` values, each one origin or a comma-separated list; a message in words when one is not
 * an origin, when the list is empty, or when the origins mix http and https (one upstream group speaks one scheme).
 */
export function apiOrigins(values: readonly string[]): string[] | { problem: string } {
  const origins = values.flatMap((value) => value.split(',')).map((origin) => origin.trim());
  const wrong = origins.find((origin) => !/^https?:\/\/[^/,\s]+\/?$/.test(origin));
  if (wrong !== undefined || origins.length === 0)
    return { problem: `--api must be an origin such as http://127.0.0.1:3000, got "${wrong ?? ''}"` };
  const trimmed = [...new Set(origins.map(trimOrigin))];
  if (new Set(trimmed.map((origin) => new URL(origin).protocol)).size > 1)
    return { problem: `--api origins must all be http:// or all https://, got ${trimmed.join(', ')}` };
  return trimmed;
}

/** host:port of an origin, with the scheme's port when it names none (nginx's `server` would take 80 for https too). */
function hostAndPort(origin: string): string {
  const url = new URL(origin);
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

/** What proxy_pass names: the one origin itself, or the upstream group with the origins' scheme. */
export function proxyTarget(origins: readonly string[]): string {
  if (origins.length === 1) return trimOrigin(origins[0]!);
  return `${new URL(origins[0]!).protocol}//${UPSTREAM_NAME}`;
}

/** The `upstream { }` block (http level) for several API servers; nothing for one. */
export function upstreamBlock(origins: readonly string[]): string[] {
  if (origins.length < 2) return [];
  return [
    `upstream ${UPSTREAM_NAME} {`,
    // A server that refused or dropped a connection is left out for 1 s, then tried again: an API process restarted
    // by its supervisor is back in the group at once, so losing the other meanwhile leaves nginx a server to use.
    ...origins.map((origin) => `  server ${hostAndPort(origin)} max_fails=1 fail_timeout=1s;`),
    // Shared memory for the group's state, so every worker process knows which server is left out (without it, each
    // worker learns on its own, and a server one worker found dead still gets another worker's requests).
    `  zone ${UPSTREAM_NAME} 64k;`,
    `  keepalive ${UPSTREAM_KEEPALIVE};`,
    '}',
  ];
}

/**
 * The lines a proxied location adds when it goes to the upstream group: when nginx passes a request on to the next
 * server.
 * - error, timeout: the server could not be reached, or died or stalled before answering. nginx passes a POST on only
 *   when it was never sent (a refused connection), unless `non_idempotent`, which only the contact form's location
 *   has: the API stores the same inquiry once however often it is sent (a retry finds it), so a POST its server
 *   died while storing is passed on and answered, not lost to a 502. Other POSTs (newsletter, the editor's) are not
 *   passed on once sent.
 * - not http_502/http_503: the API answers 503 when the one database they share is down, so every server would answer
 *   the same; counted as failures, those 503s would mark every server down, and visitors would get nginx's 502 in place
 *   of the API's 503 with Retry-After. The API never answers 502 itself.
 */
export function upstreamProxyLines(origins: readonly string[], { retrySentPosts = false } = {}): string[] {
  if (origins.length < 2) return [];
  const conditions = retrySentPosts ? 'error timeout non_idempotent' : 'error timeout';
  return [`proxy_next_upstream ${conditions};`, 'proxy_connect_timeout 3s;'];
}
