// `npm run deploy -- <target>`: the files that serve the site elsewhere, from the serving rules (model/serving.ts).
//   nginx [--listen 8080] [--api http://127.0.0.1:3000[,http://10.0.0.2:3000…]] [--server-name NAME] [--client-dir DIR] [--prefix DIR]
//         [--user NAME[:GROUP]] [--brotli] [--server-block] [--admin]
//       prints nginx.conf (or only its server block; --admin proxies /admin too, for `npm run admin`); on stderr, one line when nginx's workers could not read the site.
//       Several --api origins (repeated, or comma-separated) form an upstream group: API servers sharing one database (DATABASE_URL).
//   netlify | cloudflare   writes _headers and _redirects into dist/client (after `npm run build`)
//   vercel                 writes vercel.json into the project root
// API_ORIGIN (environment) is where /api goes on the static hosts.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { clientDir, liveLink } from '../build/state.ts';
import { releaseFolders } from '../server/live-site.ts';
import { nginxConf, nginxServerBlock } from '../deploy/nginx.ts';
import { nginxAccessProblem, workerUserName } from '../deploy/nginx-access.ts';
import { apiOrigins } from '../deploy/nginx-upstream.ts';
import { STATIC_HOSTS, writeHostFiles, type StaticHost } from '../deploy/host-files.ts';

const USAGE = `Usage: npm run deploy -- <target> [options]
  nginx        print nginx.conf: --listen ADDR (8080) --api URL (API_ORIGIN or http://127.0.0.1:3000; several, repeated or
               comma-separated, are balanced as one upstream group: API servers over one DATABASE_URL) --server-name NAME
               --client-dir DIR (dist/client; with --admin, dist/live/dist/client, the published release) --prefix DIR (pid, logs, temp files; for an unprivileged nginx -p DIR)
               --user NAME[:GROUP] (who the workers run as when nginx starts as root; nobody by default)
               --brotli (serve .br copies; needs the brotli module) --server-block (only the server { } block)
               --admin (proxy /admin too, to the server that npm run admin runs)
  netlify      write _headers and _redirects into dist/client (/api/* proxied to API_ORIGIN)
  cloudflare   write _headers and _redirects into dist/client (/api is not proxied: see README)
  vercel       write vercel.json (rewrites /api to API_ORIGIN)`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const [target, ...rest] = process.argv.slice(2);
if (target === 'nginx') {
  let values;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        listen: { type: 'string', default: '8080' },
        api: { type: 'string', multiple: true, default: [process.env.API_ORIGIN || 'http://127.0.0.1:3000'] },
        'server-name': { type: 'string' },
        'client-dir': { type: 'string' },
        prefix: { type: 'string' },
        user: { type: 'string' },
        brotli: { type: 'boolean', default: false },
        'server-block': { type: 'boolean', default: false },
        admin: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  const origins = apiOrigins(values.api);
  if ('problem' in origins) fail(origins.problem);
  const [userName, group] = values.user?.split(':') ?? [];
  if (values.user !== undefined && (!userName || values['server-block'])) {
    fail(
      values['server-block']
        ? '--user goes with a whole nginx.conf: a server block takes the `user` of the nginx.conf it is included in'
        : `--user must be NAME or NAME:GROUP, got "${values.user}"`,
    );
  }
  const options = {
    listen: values.listen,
    api: origins,
    serverName: values['server-name'],
    // Behind `npm run admin`, the pages are the live release's, which publishing switches (dist/live).
    clientDir: resolve(values['client-dir'] ?? (values.admin ? releaseFolders(liveLink).clientDir : clientDir)),
    prefix: values.prefix && resolve(values.prefix),
    brotli: values.brotli,
    admin: values.admin,
    user: userName ? { name: userName, group: group || undefined } : undefined,
  };
  process.stdout.write(values['server-block'] ? nginxServerBlock(options) : nginxConf(options));
  const problem = nginxAccessProblem(
    options.clientDir,
    workerUserName({ ...options, serverBlock: values['server-block'] }),
  );
  if (problem) console.error(problem);
} else if (target && target in STATIC_HOSTS) {
  if (rest.length > 0)
    fail(`${target} takes no options (API_ORIGIN comes from the environment), got ${rest.join(' ')}`);
  for (const path of writeHostFiles(target as StaticHost, clientDir)) console.log(`Wrote ${path}`);
} else {
  fail(target ? `Unknown target "${target}".` : 'Name a target.');
}
