// `npm start` and `npm run admin`: builds when there is no complete build of the current manifest, then serves the
// site. When that build fails but an earlier complete build is still in dist/ (a broken manifest never gets past the
// check that precedes any change to dist/), the earlier build is served, with a loud warning that it was not built.
import { existsSync } from 'node:fs';
import { build } from './build.ts';
import { buildState, hasCompleteBuild } from '../build/state.ts';
import { startServer } from '../server/main.ts';
import type { AppOptions } from '../server/app.ts';

function warnServingLastGoodBuild(reason: string): void {
  const rule = '!'.repeat(100);
  console.error(
    [
      '',
      rule,
      `!! THE MANIFEST WAS NOT BUILT: ${reason}`,
      '!! Serving the last good build from dist/ (its pages and /api use the manifest saved in dist/site.manifest.json).',
      '!! Your changes are NOT live. Fix the problems listed above, then restart (or run `npm run build`).',
      rule,
      '',
    ].join('\n'),
  );
}

/** Builds when needed (as `npm start` does), then serves the site with `options` (`npm run admin` adds the editor). */
export async function serveBuilt(options: AppOptions = {}) {
  const state = buildState();
  // Once something is published (`npm run admin`), the live release is what is served, whatever dist/client holds.
  const published = options.live !== undefined && existsSync(options.live);
  if (state !== 'current' && !published) {
    console.log(
      state === 'missing'
        ? 'No build yet: building the site first…'
        : 'site.manifest.json changed since the last build: rebuilding…',
    );
    try {
      await build();
    } catch (error) {
      const message = (error as Error).message;
      console.error(`\n${message}`);
      if (!hasCompleteBuild()) process.exit(1);
      warnServingLastGoodBuild(message);
    }
  }
  return startServer(options);
}
