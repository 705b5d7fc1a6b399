// The site the server answers from: the release the live link (dist/live → releases/<key>) points to, or the build in
// config.clientDir while there is no link (`npm start`, or before the first publish). Each request takes one version
// (its pages, its manifest snapshot, its downloads) and is answered wholly from it. The link is read again at most
// every 250 ms as requests come, and at once on changed(); a new version is prepared (its manifest loaded, its 404 and
// home page read) before it replaces the old one, so no request sees a half-loaded release.
import { readlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { manifestSnapshotPath } from '../model/node/paths.ts';
import type { SiteManifest } from '../schema/site.types.ts';
import type { Logger } from './log.ts';
import { loadManifest } from './manifest.ts';
import { SiteFiles } from './static/site-files.ts';

/** Where one release's parts are, inside its folder (a scratch copy of the project, built). */
export interface ReleaseFolders {
  clientDir: string;
  manifestFile: string;
  downloadsDir: string;
}

export function releaseFolders(dir: string): ReleaseFolders {
  const clientDir = join(dir, 'dist', 'client');
  return { clientDir, manifestFile: manifestSnapshotPath(clientDir), downloadsDir: join(dir, 'dist', 'downloads') };
}

/** One complete site: what a request is answered from. */
export interface SiteVersion extends ReleaseFolders {
  files: SiteFiles;
  manifest: () => Promise<SiteManifest>;
  /** The link's target this version came from; undefined for the build in config.clientDir. */
  target?: string;
}

const RECHECK_MS = 250;
const NOT_FOUND_URL = '/404.html';

export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined; // a later call tries again
      throw error;
    }));
}

function readTarget(link: string): string | undefined {
  try {
    return readlinkSync(link);
  } catch {
    return undefined;
  }
}

export class LiveSite {
  private version: SiteVersion;
  private readonly fallback: SiteVersion;
  private checkedAt = 0;
  /** The target being prepared (or the one served), so a check during preparation starts nothing new. */
  private wanted: string | undefined;
  private preparing: Promise<void> = Promise.resolve();
  /** A target that could not be prepared: tried again on changed() only, not on every check. */
  private failed: string | undefined;

  constructor(
    fallback: ReleaseFolders & { manifest: () => Promise<SiteManifest> },
    private readonly link: string | undefined,
    private readonly log: Logger,
  ) {
    this.fallback = { ...fallback, files: new SiteFiles(fallback.clientDir) };
    const target = link === undefined ? undefined : readTarget(link);
    this.version = target === undefined ? this.fallback : this.versionOf(target);
    this.wanted = target;
    this.checkedAt = Date.now();
  }

  /** The version to answer a request from now; reads the link when the last read is 250 ms old. */
  current(): SiteVersion {
    if (this.link === undefined) return this.version;
    const now = Date.now();
    if (now - this.checkedAt >= RECHECK_MS) {
      this.checkedAt = now;
      this.check(false);
    }
    return this.version;
  }

  /** Reads the link now; resolves when the version it names is served (or could not be prepared). */
  changed(): Promise<void> {
    if (this.link === undefined) return Promise.resolve();
    this.checkedAt = Date.now();
    this.check(true);
    return this.preparing;
  }

  private check(force: boolean): void {
    const target = readTarget(this.link!);
    if (target === this.wanted) return;
    if (target === this.failed && !force) return;
    this.wanted = target;
    this.preparing = this.prepare(target);
  }

  private versionOf(target: string): SiteVersion {
    const folders = releaseFolders(resolve(dirname(this.link!), target));
    return {
      ...folders,
      target,
      files: new SiteFiles(folders.clientDir),
      manifest: once(() => loadManifest(folders.manifestFile)),
    };
  }

  private async prepare(target: string | undefined): Promise<void> {
    const next = target === undefined ? this.fallback : this.versionOf(target);
    try {
      await next.manifest();
      if (!(await next.files.find(NOT_FOUND_URL))) throw new Error(`${join(next.clientDir, '404.html')} is missing`);
      await next.files.find('/');
    } catch (error) {
      if (this.wanted !== target) return;
      this.failed = target;
      this.wanted = this.version.target;
      this.log.error('the live link names a release that cannot be served; the site stays as it was', {
        release: target,
        error: (error as Error).message,
      });
      return;
    }
    // A later change of the link may have started another preparation meanwhile: only the latest one is served.
    if (this.wanted !== target) return;
    this.failed = undefined;
    if (this.version !== next) this.log.info('live site switched', { release: target ?? next.clientDir });
    this.version = next;
  }
}
