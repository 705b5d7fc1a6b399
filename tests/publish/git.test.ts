// Publishing's git steps on real repositories: a bare repository on disk is the shared one, "server" is the
// project folder the editor publishes from, and "developer" is a second clone that pushes changes meanwhile.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { ConflictError, ProjectRepository, PushFailed } from '../../publish/git.ts';

interface Manifest {
  site: { firmName: string };
  services: { id: string; tiers: { id: string; name: string; price: { amount: number } }[] }[];
}

const manifest: Manifest = {
  site: { firmName: 'Northwind Ops' },
  services: [{ id: 'ops-audit', tiers: [{ id: 'quick-scan', name: 'Quick Scan', price: { amount: 1595 } }] }],
};
const textOf = (value: Manifest) => `${JSON.stringify(value, null, 2)}\n`;
const ann = { name: 'Ann Editor', email: 'ann@example.com' };

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Dev Eloper', '-c', 'user.email=dev@example.com', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trimEnd();
}

/** The shared repository with one commit, cloned as the server's project folder and as a developer's. */
function repositories() {
  folder = mkdtempSync(join(tmpdir(), 'publish-git-'));
  const [remote, server, developer] = [join(folder, 'shared.git'), join(folder, 'server'), join(folder, 'developer')];
  git(folder, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  git(folder, 'init', '--quiet', '--initial-branch=main', server);
  writeFileSync(join(server, 'site.manifest.json'), textOf(manifest));
  writeFileSync(join(server, 'README.md'), 'The site.\n');
  git(server, 'add', '.');
  git(server, 'commit', '--quiet', '-m', 'The site');
  git(server, 'push', '--quiet', remote, 'HEAD:refs/heads/main');
  git(folder, 'clone', '--quiet', remote, developer);
  return { remote, server, developer, repository: new ProjectRepository({ root: server, remote }) };
}

/** A developer's commit, pushed to the shared repository. */
function developerPushes(developer: string, change: (value: Manifest) => void, message = 'A developer change') {
  const value = JSON.parse(readFileSync(join(developer, 'site.manifest.json'), 'utf8')) as Manifest;
  change(value);
  writeFileSync(join(developer, 'site.manifest.json'), textOf(value));
  git(developer, 'commit', '--quiet', '-am', message);
  git(developer, 'push', '--quiet', 'origin', 'HEAD:main');
}

function withPrice(amount: number): string {
  const value = structuredClone(manifest);
  value.services[0]!.tiers[0]!.price.amount = amount;
  return textOf(value);
}

/** A publication of the manifest with its first price at `amount`, by Ann, with the trailer `key`. */
const commitPrice = (repository: ProjectRepository, amount: number, message: string, key: string) =>
  repository.commitManifest({ text: withPrice(amount), author: ann, message, publicationKey: key });

const sharedManifest = (remote: string) => JSON.parse(git(remote, 'show', 'main:site.manifest.json')) as Manifest;

describe('committing a publication', () => {
  test('commits only the manifest, with the person as author, the server as committer and the trailer', async () => {
    const { server, repository } = repositories();
    writeFileSync(join(server, 'README.md'), 'Someone is still editing this.\n');
    writeFileSync(join(server, 'notes.txt'), 'staged, not published\n');
    git(server, 'add', 'notes.txt');
    mkdirSync(join(server, 'downloads'));
    writeFileSync(join(server, 'downloads', 'price-list.pdf'), '%PDF-1.4');

    const hash = await repository.commitManifest({
      text: withPrice(1695),
      author: ann,
      message: 'Changed a price: Quick Scan €1,595 → €1,695',
      publicationKey: '0000000000000007',
      also: ['downloads', 'missing-folder'],
    });

    expect(hash).toBe(git(server, 'rev-parse', 'HEAD'));
    expect(git(server, 'show', '--no-patch', '--format=%an <%ae>|%cn <%ce>', hash)).toBe(
      'Ann Editor <ann@example.com>|Site editor <editor@localhost>',
    );
    expect(git(server, 'show', '--no-patch', '--format=%B', hash)).toBe(
      'Changed a price: Quick Scan €1,595 → €1,695\n\nPublication: 0000000000000007',
    );
    expect(git(server, 'show', '--name-only', '--format=', hash).split('\n')).toEqual([
      'downloads/price-list.pdf',
      'site.manifest.json',
    ]);
    expect(git(server, 'status', '--porcelain')).toBe(' M README.md\nA  notes.txt');
    expect(await repository.manifestAt(hash)).toBe(withPrice(1695));
  });

  test('an unchanged text is still a commit, and each publication is found by its own number', async () => {
    const { repository } = repositories();
    const seven = await commitPrice(repository, 1695, 'A', '0000000000000007');
    const seventy = await commitPrice(repository, 1695, 'Rolled back to the same text', '0000000000000070');
    expect(seventy).not.toBe(seven);
    expect(await repository.findPublication('0000000000000007')).toBe(seven);
    expect(await repository.findPublication('0000000000000070')).toBe(seventy);
    expect(await repository.findPublication('0000000000000001')).toBeUndefined();
  });

  test('history lists the versions of the manifest, newest first, in words', async () => {
    const { server, repository } = repositories();
    await commitPrice(repository, 1695, 'Raised a price', '0000000000000001');
    writeFileSync(join(server, 'README.md'), 'Not a version of the site.\n');
    git(server, 'commit', '--quiet', '-am', 'Docs');
    await commitPrice(repository, 1695, 'Same again', '0000000000000002');

    const history = await repository.history(10);
    expect(history.map(({ message, publicationKey }) => ({ message, publicationKey }))).toEqual([
      { message: 'Same again', publicationKey: '0000000000000002' },
      { message: 'Raised a price', publicationKey: '0000000000000001' },
      { message: 'The site', publicationKey: undefined },
    ]);
    expect(history[0]).toMatchObject({ hash: await repository.head(), author: ann });
    expect(new Date(history[0]!.date).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await repository.history(1)).toHaveLength(1);
  });

  test('a stale index lock left by a killed git is removed, a fresh one is not', () => {
    const { server, repository } = repositories();
    const lock = join(server, '.git', 'index.lock');
    writeFileSync(lock, '');
    repository.clearStaleLock();
    expect(existsSync(lock)).toBe(true);
    utimesSync(lock, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    repository.clearStaleLock();
    expect(existsSync(lock)).toBe(false);
  });
});

describe('pushing to the shared repository', () => {
  test('pushes the publication', async () => {
    const { remote, repository } = repositories();
    await commitPrice(repository, 1695, 'Price', '0000000000000001');
    await repository.push();
    expect(git(remote, 'rev-parse', 'main')).toBe(await repository.head());
    expect(await repository.pullRemote()).toBe(false);
  });

  test('a developer changed another part meanwhile: both changes are merged and pushed', async () => {
    const { remote, server, developer, repository } = repositories();
    // The currency goes right beside the amount: git's own line merge would call this a conflict.
    developerPushes(developer, (value) => {
      value.site.firmName = 'Northwind Operations';
      Object.assign(value.services[0]!.tiers[0]!.price, { currency: 'EUR' });
    });
    await commitPrice(repository, 1695, 'Price', '0000000000000001');

    await repository.push();

    expect(git(remote, 'rev-parse', 'main')).toBe(await repository.head());
    const shared = sharedManifest(remote);
    expect(shared.site.firmName).toBe('Northwind Operations');
    expect(shared.services[0]!.tiers[0]!.price).toEqual({ amount: 1695, currency: 'EUR' });
    expect(readFileSync(join(server, 'site.manifest.json'), 'utf8')).toBe(
      git(remote, 'show', 'main:site.manifest.json') + '\n',
    );
    expect(git(server, 'status', '--porcelain')).toBe('');
  });

  test('a developer changed the same price: a conflict in words, and the project folder is left as it was', async () => {
    const { remote, server, developer, repository } = repositories();
    developerPushes(developer, (value) => (value.services[0]!.tiers[0]!.price.amount = 1795));
    const published = await commitPrice(repository, 1695, 'Price', '0000000000000001');

    const failure = await repository.push().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ConflictError);
    expect((failure as Error).message).toMatch(/^A developer changed the same thing meanwhile: .*Quick Scan.*price/);
    expect((failure as Error).message).toMatch(/is 1795 in the shared repository and 1695 in this change\.$/);
    expect(await repository.head()).toBe(published);
    expect(existsSync(join(server, '.git', 'MERGE_HEAD'))).toBe(false);
    expect(git(server, 'status', '--porcelain')).toBe('');
    expect(sharedManifest(remote).services[0]!.tiers[0]!.price.amount).toBe(1795);
  });

  test("a developer's change to another file is merged by git", async () => {
    const { remote, server, developer, repository } = repositories();
    writeFileSync(join(developer, 'README.md'), 'The site, documented.\n');
    git(developer, 'commit', '--quiet', '-am', 'Docs');
    git(developer, 'push', '--quiet', 'origin', 'HEAD:main');
    await commitPrice(repository, 1695, 'Price', '0000000000000001');

    await repository.push();

    expect(git(remote, 'show', 'main:README.md')).toBe('The site, documented.');
    expect(sharedManifest(remote).services[0]!.tiers[0]!.price.amount).toBe(1695);
    expect(git(server, 'rev-list', '--parents', '--max-count=1', 'HEAD').split(' ')).toHaveLength(3);
  });

  test('a merge left unfinished by a killed publish is aborted before the next commit', async () => {
    const { server, developer, repository } = repositories();
    developerPushes(developer, (value) => (value.services[0]!.tiers[0]!.price.amount = 1795));
    await commitPrice(repository, 1695, 'Price', '0000000000000001');
    git(server, 'fetch', '--quiet', join(folder, 'shared.git'), 'main');
    expect(() => git(server, 'merge', '--no-commit', 'FETCH_HEAD')).toThrow();
    writeFileSync(join(server, '.git', 'PUBLISH_MERGE'), 'killed while merging\n');

    const hash = await commitPrice(repository, 1895, 'Next', '0000000000000002');

    expect(existsSync(join(server, '.git', 'MERGE_HEAD'))).toBe(false);
    expect(await repository.manifestAt(hash)).toBe(withPrice(1895));
  });

  test('without a remote nothing is pushed; a remote that does not exist fails in words', async () => {
    const { server, remote } = repositories();
    const local = new ProjectRepository({ root: server });
    await local.commitManifest({
      text: withPrice(1695),
      author: ann,
      message: 'Price',
      publicationKey: '0000000000000001',
    });
    await expect(local.push()).resolves.toBeUndefined();
    expect(await local.pullRemote()).toBe(false);
    expect(git(remote, 'rev-parse', 'main')).not.toBe(await local.head());

    const nowhere = new ProjectRepository({ root: server, remote: join(folder, 'no-such-repository.git') });
    const failure = await nowhere.push().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PushFailed);
    expect((failure as Error).message).toMatch(/^The shared repository could not be reached: .*no-such-repository/);
  });
});
