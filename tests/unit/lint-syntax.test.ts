// A file that is not valid JSON: one problem, placed where the fix goes, explained in words.
import { describe, expect, it } from 'vitest';
import { checkSiteText as checkManifest } from '../../site/node.ts';
import { formatProblem } from '../../model/problems.ts';
import { validText } from '../fixtures/lint/fixture.ts';

async function syntaxProblem(text: string) {
  const { problems } = await checkManifest(text);
  expect(problems).toHaveLength(1);
  expect(problems[0]!.rule).toBe('syntax');
  return problems[0]!;
}

describe('syntax errors', () => {
  it('trailing comma in a group: points at the comma and says to remove it', async () => {
    const p = await syntaxProblem('{\n  "site": {\n    "firmName": "X",\n  }\n}\n');
    expect([p.line, p.column]).toEqual([3, 20]);
    expect(p.message).toBe(
      "Remove the comma at the end of line 3: there is a comma after the last item, just before the closing brace '}' on line 4. JSON allows no comma before a closing '}' or ']'.",
    );
  });

  it('trailing comma in a list', async () => {
    const p = await syntaxProblem('{\n  "items": [\n    "a",\n    "b",\n  ]\n}\n');
    expect([p.line, p.column]).toEqual([4, 8]);
    expect(p.message).toMatch(/^Remove the comma at the end of line 4: .* closing bracket '\]' on line 5\./);
  });

  it('missing comma between two fields: points just after the first value', async () => {
    const p = await syntaxProblem('{\n  "amount": 1495\n  "unit": "month"\n}\n');
    expect([p.line, p.column]).toEqual([2, 17]);
    expect(p.message).toBe(
      'A comma is missing at the end of line 2, after 1495. Items in a list, and fields in { }, are separated by commas: add a comma there.',
    );
  });

  it('missing comma between two items of a list, and between two groups', async () => {
    const texts = await syntaxProblem('{\n  "points": [\n    "Fast"\n    "Flat-rate"\n  ]\n}\n');
    expect([texts.line, texts.column]).toEqual([3, 11]);
    expect(texts.message).toMatch(/^A comma is missing at the end of line 3, after "Fast"\./);
    const groups = await syntaxProblem('{\n  "tiers": [\n    { "id": "a" }\n    { "id": "b" }\n  ]\n}\n');
    expect([groups.line, groups.column]).toEqual([3, 18]);
    expect(groups.message).toMatch(/^A comma is missing at the end of line 3, after \}\./);
  });

  it('missing closing quote: names the line the quote is missing on, not the next one where reading stopped', async () => {
    const p = await syntaxProblem('{\n  "title": "Quick Scan,\n  "name": "x"\n}\n');
    expect(p.line).toBe(2);
    expect(p.column).toBe(23);
    expect(p.message).toBe(
      'A double quote (") is missing on line 2. Every name and every text starts and ends with a double quote, such as "name": "Quick Scan". Add the missing quote near column 23.',
    );
  });

  it('missing opening quote, and a name without its first quote', async () => {
    const value = await syntaxProblem('{\n  "title": Quick Scan",\n  "b": 1\n}\n');
    expect([value.line, value.column]).toEqual([2, 12]);
    expect(value.message).toMatch(/^A double quote \("\) is missing on line 2\. .* near column 12\.$/);
    const name = await syntaxProblem('{\n  title": "x"\n}\n');
    expect([name.line, name.column]).toEqual([2, 3]);
    expect(name.message).toMatch(/^A double quote \("\) is missing on line 2\./);
  });

  it('a name without any quotes, a missing colon, single quotes, a comment, a euro sign', async () => {
    expect((await syntaxProblem('{\n  title: "x"\n}')).message).toBe(
      '\'title\' needs double quotes around it: write "title". Only numbers, true, false and null are written without quotes.',
    );
    const colon = await syntaxProblem('{\n  "title" "x"\n}');
    expect([colon.line, colon.column, colon.message]).toEqual([
      2,
      10,
      'A colon (:) is missing on line 2 after the name "title". Write it as "name": value.',
    ]);
    expect((await syntaxProblem("{\n  'title': 1\n}")).message).toMatch(/not single quotes/);
    expect((await syntaxProblem('{\n  // note\n  "a": 1\n}')).message).toMatch(/cannot contain comments/);
    expect((await syntaxProblem('{\n  "amount": €1495\n}')).message).toMatch(
      /plain number such as 1495, without the currency sign/,
    );
  });

  it('a file cut short names the list or group that is never closed', async () => {
    const p = await syntaxProblem('{\n  "routes": [\n    { "path": "/" }\n');
    expect([p.line, p.column]).toEqual([2, 13]);
    expect(p.message).toBe(
      "The file ends too early: the list '[' opened on line 2, column 13 is never closed. Add the missing ']' where that list ends.",
    );
  });

  it('prints as file:line:column with the plain explanation, in a real-sized file', async () => {
    // Break the fixture the way a hurried edit would: a comma after the last field of the file.
    const broken = validText.replace(/\]\s*\}\s*$/, '],\n}\n');
    const lines = broken.split('\n');
    const commaLine = lines.lastIndexOf('  ],') + 1;
    const p = await syntaxProblem(broken);
    expect(formatProblem('site.manifest.json', p)).toBe(
      `site.manifest.json:${commaLine}:4  error  the file is not valid JSON\n    Remove the comma at the end of line ${commaLine}: there is a comma after the last item, just before the closing brace '}' on line ${commaLine + 1}. JSON allows no comma before a closing '}' or ']'.`,
    );
  });
});
