// A block has one human name: its kind's "blockName" from its schema, plus its heading. Lint's places, the change
// list, the review and the editor's outline all show that name.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockKindName, blockName } from '../../model/block-name.ts';
import { placeInWords } from '../../model/place.ts';
import { blockTypes as schemaBlockTypes, type Schema } from '../../model/schema-walk.ts';
import { blockTypes, composeSchema, readBlockSchema } from '../../schema/compose.ts';
import { buildOutline } from '../../editor/app/outline.ts';
import type { Json } from '../../model/json-pointer.ts';

describe('the name of a kind of block', () => {
  it('comes from the block schema\'s "blockName", one per type, none repeated', () => {
    const names = blockTypes().map((type) => blockKindName(type));
    expect(names).toEqual(blockTypes().map((type) => readBlockSchema(type).blockName));
    expect(new Set(names).size).toBe(names.length);
    expect(blockKindName('faq')).toBe('FAQ');
    expect(blockKindName('cta')).toBe('Call to action');
  });

  it('is the type as written for a type the schema does not know', () => {
    expect(blockKindName('heroo')).toBe('heroo');
  });

  it('is read from the schema given, as the editor\'s "Add block" menu does', () => {
    const root = composeSchema() as Schema;
    expect(schemaBlockTypes(root).find((b) => b.type === 'service-cards')?.title).toBe('Service cards');
  });

  it('is required of every block folder, with a message that says what to add', () => {
    const dir = mkdtempSync(join(tmpdir(), 'block-name-'));
    try {
      mkdirSync(join(dir, 'quote'));
      writeFileSync(
        join(dir, 'quote', 'schema.json'),
        JSON.stringify({ title: 'QuoteBlock', description: 'A quote.', properties: {} }),
      );
      expect(() => readBlockSchema('quote', dir)).toThrow('blocks/quote/schema.json has no "blockName"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a block's name", () => {
  it('is its kind and its heading, or its title, eyebrow or text', () => {
    expect(blockName({ type: 'faq', heading: 'Common questions' })).toBe('FAQ “Common questions”');
    expect(blockName({ type: 'hero', title: 'Operational clarity' })).toBe('Hero “Operational clarity”');
    expect(blockName({ type: 'cta', eyebrow: 'Next step', text: 'Talk to us' })).toBe('Call to action “Next step”');
    expect(blockName({ type: 'newsletter' })).toBe('Newsletter');
  });

  it('is shortened, on one line', () => {
    const name = blockName({
      type: 'text',
      heading: 'A heading that goes on\nand on for far longer than any outline has room for',
    });
    expect(name).toBe('Text “A heading that goes on and on for far l…”');
  });

  it("is the same in the outline, and its kind is the same in lint's places", () => {
    const manifest: Json = {
      routes: [
        {
          path: '/about',
          title: 'About',
          blocks: [
            { type: 'hero', title: 'Hi' },
            { type: 'faq', heading: 'Questions', items: [] },
          ],
        },
      ],
    };
    const page = buildOutline(manifest).find((section) => section.title === 'Pages')!.nodes[0]!;
    expect(page.children!.map((node) => node.label)).toEqual(['Hero “Hi”', 'FAQ “Questions”']);
    expect(placeInWords(manifest, '/routes/0/blocks/1/heading')).toBe(
      'page /about › block 2 (FAQ “Questions”) › heading',
    );
    expect(placeInWords({ routes: [{ path: '/', blocks: [{ type: 'heroo' }] }] }, '/routes/0/blocks/0/type')).toBe(
      'page / › block 1 (heroo) › type',
    );
  });
});
