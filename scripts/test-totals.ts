// The last lines of `npm test`: one line per stage, then the total of every stage ("N passed, N failed", plus
// ", N skipped" when any were). Exits 1 when anything failed. Reads what scripts/test.sh left in the folder it is given:
// <stage>.check (one check: "passed" or "failed"), <stage>.json (Vitest's JSON report) and <stage>.exit (its exit code).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

function vitestCounts(dir: string, stage: string): Counts {
  const report = join(dir, `${stage}.json`);
  const exit = Number(readFileSync(join(dir, `${stage}.exit`), 'utf8').trim());
  const json = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as VitestReport) : undefined;
  const counts = json
    ? { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests }
    : { passed: 0, failed: 0, skipped: 0 };
  // A run that failed outside any test (its setup, the build, a file that does not load) counts as one failure.
  if (exit !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** "N passed, N failed" (", N skipped" when any): the closing line's form, which CI reads. */
function totalsLine({ passed, failed, skipped }: Counts): string {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

const [dir, ...order] = process.argv.slice(2);
if (!dir) throw new Error('Usage: tsx scripts/test-totals.ts <results folder> [stage…]');

/** Every stage that left a result, in the order given, then any others. */
const names = [...new Set([...order, ...readdirSync(dir).map((file) => file.split('.')[0]!)])];
const stages = new Map<string, Counts>();
for (const stage of names) {
  if (existsSync(join(dir, `${stage}.check`))) {
    const ok = readFileSync(join(dir, `${stage}.check`), 'utf8').trim() === 'passed';
    stages.set(stage, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
  } else if (existsSync(join(dir, `${stage}.exit`))) {
    stages.set(stage, vitestCounts(dir, stage));
  }
}

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
console.log('\n== totals');
for (const [stage, counts] of stages) {
  // Stage lines use another form, so the last line is the only one that reads as a total.
  console.log(
    `  ${stage.padEnd(10)} ${String(counts.passed).padStart(4)} passed  ${counts.failed} failed${counts.skipped > 0 ? `  ${counts.skipped} skipped` : ''}`,
  );
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
console.log(totalsLine(total));
process.exit(total.failed > 0 ? 1 : 0);
