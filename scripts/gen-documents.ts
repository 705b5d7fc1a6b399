// `npm run gen:downloads` (every build does the same): writes every download of site.manifest.json, the generated
// documents and copies of the hand-made files, to dist/downloads (or BUILT_DOWNLOADS_DIR, or the folder given).
// Usage: tsx scripts/gen-documents.ts [outDir]
import { shownPath } from '../model/node/load.ts';
import { builtDownloadsDir } from '../model/node/paths.ts';
import { writeBuiltDownloads } from '../site/node.ts';

const outDir = process.argv[2] ?? builtDownloadsDir();
try {
  const files = await writeBuiltDownloads(outDir);
  for (const f of files) console.log(`${f.file.padEnd(36)} ${String(f.bytes.length).padStart(8)} bytes`);
  console.log(`${files.length} downloads written to ${shownPath(outDir)}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
