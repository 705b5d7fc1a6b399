// A project to publish from, as a server holds it (scripts/bench/publish-project.ts makes it: a copy of this project's
// files with the fixture site's manifest, a real git repository with one commit, and a bare repository on disk as its
// remote). A second clone stands for a developer who pushes meanwhile. Removed with everything in it after the tests.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { buildSite } from '../support/site-build.ts';
import { makePublishProject } from '../../scripts/bench/publish-project.ts';
import { fixtureText } from '../support/fixture-site.ts';
import type { Json } from '../../model/json-pointer.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { createLogger } from '../../server/log.ts';
import type { Store } from '../../server/store/store.ts';
import { startPublishing, type RunningPublishing } from '../../publish/setup.ts';

export interface TestProject {
  /** The server's checkout. */
  root: string;
  /** The bare repository both push to. */
  remote: string;
  /** The data folder (site.db) of the server. */
  dataDir: string;
  /** Runs git in a folder (the project by default) and gives its output. */
  git(args: string[], cwd?: string): string;
  /** The manifest as the remote's branch holds it now. */
  remoteManifest(): string;
  /** A developer's clone, with `change` made to its manifest, committed and pushed. */
  developerPushes(change: (text: string) => string, message: string): void;
  remove(): void;
}

export function makeProject(manifestText = fixtureText): TestProject {
  const { top, root, remote, git, remove } = makePublishProject(manifestText);
  return {
    root,
    remote,
    dataDir: join(top, 'data'),
    git,
    remoteManifest: () => git(['show', 'main:site.manifest.json'], remote) + '\n',
    developerPushes(change, message) {
      const clone = mkdtempSync(join(top, 'developer-'));
      git(['clone', '--quiet', remote, clone], top);
      const file = join(clone, 'site.manifest.json');
      writeFileSync(file, change(readFileSync(file, 'utf8')));
      git(['commit', '--quiet', '-am', message], clone);
      git(['push', '--quiet', 'origin', 'main'], clone);
    },
    remove,
  };
}

/** The first FAQ block's questions and answers (the fixture's /services/opsos page has one). */
export function faqItems(manifest: SiteManifest): { question: string; answer: string }[] {
  for (const route of manifest.routes)
    for (const block of route.blocks as unknown as { type: string; items?: { question: string; answer: string }[] }[])
      if (block.type === 'faq' && block.items) return block.items;
  throw new Error('the fixture has no FAQ block');
}

/** The draft the editor would send: the manifest `text` as it is, and with `change` made to it. */
export function draftOf(text: string, change: (manifest: SiteManifest) => void): { base: Json; value: Json } {
  const value = JSON.parse(text) as SiteManifest;
  change(value);
  return { base: JSON.parse(text) as Json, value: value as unknown as Json };
}

/**
 * Publishing on the project, as a server starts it, with its worker stopped: the tests run due publications
 * themselves (worker.runDue), so nothing happens between their steps.
 */
export async function publishingOn(
  project: TestProject,
  store: Store,
  clock: { now?: () => number } = {},
): Promise<RunningPublishing> {
  const running = startPublishing({
    settings: { projectRoot: project.root, remote: project.remote, branch: 'main' },
    store,
    log: createLogger('silent'),
    liveChanged: () => undefined,
    ...clock,
  });
  await running.worker.stop();
  return running;
}

/**
 * The fixture's build as the browser tests make it (node_modules/.cache/test-sites, built when missing), copied into
 * `releasesDir` as a release: the same project files and manifest make the same build, under the same key. Gives its key.
 */
export async function seedFixtureRelease(releasesDir: string): Promise<string> {
  const build = await buildSite('fixture', fixtureText);
  const key = basename(build.root);
  cpSync(build.root, join(releasesDir, key), { recursive: true, verbatimSymlinks: true });
  return key;
}
