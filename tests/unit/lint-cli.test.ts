// `npm run lint` (scripts/lint.ts) as an editor meets it: every problem as file:line:column, the place and the fix,
// then one summary line; exit 1 for errors, 0 when there are only warnings.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { edited, fixtureDownloads, lineOf, validPath } from '../fixtures/lint/fixture.ts';

function runLint(file: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lint.ts', file], {
    env: { ...process.env, DOWNLOADS_DIR: fixtureDownloads },
    encoding: 'utf8',
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

/** "line:column" of the value `value` on the n-th line containing it. */
function at(text: string, value: string, occurrence = 1): string {
  const line = lineOf(text, value, occurrence);
  return `${line}:${text.split('\n')[line - 1]!.indexOf(value) + 1}`;
}

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function write(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'lint-cli-'));
  tempDirs.push(dir);
  const file = join(dir, 'site.manifest.json');
  writeFileSync(file, text);
  return file;
}

describe('npm run lint', () => {
  it('a clean manifest: exit 0 and a summary line', () => {
    const { status, out } = runLint(validPath);
    expect(status).toBe(0);
    expect(out.trim()).toBe(
      'tests/fixtures/lint/valid.manifest.json: 0 errors, 0 warnings (6 pages, 2 services, 1 download checked).',
    );
  });

  it('warnings only: listed, exit 0', () => {
    const text = edited(
      (m) => (m.routes[0].title = 'A very long title for the home page that goes on and on | {firm}'),
    );
    const file = write(text);
    const { status, out } = runLint(file);
    expect(status).toBe(0);
    expect(out).toContain(
      `${file}:${at(text, '"A very long title')}  warning  page / › title\n    The title is 66 characters long`,
    );
    expect(out.trim().split('\n').at(-1)).toBe(
      `${file}: 0 errors, 1 warning (6 pages, 2 services, 1 download checked). Warnings do not stop the build, but are worth fixing.`,
    );
  });

  it('errors: every one listed with file:line:column, errors before warnings, exit 1', () => {
    const text = edited((m) => {
      m.routes[0].title = 'A very long title for the home page that goes on and on | {firm}';
      m.routes[0].blocks[0].primaryCta.href = '/servces';
      m.routes[5].blocks[1].items[1].question = 'How long does an audit take?';
    });
    const file = write(text);
    const { status, out } = runLint(file);
    expect(status).toBe(1);
    const firstLines = out.split('\n').filter((l) => l.startsWith(file));
    expect(firstLines).toEqual([
      `${file}:${at(text, '"/servces"')}  error  page / › block 1 (Hero “Operational Clarity.”) › primary button › link to`,
      `${file}:${at(text, '"How long does an audit take?"', 2)}  error  page /about › block 2 (FAQ “Questions”) › question 2 ('How long does an audit take?') › question`,
      `${file}:${at(text, '"A very long title')}  warning  page / › title`,
      `${file}: 2 errors, 1 warning (6 pages, 2 services, 1 download checked). Fix the errors and run \`npm run lint\` again.`,
    ]);
    expect(out).toContain('    The link "/servces" leads to no page. Did you mean "/services"?');
  });

  it('a syntax error is the only problem shown', () => {
    const file = write('{\n  "site": {\n    "firmName": "X"\n    "email": "a@b.c"\n  }\n}\n');
    const { status, out } = runLint(file);
    expect(status).toBe(1);
    expect(out).toBe(
      `${file}:3:20  error  the file is not valid JSON\n    A comma is missing at the end of line 3, after "X". Items in a list, and fields in { }, are separated by commas: add a comma there.\n\n` +
        `${file}: 1 error, 0 warnings. Fix the errors and run \`npm run lint\` again.\n`,
    );
  });
});
