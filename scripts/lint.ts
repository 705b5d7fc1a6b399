// `npm run lint` (manifest part): lists every problem of site.manifest.json at once, with file:line:column, the place
// in words, what is wrong and how to fix it; then one summary line. Errors fail (exit 1); warnings do not.
// Usage: tsx scripts/lint.ts [file]   (default: SITE_MANIFEST, or ./site.manifest.json; downloads from DOWNLOADS_DIR)
import { manifestPath, shownPath } from '../model/node/load.ts';
import { countProblems, formatProblem, plural } from '../model/problems.ts';
import { checkSiteFile } from '../site/node.ts';
import { publishingNote } from '../publish/lint-note.ts';

const file = process.argv[2] ?? manifestPath();
const shown = shownPath(file);
// The site's one check: the manifest, the files it names, and what would stop the build writing the documents.
const { manifest, problems } = checkSiteFile(file);
const errors = problems.filter((p) => p.severity === 'error');
const warnings = problems.filter((p) => p.severity === 'warning');
for (const problem of [...errors, ...warnings]) console.log(formatProblem(shown, problem) + '\n');

const checked = manifest
  ? ` (${plural(manifest.routes.length, 'page')}, ${plural(manifest.services.length, 'service')}, ${plural(manifest.downloads.length, 'download')} checked)`
  : '';
if (errors.length > 0) {
  console.log(`${shown}: ${countProblems(problems)}${checked}. Fix the errors and run \`npm run lint\` again.`);
  process.exit(1);
}
console.log(
  `${shown}: ${countProblems(problems)}${checked}.${warnings.length ? ' Warnings do not stop the build, but are worth fixing.' : ''}`,
);
const note = await publishingNote(file);
if (note) console.log(`\n${note}`);
