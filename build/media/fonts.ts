// Subsets the site's variable fonts to the characters it uses (every text in the manifest, plain ASCII,
// and the typographic marks the components print), keeping the weight axis, and writes them where the pages load them.
// Subsets are kept in the build cache: a rebuild with the same characters does not subset again.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import { webFonts } from '../../ui/theme/fonts.ts';
import { cacheKey, cached, forgetUnused, writeIfChanged } from '../cache.ts';

const require = createRequire(import.meta.url);
// Part of each subset's cache key: another version of the subsetter may cut the same font differently.
const SUBSETTER_VERSION = (require('subset-font/package.json') as { version: string }).version;

// Marks the components and the formatting of prices and dates print, whether or not the manifest uses them yet.
const TYPOGRAPHIC = '–—‘’‚“”„…•·€£→←↗✓×−';

function manifestText(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') for (const ch of value) into.add(ch);
  else if (Array.isArray(value)) value.forEach((v) => manifestText(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => manifestText(v, into));
}

export function usedCharacters(manifest: unknown): string {
  const chars = new Set<string>(TYPOGRAPHIC);
  for (let code = 0x20; code <= 0x7e; code++) chars.add(String.fromCharCode(code));
  manifestText(manifest, chars);
  return [...chars].sort().join('');
}

/** Writes each subset font under publicDir; returns file → bytes. */
export async function buildFonts(manifest: unknown, publicDir = 'public'): Promise<Record<string, number>> {
  const text = usedCharacters(manifest);
  const sizes: Record<string, number> = {};
  for (const font of Object.values(webFonts)) {
    const source = readFileSync(
      join(dirname(require.resolve(`${font.source.package}/package.json`)), font.source.file),
    );
    const subset = await cached('fonts', cacheKey(SUBSETTER_VERSION, source, text), () =>
      subsetFont(source, text, { targetFormat: 'woff2' }),
    );
    const target = join(publicDir, font.file);
    mkdirSync(dirname(target), { recursive: true });
    writeIfChanged(target, subset);
    sizes[font.file] = subset.length;
  }
  forgetUnused('fonts');
  return sizes;
}
