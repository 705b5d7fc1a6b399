// `npm run build`: checks the manifest, pre-renders every page, and only then marks the build complete.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkSiteText, writeBuiltDownloads } from '../site/node.ts';
import { manifestPath } from '../model/node/load.ts';
import { formatProblem } from '../model/problems.ts';
import { buildMarker, clientDir, manifestHash, manifestSnapshot } from '../build/state.ts';
import { precompress } from '../build/precompress.ts';
import { writeSeoFiles } from '../build/seo.ts';
import { buildMedia } from '../build/media.ts';
import { writeDetectedHostFiles } from '../deploy/host-files.ts';

/** Told each stage's name and wall time as it ends. BUILD_TIMINGS=1 prints them (`build stage <name> <ms> ms`). */
export type StageListener = (stage: string, ms: number) => void;

const printStage: StageListener = (stage, ms) => console.log(`build stage ${stage} ${ms.toFixed(0)} ms`);

export async function build(options: { onStage?: StageListener } = {}): Promise<void> {
  const onStage = options.onStage ?? (process.env.BUILD_TIMINGS === '1' ? printStage : undefined);
  const timed = async <T>(stage: string, work: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    onStage?.(stage, performance.now() - start);
    return result;
  };
  const file = manifestPath();
  const text = readFileSync(file, 'utf8');
  const { problems, site } = await timed('check', () => checkSiteText(text));
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    const shown = relative(process.cwd(), file);
    console.error(errors.map((p) => formatProblem(shown, p)).join('\n\n'));
    throw new Error(
      `The site was not built: ${shown} has ${errors.length} error${errors.length === 1 ? '' : 's'} (listed above).`,
    );
  }
  rmSync(buildMarker, { force: true });
  // Regenerated on every build so documents that show prices (the services overview) always match the site.
  await timed('documents', () => writeBuiltDownloads());
  await buildMedia(timed);
  // Vike's own command, run by this Node directly (npx would add a process and a second of start-up to every build).
  const result = await timed('pages', () =>
    spawnSync(process.execPath, [join(process.cwd(), 'node_modules', 'vike', 'bin.js'), 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    }),
  );
  if (result.status !== 0) throw new Error('The site was not built: `vike build` failed (see above).');
  await timed('seo', () => writeSeoFiles(clientDir, site));
  await timed('compression', () => precompress(clientDir));
  await timed('host files', () => writeDetectedHostFiles(clientDir));
  // The server reads this copy, so the pages and /api come from the same manifest whatever happens to the working one.
  writeFileSync(manifestSnapshot, text);
  writeFileSync(buildMarker, manifestHash(text) + '\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await build();
    console.log('Build complete: dist/client holds every page.');
  } catch (error) {
    console.error(`\n${(error as Error).message}`);
    process.exit(1);
  }
}
