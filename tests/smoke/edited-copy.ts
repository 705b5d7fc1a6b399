// A copy of a manifest with every kind of everyday edit (tests/smoke/edits.ts) and a page removed, made in one file.
// The smoke stage runs on it (edited.test.ts). Run alone, it makes the same edits to a manifest file in place, to try
// the whole of `npm test` on such a copy of the project:
//   npx tsx tests/smoke/edited-copy.ts [site.manifest.json]
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { SiteManifest } from '../../schema/site.types.ts';
import { EDITS } from './edits.ts';
import { removeAPage } from './remove-page.ts';
import { lintErrors } from './lint-errors.ts';

export interface EditedCopy {
  manifest: SiteManifest;
  text: string;
  /** Each edit in words, the removal last. */
  done: string[];
  /** The page taken out, when one could be. */
  removedPath?: string;
}

export async function editedCopy(original: SiteManifest, file: string): Promise<EditedCopy> {
  const manifest = structuredClone(original);
  const done = EDITS.map(({ kind, edit }) => `${kind}: ${edit(manifest)}`);
  const removal = await removeAPage(manifest, (text) => lintErrors(text, file));
  if (removal) done.push(`a page removed: ${removal.path}`);
  const edited = removal?.manifest ?? manifest;
  return { manifest: edited, text: JSON.stringify(edited, null, 2) + '\n', done, removedPath: removal?.path };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2] ?? 'site.manifest.json';
  const copy = await editedCopy(JSON.parse(readFileSync(file, 'utf8')) as SiteManifest, file);
  writeFileSync(file, copy.text);
  console.log(`${file}: ${copy.done.length} edits\n${copy.done.map((d) => `- ${d}`).join('\n')}`);
}
