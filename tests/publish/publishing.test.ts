// Publishing end to end on a real project: real git with a bare repository as the remote, real builds into release
// folders, the live link switched. The speeds, review, rollback, and what the remote and the live site hold after each.
import { readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../../server/store/store.ts';
import type { RunningPublishing } from '../../publish/setup.ts';
import type { Person } from '../../publish/publishing.ts';
import { fixtureText } from '../support/fixture-site.ts';
import { draftOf, faqItems, makeProject, publishingOn, type TestProject } from './project.ts';
import type { SiteManifest } from '../../schema/site.types.ts';

const editor: Person = { id: 2, name: 'Cian Walsh', email: 'cian@firm.example', role: 'editor' };
const publisher: Person = { id: 1, name: 'Aoife Byrne', email: 'aoife@firm.example', role: 'publisher' };

let project: TestProject;
let store: Store;
let running: RunningPublishing;

const published = () =>
  JSON.parse(
    running.releases.live() ? readFileSync(running.releases.live()!.manifestFile, 'utf8') : fixtureText,
  ) as SiteManifest;
const livePage = (path: string) => readFileSync(join(running.releases.live()!.clientDir, path, 'index.html'), 'utf8');
const edited = (change: (manifest: SiteManifest) => void) =>
  draftOf(project.git(['show', 'HEAD:site.manifest.json']), change);
const faqAnswer = (manifest: SiteManifest) => faqItems(manifest)[0]!;

beforeAll(async () => {
  project = makeProject();
  store = await Store.open(project.dataDir);
  running = await publishingOn(project, store);
});

afterAll(async () => {
  await running.worker.stop();
  await store.close();
  project.remove();
});

describe('publishing from the editor', () => {
  it('publishes an FAQ answer at once: a commit by its author, a new build switched live, pushed', async () => {
    const change = edited((m) => (faqAnswer(m).answer += ' We confirm it in writing.'));
    const publication = await running.publishing.submit(change, editor);
    expect(publication).toMatchObject({ state: 'queued', speed: 'at-once' });
    expect(await running.worker.runDue()).toBe(1);

    const done = await running.publishing.get(publication.id);
    expect(done).toMatchObject({ state: 'published', pushed: true, message: expect.stringMatching(/^Live:/) });
    expect(project.git(['log', '-1', '--format=%an <%ae>%n%s%n%b'])).toMatch(
      /^Cian Walsh <cian@firm.example>\n.*FAQ.*\n[\s\S]*Publication: [0-9a-f]{16}$/,
    );
    expect(readlinkSync(join(project.root, 'dist', 'live'))).toContain(done.release!);
    expect(livePage('services/opsos')).toContain('We confirm it in writing.');
    expect(project.remoteManifest()).toContain('We confirm it in writing.');
  }, 120_000);

  it('holds an editor’s price change for a publisher, who approves it; then it is live', async () => {
    const change = edited((m) => (m.services[0].tiers[0].price = { amount: 1750 }));
    const waiting = await running.publishing.submit({ ...change, note: 'New rate from January' }, editor);
    expect(waiting).toMatchObject({
      state: 'waiting',
      speed: 'review',
      reasons: [expect.stringMatching(/^It changes a price/)],
    });
    expect(await running.worker.runDue()).toBe(0);
    expect(published().services[0].tiers[0].price).toEqual({ amount: 1600 });

    const approved = await running.publishing.approve(waiting.id, publisher);
    expect(approved).toMatchObject({ state: 'queued', publisher: { name: 'Aoife Byrne' } });
    await running.worker.runDue();
    expect((await running.publishing.get(waiting.id)).state).toBe('published');
    expect(published().services[0].tiers[0].price).toEqual({ amount: 1750 });
    expect(project.git(['log', '-1', '--format=%an%n%b'])).toMatch(/^Cian Walsh\n[\s\S]*Approved by Aoife Byrne/);
  }, 120_000);

  it('sends a change back with the publisher’s comment, and nothing changes', async () => {
    const change = edited((m) => m.routes.pop());
    const waiting = await running.publishing.submit(change, editor);
    const sentBack = await running.publishing.sendBack(waiting.id, publisher, 'Keep the page until the event is over.');
    expect(sentBack).toMatchObject({ state: 'sent-back', comment: 'Keep the page until the event is over.' });
    expect(await running.worker.runDue()).toBe(0);
    await expect(running.publishing.approve(waiting.id, publisher)).rejects.toThrow(/sent-back now/);
  });

  it('rolls back to an earlier version with a new commit, switching to its kept build', async () => {
    const { versions } = await running.publishing.history(10);
    expect(versions[0]).toMatchObject({ live: true, author: { name: 'Cian Walsh' }, approvedBy: 'Aoife Byrne' });
    const faqVersion = versions[1]!;
    expect(faqVersion.changes.join(' ')).toMatch(/We confirm it in writing/);
    const faqRelease = (await running.publishing.get(faqVersion.publicationId!)).release;
    const headBefore = project.git(['rev-parse', 'HEAD']);

    const rollback = await running.publishing.rollback(faqVersion.commit, publisher);
    await running.worker.runDue();

    expect(await running.publishing.get(rollback.id)).toMatchObject({
      state: 'published',
      kind: 'rollback',
      release: faqRelease,
    });
    expect(published().services[0].tiers[0].price).toEqual({ amount: 1600 });
    expect(project.git(['rev-list', '--count', `${headBefore}..HEAD`])).toBe('1');
    expect(project.git(['log', '-1', '--format=%s'])).toMatch(/^Roll back to version/);
    expect(project.remoteManifest()).toBe(project.git(['show', `${faqVersion.commit}:site.manifest.json`]) + '\n');
    const after = await running.publishing.history(10);
    expect(after.versions[0]).toMatchObject({ live: true, title: expect.stringMatching(/^Roll back/) });
  }, 120_000);

  it('publishes from a second database into the same repository without taking its publication 1 for this one', async () => {
    // `npm run edit` on a developer's machine and `npm run admin` on the server number publications each from 1: a
    // commit's trailer must name exactly one of them, or a resumed publish would take another's version for its own.
    const other = await Store.open(join(project.dataDir, 'second'));
    const second = await publishingOn(project, other);
    try {
      const change = edited((m) => (faqAnswer(m).answer += ' Also from the second editor.'));
      const publication = await second.publishing.submit(change, publisher);
      expect(publication.id).toBe(1);
      await second.worker.runDue();
      expect(await second.publishing.get(publication.id)).toMatchObject({ state: 'published' });
      expect(published().routes).toEqual(JSON.parse(JSON.stringify((change.value as unknown as SiteManifest).routes)));
      expect(project.git(['log', '-1', '--format=%B'])).toContain(`Publication: ${publication.key}`);
    } finally {
      await second.worker.stop();
      await other.close();
    }
  }, 120_000);
});
