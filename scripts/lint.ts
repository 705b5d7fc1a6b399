// `npm run lint` (manifest part): lists every problem of site.manifest.json at once, with file, line and place.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { checkManifest, manifestPath } from '../renderer/site/load.ts';
import { formatProblem } from '../schema/problems.ts';

const file = process.argv[2] ?? manifestPath();
const shown = relative(process.cwd(), file) || file;
const { problems } = await checkManifest(readFileSync(file, 'utf8'));
const errors = problems.filter((p) => p.severity === 'error');
const warnings = problems.filter((p) => p.severity === 'warning');
for (const problem of [...errors, ...warnings]) console.log(formatProblem(shown, problem) + '\n');
if (errors.length > 0) {
  console.log(`${shown}: ${errors.length} error${errors.length === 1 ? '' : 's'}, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}. Fix the errors and run \`npm run lint\` again.`);
  process.exit(1);
}
console.log(`${shown}: no errors${warnings.length ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'} (they do not stop the build)` : ''}.`);
