// What visitors download: a block's build-time definition (blocks/<type>/block.ts: its resolve step, checks and their
// messages) never reaches the browser; only its component does. Read from the fixture site's build (global-setup.ts).
import { describe, expect, inject, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const assetsDir = join(inject('clientDir'), 'assets');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith('.js') ? [join(dir, entry.name)] : [],
  );
}

/** Sentences a block.ts writes (its messages), which would show up in a bundle that held its code. */
function definitionTexts(): { file: string; text: string }[] {
  return readdirSync('blocks', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const file = join('blocks', entry.name, 'block.ts');
      let source: string;
      try {
        source = readFileSync(file, 'utf8');
      } catch {
        return [];
      }
      const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''); // comments never reach a bundle
      return [...code.matchAll(/[A-Z][A-Za-z]*(?: [A-Za-z]+){3,}/g)].map((m) => ({ file, text: m[0] }));
    });
}

describe("visitors' JavaScript", () => {
  it('holds no build-time block code', () => {
    const texts = definitionTexts();
    expect(texts.length).toBeGreaterThan(0);
    const bundles = filesUnder(assetsDir).map((file) => ({ file, code: readFileSync(file, 'utf8') }));
    expect(bundles.length).toBeGreaterThan(0);
    const leaked = texts.filter(({ text }) => bundles.some(({ code }) => code.includes(text)));
    expect(leaked).toEqual([]);
  });
});
