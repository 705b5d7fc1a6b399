// `npm run serve:api`: only /api (contact form, newsletter, downloads), for set-ups where a CDN or nginx serves the
// pages. It still reads the build's manifest snapshot (dist/site.manifest.json) and downloads.
import { startServer } from './main.ts';

process.env.API_ONLY = '1';
await startServer();
