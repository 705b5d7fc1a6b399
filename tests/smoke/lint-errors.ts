// What would stop `npm run lint` and the build, as lint prints it: the manifest check and the generated documents'.
import { checkManifest } from '../../blocks/load.ts';
import { formatProblem } from '../../model/problems.ts';
import { withDocumentProblems } from '../../scripts/downloads/check.ts';

export async function lintErrors(text: string, file: string): Promise<string[]> {
  const problems = withDocumentProblems(await checkManifest(text));
  return problems.filter((p) => p.severity === 'error').map((p) => formatProblem(file, p));
}
