// A problem found in the manifest, described for the person who edits it.
export interface Problem {
  /** Errors stop the build and fail `npm run lint`; warnings are shown but do not. */
  severity: 'error' | 'warning';
  /** Which check found it: "syntax", "schema", "reference", or a check of model/checks ("links", "faq", …). */
  rule?: string;
  /** JSON pointer of the value concerned, such as "/routes/0/blocks/2/price". */
  pointer: string;
  /** The same place in words: "page /services › block 3 (tiers) › tier 'Quick Scan' › price". */
  place: string;
  /** What is wrong and how to fix it, in plain language; rendered from code, value and candidates, never parsed back. */
  message: string;
  /** What kind of problem it is, for tools ("no-service", "not-whole-euros", "control-character", …). */
  code?: string;
  /** The value found in the file, as the editor typed it. */
  value?: unknown;
  /** What the value could be instead (the valid ids, pages, …), of the same kind as the value. */
  candidates?: string[];
  line?: number;
  column?: number;
}

export function formatProblem(file: string, problem: Problem): string {
  const where = problem.line ? `${file}:${problem.line}:${problem.column ?? 1}` : file;
  const label = problem.severity === 'error' ? 'error' : 'warning';
  return `${where}  ${label}  ${problem.place}\n    ${problem.message}`;
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** "2 errors, 1 warning" */
export function countProblems(problems: Problem[]): string {
  const errors = problems.filter((p) => p.severity === 'error').length;
  return `${plural(errors, 'error')}, ${plural(problems.length - errors, 'warning')}`;
}
