// Real processes that publish from one database: each claims publications (holding each lease a few milliseconds) and
// releases them until nothing is left to claim, reporting each claim and whether another was publishing meanwhile.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OpenOptions } from '../../server/db/open.ts';
import { ROOT } from './support.ts';

const CLAIMER = `
import { existsSync } from 'node:fs';
import { Store } from ${JSON.stringify(pathToFileURL(join(ROOT, 'server', 'store', 'store.ts')).href)};
const [dataDir, owner, go] = process.argv.slice(1);
const store = await Store.open(dataDir, { databaseUrl: process.env.DATABASE_URL || undefined });
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
console.log('ready');
while (!existsSync(go)) await pause(1);
let idle = 0;
while (idle < 200) {
  const claimed = await store.publications.claimNext(owner, 60000, Date.now());
  if (!claimed) { idle++; await pause(1); continue; }
  idle = 0;
  await pause(3);
  const others = (await store.publications.list(['publishing'])).filter((p) => p.id !== claimed.id).length;
  await store.publications.release(claimed.id, owner, { state: 'published', message: owner });
  console.log(JSON.stringify({ id: claimed.id, others }));
}
await store.close();
`;

/**
 * Starts a claimer on the database (the SQLite file in `dataDir`, or PostgreSQL at `url`); it waits (once ready) until
 * the file `go` exists, so that both start claiming together.
 */
export function startClaimer({ dataDir, url }: OpenOptions, owner: string, go: string) {
  const loader = pathToFileURL(join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
  const child = spawn(
    process.execPath,
    ['--import', loader, '--input-type=module', '-e', CLAIMER, dataDir, owner, go],
    {
      env: { ...process.env, DATABASE_URL: url ?? '' },
    },
  );
  let output = '';
  const ready = new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolve();
    }),
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const done = new Promise<{ id: number; others: number }[]>((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve(
            output
              .split('\n')
              .filter((line) => line.startsWith('{'))
              .map((line) => JSON.parse(line)),
          )
        : reject(new Error(`claimer ${owner} exited with ${code}: ${errors}`)),
    ),
  );
  return { ready, done };
}
