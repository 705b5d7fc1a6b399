// What would stop `npm run lint` and the build, as lint prints it: the manifest check and the generated documents'.
import { formatProblem } from '../../model/problems.ts';
import { checkSiteText } from '../../site/node.ts';

export async function lintErrors(text: string, file: string): Promise<string[]> {
  const { problems } = checkSiteText(text);
  return problems.filter((p) => p.severity === 'error').map((p) => formatProblem(file, p));
}
