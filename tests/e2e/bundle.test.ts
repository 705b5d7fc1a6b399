// What visitors download: a block's build-time definition (blocks/<type>/block.ts: its resolve step, checks and their
// messages) never reaches the browser, and neither does a static block's component: only islands do. Read from the
// fixture site's build (global-setup.ts).
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

/** The source files of every chunk of the client build (renderer/islands/shipped-modules.ts). */
function shippedModules(): string[] {
  const record = JSON.parse(readFileSync(join(inject('clientDir'), '.vite', 'shipped-modules.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  return Object.values(record).flat();
}

function islandFiles(folder: string): string[] {
  return readdirSync(folder).filter((name) => name.endsWith('.island.tsx'));
}

describe('islands', () => {
  const shipped = shippedModules();
  const blockTypes = readdirSync('blocks', { withFileTypes: true }).filter((entry) => entry.isDirectory());

  it("ship every island's code", () => {
    const islands = [
      ...blockTypes.flatMap((entry) =>
        islandFiles(join('blocks', entry.name)).map((f) => join('blocks', entry.name, f)),
      ),
      ...islandFiles(join('renderer', 'layout')).map((f) => join('renderer', 'layout', f)),
    ];
    expect(islands.length).toBeGreaterThan(0);
    expect(islands.filter((file) => !shipped.includes(file))).toEqual([]);
  });

  it("never ship a static block's code: not its component, and nothing of a block without an island", () => {
    const components = shipped.filter((file) => /^blocks\/[^/]+\/index\.tsx$/.test(file));
    expect(components).toEqual([]);
    const staticTypes = blockTypes.filter((entry) => islandFiles(join('blocks', entry.name)).length === 0);
    expect(staticTypes.length).toBeGreaterThan(0);
    const leaked = shipped.filter((file) => staticTypes.some((entry) => file.startsWith(`blocks/${entry.name}/`)));
    expect(leaked).toEqual([]);
  });

  it('ship no Vike runtime: pages are HTML-only, with the island loader as their one script', () => {
    expect(shipped.filter((file) => file.includes('node_modules/vike/'))).toEqual([]);
  });
});
