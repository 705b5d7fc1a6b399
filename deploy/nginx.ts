// nginx.conf from the serving rules: the built site by absolute path with its precompressed copies, the same headers
// on every response (the 404 included), the real 404 status with the 404 page, and /api/ proxied to the Koa server,
// or to several API servers over one database as an upstream group (deploy/nginx-upstream.ts).
// nginx drops every inherited add_header in a location that has one of its own, so each location repeats the full set.
import { join } from 'node:path';
import {
  ADMIN_PREFIX,
  API_PREFIX,
  CONTACT_ENDPOINT,
  CACHE_CONTROL,
  HASHED_ASSETS_PREFIX,
  NOT_FOUND,
  PICTURE_CSP,
  PICTURES_PREFIX,
  SECURITY_HEADERS,
} from '../model/serving.ts';
import { COMPRESSIBLE_EXTENSIONS } from '../model/compressible.ts';
import type { WorkerUserName } from './nginx-access.ts';
import { proxyTarget, upstreamBlock, upstreamProxyLines } from './nginx-upstream.ts';

export interface NginxOptions {
  /** nginx's listen value: "8080", "127.0.0.1:8080", "[::]:80". */
  listen: string;
  /** The Koa server /api/ goes to ("http://127.0.0.1:3000"), or several (an upstream group; see apiOrigins). */
  api: string | readonly string[];
  /** The built site, as an absolute path. */
  clientDir: string;
  serverName?: string;
  /** Serve the build's .br copies too (needs the third-party brotli module; Debian's nginx packages lack it). */
  brotli?: boolean;
  /** Where pid, logs and temporary files go (an unprivileged run); Debian's paths when absent. */
  prefix?: string;
  /** Who the worker processes run as (`user NAME [GROUP];`, heeded when the master runs as root); nginx's default, nobody, when absent. */
  user?: WorkerUserName;
  /** Proxy /admin too, to the same server (`npm run admin` serves the editor online there). */
  admin?: boolean;
}

/** The Koa server's part of the site, proxied with the client's address and scheme (TRUST_PROXY=1 reads them). */
function proxiedLocation(
  prefix: string,
  origins: readonly string[],
  maxBody: string,
  { host = '$host', retrySentPosts = false } = {},
): string[] {
  return [
    `  location ${prefix} {`,
    `    proxy_pass ${proxyTarget(origins)};`,
    // Keep-alive to the API servers (an upstream's keepalive) needs HTTP/1.1 and no "Connection: close".
    '    proxy_http_version 1.1;',
    '    proxy_set_header Connection "";',
    `    proxy_set_header Host ${host};`,
    '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
    `    proxy_set_header X-Forwarded-Host ${host};`,
    `    client_max_body_size ${maxBody};`,
    ...upstreamProxyLines(origins, { retrySentPosts }).map((line) => `    ${line}`),
    '  }',
  ];
}

