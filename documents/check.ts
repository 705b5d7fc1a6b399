// What would stop the build writing the generated documents, found before it runs: a document's source (content/<slug>.ts)
// reads a service, tier, add-on, fact or download the manifest no longer has (after a rename, say). site/check.ts adds
// these to the manifest's own problems, so lint, the build and the editor accept exactly the same manifests.
import type { SiteManifest } from '../schema/site.types.ts';
import type { JsonSource } from '../model/source.ts';
import type { Problem } from '../model/problems.ts';
import { placeInWords } from '../model/place.ts';
import { createFacts } from './facts.ts';
import { documentSources } from './content/index.ts';

export function documentProblems(manifest: SiteManifest, source?: JsonSource): Problem[] {
  const problems: Problem[] = [];
  const report = (pointer: string, message: string) =>
    problems.push({
      severity: 'error',
      rule: 'documents',
      pointer,
      place: placeInWords(manifest, pointer),
      message,
      ...source?.positionOf(pointer),
    });
  let facts: ReturnType<typeof createFacts>;
  try {
    facts = createFacts(manifest);
  } catch (error) {
    report(
      '/services',
      `The downloadable documents cannot be written: ${(error as Error).message.replace(/^Downloads: /, '')}`,
    );
    return problems;
  }
  manifest.downloads.forEach((download, i) => {
    const build = documentSources[download.slug];
    if (!build) return;
    try {
      build(facts);
    } catch (error) {
      const why = (error as Error).message.replace(/^Downloads: /, '');
      report(
        `/downloads/${i}`,
        `The document "${download.title}" is written from parts of this file, and one is gone: ${why} Put it back under its old id, or ask a developer to update documents/content/${download.slug}.ts.`,
      );
    }
  });
  return problems;
}
