// Saving writes only what changed into the file's own text: formatting, key order and untouched lines stay as they were.
// Edits the fixture site's manifest file as written on disk.
import { describe, expect, test } from 'vitest';
import { applyChanges, editsBetween, writeValue } from '../../model/text-edits.ts';
import { setAt, type Json } from '../../model/json-pointer.ts';
import { fixtureManifest, fixtureText as text } from '../support/fixture-site.ts';

const fixture = fixtureManifest();
const manifest = JSON.parse(text) as Json;

function changedLines(before: string, after: string): number {
  const a = before.split('\n');
  const b = after.split('\n');
  return b.filter((line, i) => line !== a[i]).length;
}

describe('writeValue', () => {
  test('a changed price changes one line of the file', () => {
    const amount = fixture.services[0].tiers[0].price.amount + 100;
    const after = writeValue(text, manifest, setAt(manifest, ['services', 0, 'tiers', 0, 'price', 'amount'], amount));
    expect(changedLines(text, after)).toBe(1);
    expect(after).toContain(`"amount": ${amount}`);
  });

  test('an added list item is inserted in the same indentation; only the previous last item gains its comma', () => {
    const features = ['services', 0, 'tiers', 0, 'features'];
    const before = fixture.services[0].tiers[0].features!;
    const after = writeValue(text, manifest, setAt(manifest, features, [...before, 'A new feature']));
    const added = after.split('\n').filter((line) => !text.includes(line));
    expect(added.map((line) => line.trim())).toEqual([`${JSON.stringify(before.at(-1))},`, '"A new feature"']);
    expect(added[1]).toBe(added[0]!.replace(/\S.*/, '"A new feature"'));
    expect(after.split('\n').length).toBe(text.split('\n').length + 1);
  });

  test('a moved block and a removed field give the same value as the editor shows', () => {
    const page = fixture.routes.findIndex((r) => r.blocks.length >= 3);
    const blocks = (fixture.routes[page]!.blocks as unknown as Json[]).slice();
    const [first, second] = [blocks[1]!, blocks[2]!];
    blocks[1] = second;
    blocks[2] = first;
    let next = setAt(manifest, ['routes', page, 'blocks'], blocks);
    next = setAt(next, ['site', 'productName'], undefined);
    const after = writeValue(text, manifest, next);
    expect(JSON.parse(after)).toEqual(next);
    expect(after.startsWith('{\n  "$schema"')).toBe(true);
  });
});

describe('merging', () => {
  test("one side's changes apply onto a text someone else changed meanwhile", () => {
    const firm = fixture.site.firmName;
    const theirs = text.replace(`"firmName": "${firm}"`, `"firmName": "${firm} Advisory"`);
    expect(theirs).not.toBe(text);
    const mine = setAt(manifest, ['site', 'email'], 'team@example.com');
    const merged = JSON.parse(applyChanges(theirs, editsBetween(manifest, mine))) as {
      site: { firmName: string; email: string };
    };
    expect(merged.site).toMatchObject({ firmName: `${firm} Advisory`, email: 'team@example.com' });
  });
});
