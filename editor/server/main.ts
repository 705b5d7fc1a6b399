// `npm run edit`: the site editor on http://127.0.0.1:3001 (PORT overrides), editing site.manifest.json in place.
import { join } from 'node:path';
import { handMadeDownloadsDir, manifestPath } from '../../model/node/paths.ts';
import { startEditor } from './server.ts';

const editor = await startEditor({
  manifestFile: manifestPath(),
  handMadeDownloadsDir: handMadeDownloadsDir(),
  schemaFile: join(process.cwd(), 'schema', 'site.schema.json'),
  port: Number(process.env.PORT ?? 3001),
});
console.log(
  `The site editor is open at:\n\n  ${editor.url}\n\nOpen that address in your browser (it holds a key for this session). Press Ctrl+C to stop.`,
);
