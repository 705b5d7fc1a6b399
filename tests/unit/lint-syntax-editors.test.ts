// Syntax mistakes a person makes in a word processor or a hurried edit: each named for what it is, at the line where
// the fix goes, with the exact text to type. And what lint accepts, the server and the downloads generator accept.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSiteText as checkManifest } from '../../site/node.ts';
import { ManifestError, readManifest } from '../../model/node/load.ts';
import { lineOf, lint, validText } from '../fixtures/lint/fixture.ts';

async function syntaxProblem(text: string) {
  const { problems } = await checkManifest(text);
  expect(problems).toHaveLength(1);
  expect(problems[0]!.rule).toBe('syntax');
  return problems[0]!;
}

/** Line and column (from 1) of the first `needle` in `text`. */
function at(text: string, needle: string): [number, number] {
  const line = lineOf(text, needle);
  return [line, text.split('\n')[line - 1]!.indexOf(needle) + 1];
}

const lines = validText.split('\n');
/** The fixture with line `n` (from 1) replaced. */
const withLine = (n: number, line: string | undefined) =>
  [...lines.slice(0, n - 1), ...(line === undefined ? [] : [line]), ...lines.slice(n)].join('\n');
const lineNumber = (needle: string) => lineOf(validText, needle);

describe('control characters', () => {
  it('a tab inside a text is refused at its line and column, with what to do', async () => {
    const text = validText.replace('"tagline": "Find what', '"tagline": "Find\twhat');
    const p = await syntaxProblem(text);
    expect([p.line, p.column]).toEqual(at(text, '\t'));
    expect(p.code).toBe('control-character');
    expect(p.message).toBe(
      `A tab character is inside a text on line ${p.line}, column ${p.column}; a text in quotes cannot hold one. Replace it with a space.`,
    );
  });

  it('every control character is listed, each at its place; tabs used for indentation are fine', async () => {
    const text = validText
      .replace('"tagline": "Find what', '"tagline": "Find\u0007what')
      .replace('"summary": "Two', '"summary": "\tTwo');
    const { problems } = await checkManifest(text);
    expect(problems.map((p) => [p.line, p.message.slice(0, 38)])).toEqual([
      [lineOf(text, '\u0007'), 'An invisible control character (U+0007'],
      [lineOf(text, '\t'), 'A tab character is inside a text on li'],
    ]);
    expect(await lint(validText.replace(/^ {2}"/gm, '\t"'))).toEqual([]);
  });

  it('the server and the downloads generator (readManifest) refuse the tab lint refuses, with the same message and line', async () => {
    const text = validText.replace('"tagline": "Find what', '"tagline": "Find\twhat');
    const dir = mkdtempSync(join(tmpdir(), 'lint-parser-'));
    let thrown: unknown;
    try {
      const file = join(dir, 'site.manifest.json');
      writeFileSync(file, text);
      readManifest(file);
    } catch (error) {
      thrown = error;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(thrown).toBeInstanceOf(ManifestError);
    expect((thrown as ManifestError).problems).toEqual([await syntaxProblem(text)]);
  });
});

describe('pasted from a word processor', () => {
  it('curly quotes around a text are named, with the quote to type instead', async () => {
    const text = validText.replace(
      '"tagline": "Find what is breaking."',
      '"tagline": \u201cFind what is breaking.\u201d',
    );
    const p = await syntaxProblem(text);
    expect([p.line, p.column]).toEqual(at(text, '\u201c'));
    expect(p.message).toBe(
      `\u201c on line ${p.line} is a curly quote, as word processors type them; JSON needs the straight double quote ". Replace \u201c with " (and check the other end of the same text).`,
    );
  });

  it('curly quotes around a name, and single curly quotes', async () => {
    const name = await syntaxProblem(validText.replace('"tagline"', '\u201ctagline\u201d'));
    expect(name.message).toMatch(/^\u201c on line \d+ is a curly quote/);
    const single = await syntaxProblem(
      validText.replace('"tagline": "Find what is breaking."', '"tagline": \u2018Find what is breaking.\u2019'),
    );
    expect(single.message).toMatch(/^\u2018 on line \d+ is a curly quote.*Replace \u2018 with "/);
  });

  it('curly quotes inside a text are fine', async () => {
    expect(
      await lint(
        validText.replace(
          '"tagline": "Find what is breaking."',
          '"tagline": "Find \u201cwhat\u201d is breaking\u2019s."',
        ),
      ),
    ).toEqual([]);
  });

  it('a byte-order mark at the start is dropped: the file is read as if it were not there', async () => {
    expect(await lint('\ufeff' + validText)).toEqual([]);
  });

  it('a thousands separator in a number (1,595) is named, with the number to type', async () => {
    const text = validText.replace('"amount": 1495', '"amount": 1,495');
    const p = await syntaxProblem(text);
    expect([p.line, p.column]).toEqual(at(text, '1,495'));
    expect(p.message).toBe(
      `1,495 on line ${p.line} has a thousands separator; numbers in this file have none. Write 1495.`,
    );
  });
});

describe('a missing closing brace is placed where it was left out', () => {
  it('"}," turned into ",": the line of the lone comma, however far the parser read on', async () => {
    // The "site" group's last field is followed by "  }," on its own line; the group after it starts a new field.
    const n = lineNumber('"claims": [') - 1;
    expect(lines[n - 1]).toBe('  },');
    const p = await syntaxProblem(withLine(n, '  ,'));
    expect([p.line, p.column]).toEqual([n, 3]);
    expect(p.message).toBe(
      `The group '{' opened on line ${lineNumber('"site": {')} is never closed: a closing brace '}' is missing on line ${n}. Type } before the comma, so the line reads "},".`,
    );
  });

  it('a deleted "}" before a "]" is not "\']\' closes nothing": it names the brace and where to type it', async () => {
    // The last service closes with "    }" and then the list with "  ],".
    const close = lineNumber('"downloads": [') - 2;
    expect([lines[close - 1], lines[close]]).toEqual(['    }', '  ],']);
    const p = await syntaxProblem(withLine(close, undefined));
    expect(p.line).toBe(close - 1);
    expect(p.message).toMatch(
      new RegExp(
        `^The group '\\{' opened on line \\d+ is never closed: a closing brace '\\}' is missing before line ${close}\\. Type \\} at the end of line ${close - 1}\\.$`,
      ),
    );
  });

  it('a deleted "}," between two items says to type "},"', async () => {
    const close = lineNumber('"id": "sprint"') - 2;
    expect(lines[close - 1]).toBe('    },');
    const p = await syntaxProblem(withLine(close, undefined));
    expect(p.line).toBe(close - 1);
    expect(p.message).toMatch(/Type \}, at the end of line \d+ \(the comma separates it from what follows\)\.$/);
  });
});

describe('a missing opening brace or bracket, and a comma missing in a list', () => {
  it('a deleted "[" after a name is placed on that line, named by the "]" that closes the list', async () => {
    const p = await syntaxProblem('{\n  "columns":\n    "{firm}",\n    "Consultant"\n  ],\n  "b": 1\n}\n');
    expect([p.line, p.column]).toEqual([2, 13]);
    expect(p.message).toBe(
      `An opening bracket '[' is missing at the end of line 2 ("columns":). The list it opens ends with the ']' on line 5. Type [ after the colon.`,
    );
  });

  it('a deleted "{" of a list item is placed before its first name', async () => {
    const p = await syntaxProblem(
      '{\n  "tiers": [\n\n      "id": "a",\n      "name": "A"\n    },\n    { "id": "b" }\n  ]\n}\n',
    );
    expect([p.line, p.column]).toEqual([4, 7]);
    expect(p.message).toBe(
      `An opening brace '{' is missing before "id" on line 4: named fields are grouped in { }. Type { before "id".`,
    );
  });

  it('a comma missing between two texts of a list is not taken for a missing colon', async () => {
    const p = await syntaxProblem('{\n  "points": [\n    "Fast",\n    "Flat-rate"\n    "Cheap"\n  ]\n}\n');
    expect([p.line, p.column]).toEqual([4, 16]);
    expect(p.message).toMatch(/^A comma is missing at the end of line 4, after "Flat-rate"\./);
  });
});
