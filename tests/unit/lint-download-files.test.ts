// The download-files check: every download the build does not generate has its file in the downloads folder
// (DOWNLOADS_DIR), or lint names it, with the near name when it is a typo.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { edited, lineOf, lintRule, validText } from '../fixtures/lint/fixture.ts';

describe('download files (DOWNLOADS_DIR)', () => {
  it("is quiet when every download's file is in the folder", async () => {
    expect(await lintRule(validText, 'download-files')).toEqual([]);
  });

  it('names a missing file, and the near one when it is a typo', async () => {
    const text = edited((m) =>
      m.downloads.push(
        { slug: 'pack', title: 'Pack', file: 'pack.pdf', type: 'pdf' },
        { slug: 'list', title: 'List', file: 'checklist.PDF', type: 'pdf' },
      ),
    );
    const problems = await lintRule(text, 'download-files');
    expect(problems.map((p) => [p.severity, p.place, p.line])).toEqual([
      ['error', "download 'pack' › file", lineOf(text, '"file": "pack.pdf"')],
      ['error', "download 'list' › file", lineOf(text, '"file": "checklist.PDF"')],
    ]);
    expect(problems[0]!.message).toMatch(
      /^The file "pack\.pdf" is not in the downloads folder \(.*downloads\/\)\. Put the file there, or correct its name here\.$/,
    );
    expect(problems[1]!.message).toMatch(
      /^The file "checklist\.PDF" is not in the downloads folder \(.*\)\. Did you mean "checklist\.pdf"\?$/,
    );
  });

  it('reads the folder given by DOWNLOADS_DIR, and says when it does not exist', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'lint-downloads-'));
    try {
      expect((await lintRule(validText, 'download-files', empty)).map((p) => p.message)).toEqual([
        expect.stringMatching(/^The file "checklist\.pdf" is not in the downloads folder/),
      ]);
      writeFileSync(join(empty, 'checklist.pdf'), '%PDF');
      expect(await lintRule(validText, 'download-files', empty)).toEqual([]);
      const [missing] = await lintRule(validText, 'download-files', join(empty, 'nope'));
      expect(missing!.message).toMatch(
        /^The downloads folder \(.*nope\/\) does not exist, so "checklist\.pdf" cannot be served\./,
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('needs no file for a document the build generates (it has a source) nor for a ZIP, even with no folder at all', async () => {
    const text = edited((m) =>
      m.downloads.push(
        { slug: 'services-overview', title: 'Overview', file: 'overview.pdf', type: 'pdf' },
        { slug: 'everything', title: 'All', file: 'all.zip', type: 'zip' },
      ),
    );
    const problems = await lintRule(text, 'download-files', join(tmpdir(), 'no-such-downloads-folder'));
    expect(problems.map((p) => p.place)).toEqual(["download 'checklist' › file"]);
  });
});
