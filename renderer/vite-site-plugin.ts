// Vite plugin for `npm run dev` (live preview while editing the manifest):
// - checks the manifest (SITE_MANIFEST, or ./site.manifest.json) at start and on every save, prints its problems in the
//   terminal once when it breaks and one line when it is fixed, and reloads the open page;
// - while the manifest has errors, answers every page request with the problems (the same messages as `npm run lint`,
//   no stack trace): a plain page for browsers, plain text for other clients; saving a fixed manifest reloads the page.
import { resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger, Plugin, ViteDevServer } from 'vite';
import { manifestPath, shownPath } from '../model/node/load.ts';
import { escapeHtml } from '../model/html.ts';

/** Requests Vike answers with a page (or its data, on client-side navigation): anything but modules and files. */
function isPageRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = (req.url ?? '/').split('?')[0]!;
  if (path.endsWith('.pageContext.json')) return true;
  return !/^\/(@|__|node_modules\/)/.test(path) && !/\.[a-z0-9]+$/i.test(path);
}

export function manifestErrorPage(message: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The site's content file has a problem</title>
<script type="module" src="/@vite/client"></script>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #0b2545; background: #f6f7f9; }
  main { max-width: 960px; margin: 0 auto; padding: 3rem 1.5rem; }
  h1 { font-size: 1.6rem; margin: 0 0 .5rem; color: #b93d0b; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; border: 1px solid #d8dde6; border-left: 4px solid #b93d0b;
        border-radius: 6px; padding: 1rem 1.25rem; font: 14px/1.55 ui-monospace, SFMono-Regular, Menlo, monospace; }
</style>
</head>
<body>
<main>
  <h1>The site's content file has a problem</h1>
  <p>The page cannot be shown until this is fixed. Correct the file and save it: this page reloads by itself.</p>
  <pre id="manifest-problems">${escapeHtml(message)}</pre>
</main>
</body>
</html>
`;
}

/** The manifest's problems, or undefined when it loads. Loaded through Vite so blocks are compiled as in the page. */
async function manifestProblems(server: ViteDevServer, file: string): Promise<string | undefined> {
  try {
    const { loadSite } = (await server.ssrLoadModule('/site/node.ts')) as typeof import('../site/node.ts');
    await loadSite(file);
    return undefined;
  } catch (error) {
    const err = error as Error;
    return err.name === 'ManifestError'
      ? err.message
      : `The site could not be loaded from ${shownPath(file)}:\n\n${err.message}`;
  }
}

/** Tells the terminal what changed: the problems once when the file breaks (or its problems change), one line when fixed. */
function terminalReport(logger: Logger, file: string) {
  let shown: string | undefined;
  let first = true;
  return (problems: string | undefined) => {
    if (problems === undefined) {
      if (shown !== undefined)
        logger.info(`${shownPath(file)} is fixed: the preview shows the site again.`, { timestamp: true });
      else if (first)
        logger.info(`${shownPath(file)} has no problems. Save it and the open page updates.`, { timestamp: true });
    } else if (problems !== shown) {
      logger.error(problems, { timestamp: true });
    }
    shown = problems;
    first = false;
  };
}

export function sitePlugin(): Plugin {
  const file = resolve(manifestPath());
  return {
    name: 'site-manifest-reload',
    apply: 'serve',
    configureServer(server) {
      const report = terminalReport(server.config.logger, file);
      // One check at a time, in the order asked, and requests that arrive while one waits share it: a save answers the
      // watcher and the reloading page's requests at once, and checks side by side could finish out of order or meet a
      // module Vite is reloading, printing the same problems again after a different message.
      let last: Promise<unknown> = Promise.resolve();
      let waiting: Promise<string | undefined> | undefined;
      const check = (): Promise<string | undefined> => {
        waiting ??= last.then(async () => {
          waiting = undefined;
          const problems = await manifestProblems(server, file);
          report(problems);
          return problems;
        });
        last = waiting;
        return waiting;
      };
      server.httpServer?.once('listening', () => void check());
      server.watcher.add(file);
      let timer: ReturnType<typeof setTimeout> | undefined;
      // Editors may save in steps (write a temporary file, rename it): wait for the last step, then check and reload once.
      const changed = (path: string) => {
        if (resolve(path) !== file) return;
        clearTimeout(timer);
        timer = setTimeout(() => void check().then(() => server.ws.send({ type: 'full-reload', path: '*' })), 80);
      };
      server.watcher.on('change', changed);
      server.watcher.on('add', changed);

      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        if (!isPageRequest(req)) return next();
        check().then((problems) => {
          if (problems === undefined) return next();
          res.setHeader('cache-control', 'no-store');
          if ((req.url ?? '').split('?')[0]!.endsWith('.pageContext.json')) {
            // Vike's client answers a non-JSON 404 with a full page load, which then shows the page below.
            res.statusCode = 404;
            res.setHeader('content-type', 'text/plain; charset=utf-8');
            res.end(problems);
            return;
          }
          res.statusCode = 500;
          if ((req.headers.accept ?? '').includes('text/html')) {
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.end(manifestErrorPage(problems));
          } else {
            res.setHeader('content-type', 'text/plain; charset=utf-8');
            res.end(`${problems}\n`);
          }
        }, next);
      });
    },
  };
}

/**
 * A block folder's block.ts (its build-time resolve step and hooks) never reaches the browser: the client build stops
 * with a message if any browser code imports one, or blocks/definitions.ts, which lists them.
 */
export function blockDefinitionsServerOnly(): Plugin {
  return {
    name: 'block-definitions-server-only',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options?.ssr || !importer) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (resolved && /[\\/]blocks[\\/]([^/\\]+[\\/]block|definitions)\.ts$/.test(resolved.id)) {
        this.error(
          `${importer} imports ${source}, a block's build-time definition, into browser code. Import it from server code (renderer/+data.ts) only.`,
        );
      }
      return null;
    },
  };
}
