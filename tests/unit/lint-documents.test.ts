// Lint and the build accept the same manifests: a rename that leaves a generated document without the service it is
// written from is a lint error at that download, not a failed build.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fixtureText } from '../support/fixture-site.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function lint(text: string): { status: number; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'lint-documents-'));
  dirs.push(dir);
  const file = join(dir, 'site.manifest.json');
  writeFileSync(file, text);
  try {
    return {
      status: 0,
      output: execFileSync(process.execPath, ['--import', 'tsx', 'scripts/lint.ts', file], { encoding: 'utf8' }),
    };
  } catch (error) {
    const e = error as { status: number; stdout: string };
    return { status: e.status, output: e.stdout };
  }
}

describe('lint on the generated documents', () => {
  it('names the document a renamed service would break, at that download', () => {
    // The id renamed everywhere in the manifest (as the editor does), its page address kept.
    // The fixture's RFP pack is written from its service 'rfp-support'.
    const renamed = fixtureText.replace(
      /(?<![/\w-])rfp-support(?![\w-])|(?<=\{count:tiers\/)rfp-support(?=\})/g,
      'tender-support',
    );
    const { status, output } = lint(renamed);
    expect(status).toBe(1);
    expect(output).toMatch(
      /download 'rfp-pack'\n {4}The document "[^"]+" is written from parts of this file, and one is gone: the manifest has no service 'rfp-support'/,
    );
  });
});
