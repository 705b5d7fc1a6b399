// `npm start`: builds when there is no complete build of the current manifest, then serves the site (serve-built.ts).
import { serveBuilt } from './serve-built.ts';

await serveBuilt();
