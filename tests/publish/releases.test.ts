// Releases (publish/releases.ts) with real builds of the fixture site into a temporary dist folder: a release is built
// once and reused, a switch moves the live link, and a build that fails (a broken manifest, a full disk) leaves no
// release behind and the live site as it was.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReleaseBuildFailed, Releases, type Release } from '../../publish/releases.ts';
import { fixtureManifest, fixtureText, PROJECT_ROOT } from '../support/fixture-site.ts';

const made: string[] = [];
function tempDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'releases-'));
  made.push(dir);
  return join(dir, 'dist');
}

let releases: Releases;
let built: Release & { reused: boolean };

beforeAll(async () => {
  releases = new Releases({ projectRoot: PROJECT_ROOT, distDir: tempDist() });
  built = await releases.build(fixtureText);
});

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('building a release', () => {
  it('builds the whole site of the manifest into a release folder of its own', () => {
    expect(built.reused).toBe(false);
    expect(built.dir).toBe(join(releases.releasesDir, built.key));
    const home = fixtureManifest().routes[0]!.blocks[0] as { title: string };
    expect(readFileSync(join(built.clientDir, 'index.html'), 'utf8')).toContain(home.title);
    expect(existsSync(join(built.clientDir, '404.html'))).toBe(true);
    expect(readFileSync(built.manifestFile, 'utf8')).toBe(fixtureText);
    const files = fixtureManifest().downloads.map((d) => d.file);
    expect(readdirSync(built.downloadsDir)).toEqual(expect.arrayContaining(files));
    expect(releases.get(built.key)).toEqual(releaseOf(built));
    expect(readdirSync(releases.releasesDir)).toEqual([built.key]);
  });

  it('reuses the release of the same manifest without building again', async () => {
    const started = performance.now();
    const again = await releases.build(fixtureText);
    expect(again).toEqual({ ...releaseOf(built), reused: true });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('switches the live link to a release, and refuses a release that is not there', () => {
    expect(releases.live()).toBeUndefined();
    releases.switchTo(built.key);
    expect(releases.live()).toEqual(releaseOf(built));
    expect(readlinkSync(releases.liveLink)).toBe(join('releases', built.key));
    expect(() => releases.switchTo('0123456789abcdef')).toThrow(/no complete release/);
    expect(releases.live()?.key).toBe(built.key);
    expect(readdirSync(releases.distDir).filter((name) => name.startsWith('.live-'))).toEqual([]);
  });

  it('says in words why a manifest could not be built, and leaves no release and the live site as they were', async () => {
    releases.switchTo(built.key);
    const failure = await releases.build('{ "site": ').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ReleaseBuildFailed);
    expect((failure as Error).message).toMatch(/^The build failed, so nothing changed on the live site:\n/);
    expect((failure as Error).message).toContain('not valid JSON');
    expect(readdirSync(releases.releasesDir)).toEqual([built.key]);
    expect(releases.live()?.key).toBe(built.key);
  });
});

describe('tidying', () => {
  it('keeps the live release and the most recent others, and removes what failed or killed runs left', () => {
    const tidy = new Releases({ projectRoot: PROJECT_ROOT, distDir: tempDist() });
    const keys = ['a', 'b', 'c', 'd', 'e'].map((letter) => letter.repeat(16));
    keys.forEach((key, age) => {
      const dir = join(tidy.releasesDir, key);
      mkdirSync(join(dir, 'dist'), { recursive: true });
      writeFileSync(join(dir, 'dist', 'BUILD_OK'), 'done\n');
      const madeAt = new Date(Date.now() - (keys.length - age) * 60_000); // a oldest, e newest
      utimesSync(dir, madeAt, madeAt);
    });
    mkdirSync(join(tidy.releasesDir, '1234567890abcdef', 'dist'), { recursive: true }); // never completed
    mkdirSync(join(tidy.releasesDir, `.building-${'f'.repeat(16)}-999999999-0a1b2c`)); // its process is gone
    const ownBuild = join(tidy.releasesDir, `.building-${'f'.repeat(16)}-${process.pid}-0a1b2c`);
    mkdirSync(ownBuild); // a kill of this very process id cannot have left it running: it is removed as well
    tidy.switchTo(keys[0]!);
    symlinkSync(join('releases', keys[1]!), join(tidy.distDir, '.live-0a1b2c'));

    tidy.tidy(2);

    expect(readdirSync(tidy.releasesDir).sort()).toEqual([keys[0], keys[3], keys[4]]);
    expect(readdirSync(tidy.distDir).sort()).toEqual(['live', 'releases']);
    expect(tidy.live()?.key).toBe(keys[0]);
  });
});

function releaseOf({ key, dir, clientDir, manifestFile, downloadsDir }: Release): Release {
  return { key, dir, clientDir, manifestFile, downloadsDir };
}
