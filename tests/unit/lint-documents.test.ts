// Lint and the build accept the same manifests: a rename that leaves a generated document without the service it is
// written from is a lint error at that download, not a failed build.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function lint(text: string): { status: number; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'lint-documents-'));
  dirs.push(dir);
  const file = join(dir, 'site.manifest.json');
  writeFileSync(file, text);
  try {
    return { status: 0, output: execFileSync(process.execPath, ['--import', 'tsx', 'scripts/lint.ts', file], { encoding: 'utf8' }) };
  } catch (error) {
    const e = error as { status: number; stdout: string };
    return { status: e.status, output: e.stdout };
  }
}

describe('lint on the generated documents', () => {
  it('names the document a renamed service would break, at that download', () => {
    // The id renamed everywhere in the manifest (as the editor does), its page address kept.
    const renamed = readFileSync('site.manifest.json', 'utf8').replace(/(?<![/\w-])sop-sprint(?![\w-])/g, 'sop-systems');
    const { status, output } = lint(renamed);
    expect(status).toBe(1);
    expect(output).toMatch(/download 'sop-checklist'\n {4}The document "[^"]+" is written from parts of this file, and one is gone: the manifest has no service 'sop-sprint'/);
  });
});
