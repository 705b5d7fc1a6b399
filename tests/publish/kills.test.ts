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

/**
 * Waits (polling the store, as fast as it can) until the publication reaches `step`, then kills the child; says
 * whether the kill landed in that step (a step of a millisecond, such as the switch, can pass between two looks).
 */
async function killAt(child: ChildProcess, id: number, step: PublishStep): Promise<boolean> {
  const seen = new Set<string>();
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const publication = (await store.publications.get(id))!;
    if (publication.step) seen.add(publication.step);
    if (publication.step === step || (publication.state !== 'publishing' && publication.state !== 'queued')) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  return seen.has(step);
}

beforeAll(async () => {
  project = makeProject();
  store = await Store.open(project.dataDir);
  // The site is live before the first kill: the fixture's build (the browser tests'), as this project's release.
  const releases = new Releases({ projectRoot: project.root });
  mkdirSync(releases.releasesDir, { recursive: true });
  releases.switchTo(await seedFixtureRelease(releases.releasesDir));
}, 120_000);

afterAll(async () => {
  await store.close();
  project.remove();
});

const STEPS: PublishStep[] = ['build', 'lint', 'commit', 'switch', 'push'];
const NEW_ANSWER = 'Answer one, published through kills.';
/** A new answer and the fixture's own in turn: after the first build, every publish reuses a kept build. */
const nextAnswer = () =>
  faq(JSON.parse(headText()) as SiteManifest)[0]!.answer === NEW_ANSWER
    ? faqItems(fixtureManifest())[0]!.answer
    : NEW_ANSWER;

/** One publish killed at `step`: the live site right after is old or new, and the next start finishes it. */
async function publishKilledAt(step: PublishStep): Promise<boolean> {
  const before = headText();
  const answer = nextAnswer();
  const value = JSON.parse(before) as SiteManifest;
  faq(value)[0]!.answer = answer;
  const oldSite = liveSite();
  const running = await publishingOn(project, store);
  const publication = await running.publishing.submit(
    { base: JSON.parse(before) as Json, value: value as unknown as Json },
    publisher,
  );
  const landed = await killAt(await startChild(), publication.id, step);
  const afterKill = liveSite();
  // Old or new, never a mix: the live manifest is either what it was or the change, and its pages match it.
  if (afterKill?.manifest.includes(answer)) expect(afterKill.home).toContain('<html');
  else expect(afterKill?.manifest).toBe(oldSite?.manifest);

  // The next start, here in the test's process: it tidies what the kill left and finishes the publication.
  const next = await publishingOn(project, store);
  await next.worker.runDue();
  expect((await store.publications.get(publication.id))!.state).toBe('published');
  expect(liveSite()!.manifest).toContain(answer);
  expect(project.git(['log', '--format=%H', `--grep=^Publication: ${publication.key}$`])).toMatch(/^[0-9a-f]{40}$/);
  expect(project.remoteManifest()).toContain(answer);
  expect(project.git(['status', '--porcelain', '--untracked-files=no'])).toBe('');
  return landed;
}

describe('a kill at each step of publishing', () => {
  it.each(STEPS)(
    'killed at “%s”: the old site or the new one is live, and the next start finishes it',
    async (step) => {
      // Each try holds the same promises wherever the kill lands; it is tried again until one lands in `step`.
      let landed = false;
      for (let tries = 0; tries < 6 && !landed; tries++) landed = await publishKilledAt(step);
      expect(landed).toBe(true);
    },
    240_000,
  );
});
