// A publishing server killed (SIGKILL) at each step of a publish: lint, build, commit, switch, push. Right after the
// kill the live site is the old one or the new one, complete; the next start finishes the publication, with one
// commit for it, and the live site and the remote end up with the change.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../../server/store/store.ts';
import type { Person } from '../../publish/publishing.ts';
import type { PublishStep } from '../../model/publications.ts';
import { fixtureManifest, PROJECT_ROOT } from '../support/fixture-site.ts';
import { faqItems, makeProject, publishingOn, seedFixtureRelease, type TestProject } from './project.ts';
import { Releases } from '../../publish/releases.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import type { Json } from '../../model/json-pointer.ts';

const publisher: Person = { id: 1, name: 'Aoife Byrne', email: 'aoife@firm.example', role: 'publisher' };
let project: TestProject;
let store: Store;

const faq = faqItems;
const headText = () => project.git(['show', 'HEAD:site.manifest.json']);

/** The live site's home page and manifest, read through the live link as a server would; undefined before any. */
function liveSite(): { manifest: string; home: string } | undefined {
  const live = join(project.root, 'dist', 'live');
  if (!existsSync(live)) return undefined;
  const dir = join(project.root, 'dist', readlinkSync(live));
  expect(existsSync(join(dir, 'dist', 'BUILD_OK'))).toBe(true);
  return {
    manifest: readFileSync(join(dir, 'dist', 'site.manifest.json'), 'utf8'),
    home: readFileSync(join(dir, 'dist', 'client', 'index.html'), 'utf8'),
  };
}

function startChild(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(PROJECT_ROOT, 'tests', 'publish', 'publish-child.ts')],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, PROJECT_DIR: project.root, DATA_DIR: project.dataDir, GIT_REMOTE: project.remote },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve(child));
    child.once('exit', (code) => reject(new Error(`the publishing child exited (${code}) before it was ready`)));
  });
}

/** Waits (polling the store, as fast as it can) until the publication reaches `step`, then kills the child. */
async function killAt(child: ChildProcess, id: number, step: PublishStep): Promise<void> {
  const seen = new Set<string>();
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const publication = store.publications.get(id)!;
    if (publication.step) seen.add(publication.step);
    if (publication.step === step || (publication.state !== 'publishing' && publication.state !== 'queued')) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  expect([...seen]).toContain(step);
}

beforeAll(async () => {
  project = makeProject();
  store = Store.open(project.dataDir);
  // The site is live before the first kill: the fixture's build (the browser tests'), as this project's release.
  const releases = new Releases({ projectRoot: project.root });
  mkdirSync(releases.releasesDir, { recursive: true });
  releases.switchTo(await seedFixtureRelease(releases.releasesDir));
}, 120_000);

afterAll(() => {
  store.close();
  project.remove();
});

const STEPS: PublishStep[] = ['build', 'lint', 'commit', 'switch', 'push'];
/**
 * A new answer and the fixture's own in turn: after the first build (the kill at "build" is first), each publish
 * reuses a kept build, the fixture's being the one the site started with.
 */
const answerFor = (step: PublishStep) =>
  STEPS.indexOf(step) % 2 === 0 ? 'Answer one, published through kills.' : faqItems(fixtureManifest())[0]!.answer;

describe('a kill at each step of publishing', () => {
  it.each(STEPS)(
    'killed at “%s”: the old site or the new one is live, and the next start finishes it',
    async (step) => {
      const before = headText();
      const value = JSON.parse(before) as SiteManifest;
      faq(value)[0]!.answer = answerFor(step);
      const oldSite = liveSite();
      const running = await publishingOn(project, store);
      const publication = await running.publishing.submit(
        { base: JSON.parse(before) as Json, value: value as unknown as Json },
        publisher,
      );

      const child = await startChild();
      await killAt(child, publication.id, step);
      const afterKill = liveSite();
      // Old or new, never a mix: the live manifest is either what it was or the change, and its pages match it.
      if (afterKill?.manifest.includes(answerFor(step))) expect(afterKill.home).toContain('<html');
      else expect(afterKill?.manifest).toBe(oldSite?.manifest);

      // The next start, here in the test's process: it tidies what the kill left and finishes the publication.
      const next = await publishingOn(project, store);
      await next.worker.runDue();
      expect(store.publications.get(publication.id)!.state).toBe('published');
      expect(liveSite()!.manifest).toContain(answerFor(step));
      expect(project.git(['log', '--format=%H', `--grep=^Publication: ${publication.id}$`])).toMatch(/^[0-9a-f]{40}$/);
      expect(project.remoteManifest()).toContain(answerFor(step));
      expect(project.git(['status', '--porcelain', '--untracked-files=no'])).toBe('');
    },
    240_000,
  );
});
