// What would stop the build writing the generated documents, found before it runs: a document's source (content/<slug>.ts)
// reads a service, tier, add-on, fact or download the manifest no longer has (after a rename, say). Lint and the build
// both report these, so a manifest that lints clean also builds.
import type { SiteManifest } from '../../schema/site.types.ts';
import type { JsonSource } from '../../model/source.ts';
import type { Problem } from '../../model/problems.ts';
import { placeInWords } from '../../model/place.ts';
import { createFacts } from './facts.ts';
import { contents } from './content/index.ts';

export function documentProblems(manifest: SiteManifest, source?: JsonSource): Problem[] {
  const problems: Problem[] = [];
  const report = (pointer: string, message: string) =>
    problems.push({ severity: 'error', rule: 'documents', pointer, place: placeInWords(manifest, pointer), message, ...source?.positionOf(pointer) });
  let facts: ReturnType<typeof createFacts>;
  try {
    facts = createFacts(manifest);
  } catch (error) {
    report('/services', `The downloadable documents cannot be written: ${(error as Error).message.replace(/^Downloads: /, '')}`);
    return problems;
  }
  manifest.downloads.forEach((download, i) => {
    const build = contents[download.slug];
    if (!build) return;
    try {
      build(facts);
    } catch (error) {
      const why = (error as Error).message.replace(/^Downloads: /, '');
      report(
        `/downloads/${i}`,
        `The document "${download.title}" is written from parts of this file, and one is gone: ${why} Put it back under its old id, or ask a developer to update scripts/downloads/content/${download.slug}.ts.`,
      );
    }
  });
  return problems;
}

/** A manifest check with, once the manifest itself is clean, what would stop the documents being written: what lint,
 * the build and the editor all report, so they accept exactly the same manifests. */
export function withDocumentProblems<C extends { manifest?: SiteManifest; source?: JsonSource; problems: Problem[] }>(checked: C): Problem[] {
  const clean = checked.manifest !== undefined && checked.problems.every((p) => p.severity !== 'error');
  return clean ? [...checked.problems, ...documentProblems(checked.manifest!, checked.source)] : checked.problems;
}
