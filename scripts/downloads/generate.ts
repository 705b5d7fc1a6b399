// `npm run gen:downloads` (also run by every build): writes every download of site.manifest.json to dist/downloads/<file>.
// PDFs are laid out by pdf-layout.ts from content/<slug>.ts, the .docx by docx-layout.ts, and the ZIP bundles the rest.
// A download without a content source is a file made by hand in downloads/, copied as it is. Generated documents are
// build output (never tracked): downloads/ holds only hand-made files, so a price change shows in git as the manifest.
// Output is deterministic: unchanged content regenerates identical bytes (tests/unit/downloads.test.ts relies on it).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Download, SiteManifest } from '../../schema/site.types.ts';
import { createFacts, readManifest, type Facts } from './facts.ts';
import { renderPdf } from './pdf-layout.ts';
import { renderDocx } from './docx-layout.ts';
import { buildZip } from './zip.ts';
import { contents } from './content/index.ts';
import { builtDownloadsDir, downloadsDir, shownPath } from '../../model/node/load.ts';

export interface GeneratedFile {
  slug: string;
  file: string;
  type: Download['type'];
  bytes: Buffer;
}

/** Renders one non-ZIP download to bytes. A download without a content source is a file supplied by hand in ownDir. */
export async function renderDownload(download: Download, facts: Facts, ownDir: string = downloadsDir()): Promise<Buffer> {
  const build = contents[download.slug];
  if (!build) {
    const supplied = join(ownDir, download.file);
    if (existsSync(supplied)) return readFileSync(supplied);
    throw new Error(
      `Download '${download.slug}' has no file: put ${download.file} in the downloads folder (${shownPath(ownDir)}), or generate it by adding scripts/downloads/content/${download.slug}.ts and listing it in content/index.ts.`,
    );
  }
  const source = build(facts);
  switch (download.type) {
    case 'pdf':
      return renderPdf(source, facts);
    case 'docx':
      return renderDocx(source, facts);
    case 'zip':
      throw new Error(`Download '${download.slug}' is a ZIP; ZIPs bundle the other downloads and have no content of their own.`);
  }
}

/**
 * Writes every download of the manifest into outDir (created if missing): generated documents, and copies of the
 * hand-made files from ownDir, so outDir alone is what the server serves. Returns what it wrote.
 */
export async function generateDownloads(
  outDir: string = builtDownloadsDir(),
  manifest: SiteManifest = readManifest(),
  ownDir: string = downloadsDir(),
): Promise<GeneratedFile[]> {
  const facts = createFacts(manifest);
  mkdirSync(outDir, { recursive: true });
  const written: GeneratedFile[] = [];
  for (const download of manifest.downloads.filter((d) => d.type !== 'zip')) {
    written.push({ slug: download.slug, file: download.file, type: download.type, bytes: await renderDownload(download, facts, ownDir) });
  }
  const bundled = written.map((f) => ({ name: f.file, bytes: f.bytes }));
  for (const download of manifest.downloads.filter((d) => d.type === 'zip')) {
    written.push({ slug: download.slug, file: download.file, type: download.type, bytes: buildZip(bundled) });
  }
  for (const file of written) writeFileSync(join(outDir, file.file), file.bytes);
  // Keep manifest order in the result.
  return manifest.downloads.map((d) => written.find((f) => f.slug === d.slug)!);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = process.argv[2] ?? builtDownloadsDir();
  try {
    const files = await generateDownloads(outDir);
    for (const f of files) console.log(`${f.file.padEnd(36)} ${String(f.bytes.length).padStart(8)} bytes`);
    console.log(`${files.length} downloads written to ${shownPath(outDir)}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
