// `npm run edit`: the site editor on http://127.0.0.1:3001 (PORT overrides), editing site.manifest.json in place, and
// publishing from this machine when the project is a git repository (publish/: commit, build, switch dist/live, push).
import { join } from 'node:path';
import { handMadeDownloadsDir, manifestPath } from '../model/node/paths.ts';
import { databaseFromEnv } from '../server/config.ts';
import { createLogger } from '../server/log.ts';
import { Store } from '../server/store/store.ts';
import { localDeveloper } from '../publish/developer.ts';
import { publishingSettingsFromEnv, startPublishing } from '../publish/setup.ts';
import { startEditor } from '../editor/server/server.ts';

const settings = publishingSettingsFromEnv();
const developer = await localDeveloper(settings.projectRoot);
const store = developer
  ? await Store.open(process.env.DATA_DIR || join(process.cwd(), 'data'), databaseFromEnv())
  : undefined;
const running = store && startPublishing({ settings, store, log: createLogger('info'), liveChanged: () => undefined });

const editor = await startEditor({
  manifestFile: manifestPath(),
  handMadeDownloadsDir: handMadeDownloadsDir(),
  schemaFile: join(process.cwd(), 'schema', 'site.schema.json'),
  port: Number(process.env.PORT ?? 3001),
  publishing: running && developer ? { publishing: running.publishing, developer } : undefined,
});
console.log(
  `The site editor is open at:\n\n  ${editor.url}\n\nOpen that address in your browser (it holds a key for this session). Press Ctrl+C to stop.`,
);
if (!running)
  console.log('Publishing is off: this folder is not a git repository with a user name and e-mail (git config).');

const stop = async () => {
  await running?.worker.stop();
  await store?.close();
  await editor.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
