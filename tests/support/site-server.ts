// The real server over a finished build (change-review/serve.ts), run from the project itself rather than from the
// build's copy, with a GET helper on a connection of its own.
import { serveBuild } from '../../change-review/serve.ts';
import { fetchFresh } from './fetch-fresh.ts';
import { PROJECT_ROOT } from './fixture-site.ts';
import type { SiteBuild } from './site-build.ts';

export interface SiteServer {
  url: string;
  dataDir: string;
  /** GET on a connection of its own (fetch-fresh.ts says why). */
  get(path: string): Promise<Response>;
  stop(): Promise<void>;
}

export async function startSiteServer(build: SiteBuild): Promise<SiteServer> {
  const served = await serveBuild(build, { serverRoot: PROJECT_ROOT, showErrors: true });
  return { ...served, get: (path) => fetchFresh(served.url + path) };
}
