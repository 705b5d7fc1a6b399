// Every download of the manifest as bytes, in manifest order: the documents generated from content/<slug>.ts (laid out
// by pdf/ or docx/), the hand-made files (downloads/) as they are, and the ZIP bundling the rest. Documents are build
// output (never tracked): downloads/ holds only hand-made files, so a price change shows in git as the manifest.
// Output is deterministic: unchanged content regenerates identical bytes (tests/unit/downloads.test.ts relies on it).
// Reads no disk: the caller gives the hand-made files (site/node.ts writes the result to dist/downloads).
import type { Download, SiteManifest } from '../schema/site.types.ts';
import { createFacts, type Facts } from './facts.ts';
import { renderPdf } from './pdf/render.ts';
import { renderDocx } from './docx/render.ts';
import { buildZip } from './zip.ts';
import { documentSources } from './content/index.ts';

export interface BuiltDownload {
  slug: string;
  file: string;
  type: Download['type'];
  bytes: Buffer;
}

/** The hand-made download files, as the caller reads them. */
export interface HandMadeFiles {
  /** The folder as messages show it ("downloads"). */
  shown: string;
  /** A file's bytes, or undefined when the folder has no such file. */
  read(file: string): Buffer | undefined;
}

/** One non-ZIP download's bytes: its document, generated, or else the hand-made file of that name. */
async function renderDownload(download: Download, facts: Facts, handMade: HandMadeFiles): Promise<Buffer> {
  const build = documentSources[download.slug];
  if (!build) {
    const bytes = handMade.read(download.file);
    if (bytes) return bytes;
    throw new Error(
      `Download '${download.slug}' has no file: put ${download.file} in the downloads folder (${handMade.shown}), or generate it by adding documents/content/${download.slug}.ts and listing it in content/index.ts.`,
    );
  }
  const source = build(facts);
  switch (download.type) {
    case 'pdf':
      return renderPdf(source, facts);
    case 'docx':
      return renderDocx(source, facts);
    case 'zip':
      throw new Error(
        `Download '${download.slug}' is a ZIP; ZIPs bundle the other downloads and have no content of their own.`,
      );
  }
}

/** Every download of the manifest: the generated documents, the hand-made files, and the ZIPs of them all. */
export async function renderDownloads(manifest: SiteManifest, handMade: HandMadeFiles): Promise<BuiltDownload[]> {
  const facts = createFacts(manifest);
  const written: BuiltDownload[] = [];
  for (const download of manifest.downloads.filter((d) => d.type !== 'zip')) {
    written.push({
      slug: download.slug,
      file: download.file,
      type: download.type,
      bytes: await renderDownload(download, facts, handMade),
    });
  }
  const bundled = written.map((f) => ({ name: f.file, bytes: f.bytes }));
  for (const download of manifest.downloads.filter((d) => d.type === 'zip')) {
    written.push({ slug: download.slug, file: download.file, type: download.type, bytes: buildZip(bundled) });
  }
  // Keep manifest order in the result.
  return manifest.downloads.map((d) => written.find((f) => f.slug === d.slug)!);
}
