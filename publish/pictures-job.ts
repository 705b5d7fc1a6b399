// The pictures of one change, made as `npm run review` makes them, from two complete releases: the pages that show
// differently (change-review's rendered.ts and compareBuilds), then before/after pictures of the first few of them at
// a phone and a desktop width (change-review's takePictures, in Chromium), each release served by this process.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { compareBuilds } from '../change-review/compare.ts';
import { takePictures } from '../change-review/pictures.ts';
import { readRendered, scanBuild, type BuildFiles } from '../change-review/rendered.ts';
import type { SiteManifest } from '../schema/site.types.ts';
import { serveFolder } from './pictures-serve.ts';
import type { Release } from './releases.ts';

/** Pictures are taken of this many pages at most, so they are ready within a minute on a small machine. */
const MAX_PICTURED_PAGES = 3;

export interface PagePicture {
  path: string;
  width: number;
  /** File names in the publication's picture folder; absent for a page that does not exist in that version. */
  before?: string;
  after?: string;
}

/** What a publication's picture folder holds (its index.json). */
export interface PicturesIndex {
  publicationId: number;
  /** The two releases compared. */
  before: string;
  after: string;
  /** How many pages show differently (only the first MAX_PICTURED_PAGES of them are pictured). */
  reached: number;
  pages: PagePicture[];
  madeAt: string;
}

const manifestOf = (release: Release) => JSON.parse(readFileSync(release.manifestFile, 'utf8')) as SiteManifest;

/** A release's pages only: the documents' words are the review's business, not the pictures'. */
const pagesOf = (release: Release, manifest: SiteManifest): BuildFiles => ({
  ...scanBuild(release.clientDir, release.downloadsDir, manifest),
  documents: new Map(),
});

/** The addresses that show differently in `after`, in the review's order (home first), without aliases and /404. */
async function pagesShownDifferently(before: Release, after: Release) {
  const [beforeManifest, afterManifest] = [manifestOf(before), manifestOf(after)];
  const beforeFiles = pagesOf(before, beforeManifest);
  const afterFiles = pagesOf(after, afterManifest);
  const differences = compareBuilds(
    await readRendered(beforeFiles, afterFiles),
    await readRendered(afterFiles, beforeFiles),
  );
  const aliases = new Set([...beforeManifest.routes, ...afterManifest.routes].flatMap((route) => route.aliases ?? []));
  return differences.pages.filter((page) => !aliases.has(page.path) && page.path !== '/404');
}

/** Compares the two releases and pictures the pages that differ into outDir/images; gives the index to write. */
export async function makePictures(
  publicationId: number,
  before: Release,
  after: Release,
  outDir: string,
): Promise<PicturesIndex> {
  const shown = await pagesShownDifferently(before, after);
  const index: PicturesIndex = {
    publicationId,
    before: before.key,
    after: after.key,
    reached: shown.length,
    pages: [],
    madeAt: new Date().toISOString(),
  };
  if (shown.length === 0) return index;
  const servers = await Promise.all([serveFolder(before.clientDir), serveFolder(after.clientDir)]);
  try {
    const pictures = await takePictures(shown.slice(0, MAX_PICTURED_PAGES), servers[0].url, servers[1].url, outDir);
    index.pages = pictures.map(({ path, width, before: was, after: is }) => ({
      path,
      width,
      before: was && basename(was),
      after: is && basename(is),
    }));
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
  index.madeAt = new Date().toISOString();
  return index;
}
