// A problem found in the manifest, described for the person who edits it.
export interface Problem {
  severity: 'error' | 'warning';
  /** JSON pointer of the value concerned, such as "/routes/0/blocks/2/price". */
  pointer: string;
  /** The same place in words: "page /services › block 3 (tiers) › tier 'Quick Scan' › price". */
  place: string;
  /** What is wrong and how to fix it, in plain language. */
  message: string;
  line?: number;
  column?: number;
}

export function formatProblem(file: string, problem: Problem): string {
  const where = problem.line ? `${file}:${problem.line}:${problem.column ?? 1}` : file;
  const label = problem.severity === 'error' ? 'error' : 'warning';
  return `${where}  ${label}  ${problem.place}\n    ${problem.message}`;
}
