// `npm start`: builds when there is no complete build of the current manifest, then serves the site.
import { build } from './build.ts';
import { buildState } from './build-state.ts';
import { startServer } from '../server/main.ts';

const state = buildState();
if (state !== 'current') {
  console.log(state === 'missing' ? 'No build yet: building the site first…' : 'site.manifest.json changed since the last build: rebuilding…');
  try {
    await build();
  } catch (error) {
    console.error(`\n${(error as Error).message}`);
    process.exit(1);
  }
}
await startServer();