/** Quoted for nginx: the value inside double quotes, with quotes and backslashes escaped. */
function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** Every security header (with a location's own in place of the site's) plus Cache-Control, on every status ("always"). */
function headerLines(cacheControl: string, indent: string, own: Record<string, string>): string[] {
  return Object.entries({ ...SECURITY_HEADERS, ...own, 'Cache-Control': cacheControl }).map(
    ([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`,
  );
}

function location(match: string, body: string[], cacheControl: string, own: Record<string, string> = {}): string[] {
  const inner = '    ';
  return [
    `  location ${match} {`,
    ...body.map((line) => inner + line),
    ...headerLines(cacheControl, inner, own),
    '  }',
  ];
}

/**
 * The `server { }` block alone, for inclusion in an existing configuration's http block; with several API servers, the
 * `upstream { }` block they form comes first (it too belongs in the http block).
 */
export function nginxServerBlock(options: NginxOptions): string {
  const origins = typeof options.api === 'string' ? [options.api] : options.api;
  const upstream = upstreamBlock(origins);
  const lines = [
    ...upstream,
    ...(upstream.length > 0 ? [''] : []),
    'server {',
    `  listen ${options.listen};`,
    `  server_name ${options.serverName ?? '_'};`,
    `  root ${quoted(options.clientDir)};`,
    '  index index.html;',
    '  server_tokens off;',
    '  charset utf-8;',
    '  charset_types text/css application/javascript text/javascript application/json text/plain image/svg+xml application/xml;',
    // The build's .gz (and .br) copies, chosen by Accept-Encoding, with Vary: Accept-Encoding.
    '  gzip_static on;',
    ...(options.brotli ? ['  brotli_static on;'] : []),
    '  gzip_vary on;',
    `  error_page ${NOT_FOUND.status} ${NOT_FOUND.page};`,
    '',
    // A folder's page is its index.html, without the trailing-slash redirect nginx would otherwise send.
    ...location('/', ['try_files $uri $uri/index.html =404;'], CACHE_CONTROL.revalidate),
    ...location(HASHED_ASSETS_PREFIX, ['try_files $uri =404;'], CACHE_CONTROL.immutable),
    // A picture opened by itself (an SVG is a document) may run nothing and load nothing.
    ...location(PICTURES_PREFIX, ['try_files $uri =404;'], CACHE_CONTROL.revalidate, {
      'Content-Security-Policy': PICTURE_CSP,
    }),
    ...location(`= ${NOT_FOUND.page}`, [], CACHE_CONTROL.noStore),
    // Hidden files (the build's .vite folder) are not part of the site, as on the Koa server.
    ...location('~ /\\.', ['return 404;'], CACHE_CONTROL.noStore),
    '',
    // The Koa server sets its own headers on /api replies (this location adds none, so none are doubled).
    // Above the API's own body limit (16 KB), so the API answers an oversized form with its JSON 413.
    ...proxiedLocation(API_PREFIX, origins, '64k'),
    ...(origins.length > 1 ? proxiedLocation(`= ${CONTACT_ENDPOINT}`, origins, '64k', { retrySentPosts: true }) : []),
    // The editor online: its manifest calls take up to 10 MB and uploads up to 20 MB; it answers larger ones itself.
    // It answers only at ADMIN_ORIGIN, so it is told the host with its port, as the browser sent it.
    ...(options.admin
      ? [`= ${ADMIN_PREFIX}`, `${ADMIN_PREFIX}/`].flatMap((place) =>
          proxiedLocation(place, origins, '21m', { host: '$http_host' }),
        )
      : []),
    '}',
  ];
  return lines.join('\n') + '\n';
}

/** A complete nginx.conf (events and http): `nginx -c FILE`, or `nginx -p PREFIX -c FILE` when built with a prefix. */
export function nginxConf(options: NginxOptions): string {
  const { prefix } = options;
  const at = (name: string) => quoted(join(prefix!, name));
  const paths = prefix
    ? [`pid ${at('nginx.pid')};`, `error_log ${at('error.log')} warn;`]
    : ['pid /run/nginx.pid;', 'error_log /var/log/nginx/error.log warn;'];
  const httpPaths = prefix
    ? [
        `access_log ${at('access.log')};`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${at(name)};`),
      ]
    : ['access_log /var/log/nginx/access.log;'];
  const gzipTypes =
    'text/css application/javascript text/javascript application/json image/svg+xml application/xml text/plain application/manifest+json';
  return (
    [
      `# nginx.conf for the site: written by \`npm run deploy -- nginx\` from the serving rules (model/serving.ts).`,
      ...(options.user ? [`user ${[options.user.name, options.user.group].filter(Boolean).join(' ')};`] : []),
      'worker_processes auto;',
      ...paths,
      '',
      'events {',
      '  worker_connections 1024;',
      '}',
      '',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      ...httpPaths.map((line) => `  ${line}`),
      '  sendfile on;',
      '  tcp_nopush on;',
      // An idle connection is closed after 5 s, and the replies say so (Keep-Alive: timeout=5) as the Koa server's do: a
      // client that reads the hint drops the connection first, with a margin (Node's fetch at 3 s, against 4 s without it).
      '  keepalive_timeout 5s 5s;',
      // Files without a precompressed copy are compressed on the fly (the build writes copies of these kinds).
      '  gzip on;',
      `  gzip_types ${gzipTypes};`,
      `  # Precompressed by the build: ${COMPRESSIBLE_EXTENSIONS.join(' ')}`,
      '',
      ...nginxServerBlock(options)
        .trimEnd()
        .split('\n')
        .map((line) => (line ? `  ${line}` : line)),
      '}',
    ].join('\n') + '\n'
  );
}
