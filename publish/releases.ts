// Releases: each version of the site built once, in a folder of its own (dist/releases/<key>), and the live link
// (dist/live → releases/<key>) that says which one the server answers from. A build happens in a `.building-*` folder
// and is renamed into place only when complete, so a release folder is always a whole site; switching is one rename
// of a new link over the old one (atomic on POSIX). A release of the same key is kept and reused: a rollback is a switch.
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
} from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { buildKey, buildScratch } from '../change-review/scratch-build.ts';
import { releaseFolders, type ReleaseFolders } from '../server/live-site.ts';
import { buildFailure } from './release-failure.ts';

export { ReleaseBuildFailed } from './release-failure.ts';

export interface Release extends ReleaseFolders {
  key: string;
  dir: string;
}

const BUILDING = '.building-';
const LIVE_TEMP = '.live-';
const COMPLETE_MARK = join('dist', 'BUILD_OK');

/** The release in `dir` (named by its key), complete or not. */
function releaseAt(dir: string): Release {
  return { key: basename(dir), dir, ...releaseFolders(dir) };
}

const isComplete = (dir: string) => existsSync(join(dir, COMPLETE_MARK));
const randomName = () => randomBytes(6).toString('hex');

/** A build folder's name says which process builds in it (.building-<key>-<pid>-<random>). */
function builtByAnotherLiveProcess(entry: string): boolean {
  const pid = Number(entry.split('-')[2]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class Releases {
  readonly projectRoot: string;
  readonly distDir: string;
  /** Where the releases are: <distDir>/releases. */
  readonly releasesDir: string;
  /** The live link: <distDir>/live. */
  readonly liveLink: string;
  /** Builds under way in this process: tidy() leaves their folders alone. */
  private readonly building = new Set<string>();

  constructor(options: { projectRoot: string; distDir?: string }) {
    this.projectRoot = resolve(options.projectRoot);
    this.distDir = resolve(options.distDir ?? join(this.projectRoot, 'dist'));
    this.releasesDir = join(this.distDir, 'releases');
    this.liveLink = join(this.distDir, 'live');
  }

  /**
   * Builds manifestText into a release, or reuses the complete release of the same key. Throws ReleaseBuildFailed, in
   * words, when the build fails or the disk is full; a failed build leaves no release folder behind.
   */
  async build(manifestText: string): Promise<Release & { reused: boolean }> {
    const key = buildKey(this.projectRoot, manifestText);
    const made = this.get(key);
    if (made) return { ...this.touched(made), reused: true };
    mkdirSync(this.releasesDir, { recursive: true });
    const folder = join(this.releasesDir, `${BUILDING}${key}-${process.pid}-${randomName()}`);
    this.building.add(folder);
    try {
      try {
        mkdirSync(folder);
        await buildScratch(this.projectRoot, folder, manifestText);
        if (!isComplete(folder)) throw new Error('The build ended without marking the site complete.');
      } catch (error) {
        const failure = buildFailure(error, this.releasesDir);
        rmSync(folder, { recursive: true, force: true });
        throw failure;
      }
      // Another process may have made the same release meanwhile: the same key is the same site.
      const other = this.get(key);
      if (other) {
        rmSync(folder, { recursive: true, force: true });
        return { ...this.touched(other), reused: true };
      }
      const dir = join(this.releasesDir, key);
      rmSync(dir, { recursive: true, force: true }); // an incomplete leftover of the same key
      renameSync(folder, dir);
      return { ...this.touched(releaseAt(dir)), reused: false };
    } finally {
      this.building.delete(folder);
    }
  }

  /** Points the live link at a complete release: a new link beside it, renamed over it. */
  switchTo(key: string): void {
    const release = this.get(key);
    if (!release) throw new Error(`There is no complete release ${key} to switch to.`);
    const temporary = join(this.distDir, `${LIVE_TEMP}${randomName()}`);
    symlinkSync(join('releases', key), temporary);
    try {
      renameSync(temporary, this.liveLink);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
  }

  /** The release the live link points to now, if any. */
  live(): Release | undefined {
    let target: string;
    try {
      target = readlinkSync(this.liveLink);
    } catch {
      return undefined;
    }
    const dir = resolve(this.distDir, target);
    return existsSync(dir) ? releaseAt(dir) : undefined;
  }

  /** The complete release of that key, if there is one. */
  get(key: string): Release | undefined {
    if (!/^[0-9a-f]{16}$/.test(key)) return undefined;
    const dir = join(this.releasesDir, key);
    return isComplete(dir) ? releaseAt(dir) : undefined;
  }

  /**
   * Removes what a killed or failed run left (`.building-*` folders of no running build, `.live-*` links, incomplete
   * releases) and every
   * release but the live one and the `keep` most recently made or used others.
   */
  tidy(keep = 5): void {
    for (const entry of existsSync(this.distDir) ? readdirSync(this.distDir) : [])
      if (entry.startsWith(LIVE_TEMP)) rmSync(join(this.distDir, entry), { force: true });
    if (!existsSync(this.releasesDir)) return;
    const liveKey = this.live()?.key;
    const complete: { dir: string; madeAt: number }[] = [];
    for (const entry of readdirSync(this.releasesDir)) {
      const dir = join(this.releasesDir, entry);
      if (entry === liveKey || this.building.has(dir)) continue;
      if (entry.startsWith(BUILDING) && builtByAnotherLiveProcess(entry)) continue;
      if (!entry.startsWith(BUILDING) && this.get(entry)) complete.push({ dir, madeAt: statSync(dir).mtimeMs });
      else rmSync(dir, { recursive: true, force: true });
    }
    complete.sort((a, b) => b.madeAt - a.madeAt);
    for (const { dir } of complete.slice(Math.max(0, keep))) rmSync(dir, { recursive: true, force: true });
  }

  /** Marks a release as made or used now, so tidy() keeps it among the most recent. */
  private touched(release: Release): Release {
    const now = new Date();
    utimesSync(release.dir, now, now);
    return release;
  }
}
