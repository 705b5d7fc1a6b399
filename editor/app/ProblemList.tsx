/** @jsxImportSource react */
// Every problem of the draft, live: choosing one selects its field.
import type { Problem } from './api.ts';

export function ProblemList({
  problems,
  checking,
  onChoose,
}: {
  problems: Problem[];
  checking: boolean;
  onChoose(problem: Problem): void;
}) {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const summary =
    problems.length === 0
      ? 'No problems'
      : `${errors} ${errors === 1 ? 'error' : 'errors'}, ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`;
  return (
    <section className="problems" aria-labelledby="problems-title">
      <h2 id="problems-title">
        Problems <span role="status">{checking ? 'Checking…' : summary}</span>
      </h2>
      {problems.length > 0 && (
        <ul>
          {problems.map((problem, i) => (
            <li key={i} className={problem.severity}>
              <button type="button" onClick={() => onChoose(problem)}>
                <strong>{problem.severity === 'error' ? 'Error' : 'Warning'}</strong> in {problem.place}:{' '}
                {problem.message}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
