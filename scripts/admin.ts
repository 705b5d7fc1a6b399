// `npm run admin`: the site, as `npm start` serves it, with the editor online at /admin for invited people.
//   npm run admin                                         serve (PORT, DATA_DIR, ADMIN_ORIGIN: README)
//   npm run admin -- invite "Aoife Byrne" aoife@firm.example --role publisher    print a one-time invite link
//   npm run admin -- people                               who has access
//   npm run admin -- log [--limit N]                      the audit log, oldest first (the last 100 by default)
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { adminConfigFromEnv } from '../admin/config.ts';
import { editorOnline } from '../admin/editor-online.ts';
import { inviteCommand, logCommand, peopleCommand, UsageError } from '../admin/commands.ts';
import { bundleApp } from '../editor/server/bundle.ts';
import { handMadeDownloadsDir, manifestPath } from '../model/node/paths.ts';
import { databaseFromEnv } from '../server/config.ts';
import { Store } from '../server/store/store.ts';
import { serveBuilt } from './serve-built.ts';
import { publishingSettingsFromEnv } from '../publish/setup.ts';

const USAGE = `Usage:
  npm run admin
  npm run admin -- invite "Full Name" e-mail --role editor|publisher
  npm run admin -- people
  npm run admin -- log [--limit N]`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    role: { type: 'string', default: 'editor' },
    limit: { type: 'string', default: '100' },
    help: { type: 'boolean', short: 'h' },
  },
});

function configOrExit() {
  try {
    return adminConfigFromEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

async function runCommand(command: string, args: string[]): Promise<void> {
  const config = configOrExit();
  const store = await Store.open(process.env.DATA_DIR || join(process.cwd(), 'data'), databaseFromEnv());
  try {
    if (command === 'invite')
      console.log(await inviteCommand(store, config, args[0] ?? '', args[1] ?? '', values.role));
    else if (command === 'people') console.log(await peopleCommand(store));
    else if (command === 'log') console.log(await logCommand(store, Math.min(10_000, Number(values.limit) || 100)));
    else throw new UsageError(`There is no command “${command}”.\n${USAGE}`);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    process.exitCode = 2;
  } finally {
    await store.close();
  }
}

const [command, ...rest] = positionals;
if (values.help) console.log(USAGE);
else if (command) await runCommand(command, rest);
else {
  const config = configOrExit();
  const site = {
    manifestFile: manifestPath(),
    handMadeDownloadsDir: handMadeDownloadsDir(),
    schemaFile: join(process.cwd(), 'schema', 'site.schema.json'),
    imagesDir: join(process.cwd(), 'public', 'images'),
  };
  const bundle = await bundleApp();
  const publishing = publishingSettingsFromEnv();
  await serveBuilt({
    mount: editorOnline({ config, site, bundle, publishing, firstRelease: true }),
    live: join(publishing.projectRoot, 'dist', 'live'),
  });
  console.log(
    `The editor is at ${config.origin}/admin (invite people with: npm run admin -- invite "Name" e-mail --role publisher)`,
  );
}
