// Saving writes only what changed into the file's own text: formatting, key order and untouched lines stay as they were.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { applyChanges, editsBetween, writeValue } from '../../editor/shared/text-edits.ts';
import { setAt, type Json } from '../../editor/shared/pointer.ts';

const text = readFileSync('site.manifest.json', 'utf8');
const manifest = JSON.parse(text) as Json;

function changedLines(before: string, after: string): number {
  const a = before.split('\n');
  const b = after.split('\n');
  return b.filter((line, i) => line !== a[i]).length;
}

describe('writeValue', () => {
  test('a changed price changes one line of the file', () => {
    const after = writeValue(text, manifest, setAt(manifest, ['services', 0, 'tiers', 0, 'price', 'amount'], 1595));
    expect(changedLines(text, after)).toBe(1);
    expect(after).toContain('"amount": 1595');
  });

  test('an added list item is inserted in the same indentation; only the previous last item gains its comma', () => {
    const features = ['services', 0, 'tiers', 0, 'features'];
    const list = (JSON.parse(text).services[0].tiers[0].features as string[]).concat('A new feature');
    const after = writeValue(text, manifest, setAt(manifest, features, list));
    const added = after.split('\n').filter((line) => !text.includes(line));
    expect(added.map((line) => line.trim())).toEqual(['"30-minute readout call",', '"A new feature"']);
    expect(added[1]).toBe(added[0]!.replace(/\S.*/, '"A new feature"'));
    expect(after.split('\n').length).toBe(text.split('\n').length + 1);
  });

  test('a moved block and a removed field give the same value as the editor shows', () => {
    const blocks = (JSON.parse(text).routes[14].blocks as Json[]).slice();
    const [first, second] = [blocks[1]!, blocks[2]!];
    blocks[1] = second;
    blocks[2] = first;
    let next = setAt(manifest, ['routes', 14, 'blocks'], blocks);
    next = setAt(next, ['site', 'productName'], undefined);
    const after = writeValue(text, manifest, next);
    expect(JSON.parse(after)).toEqual(next);
    expect(after.startsWith('{\n  "$schema"')).toBe(true);
  });
});

describe('merging', () => {
  test("one side's changes apply onto a text someone else changed meanwhile", () => {
    const theirs = text.replace('"firmName": "Keelwork"', '"firmName": "Keelwork Advisory"');
    const mine = setAt(manifest, ['site', 'email'], 'team@keelwork.eu');
    const merged = JSON.parse(applyChanges(theirs, editsBetween(manifest, mine))) as { site: { firmName: string; email: string } };
    expect(merged.site).toMatchObject({ firmName: 'Keelwork Advisory', email: 'team@keelwork.eu' });
  });
});
