// Makes every image the manifest names into AVIF and WebP at several widths, and writes an index of their sizes that
// the pages read to set width, height, srcset and sizes. Unchanged outputs are kept, so rebuilds stay quick. An SVG is
// served as it is (it is sharp at every size): its entry has its size from its viewBox or width and height, and no widths.
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import {
  IMAGE_FORMATS,
  IMAGE_INDEX_FILE,
  IMAGE_SOURCE_DIR,
  IMAGE_WIDTHS,
  isImageRef,
  variantUrl,
  type ImageTable,
} from '../../ui/media.ts';
import { writeIfChanged } from '../cache.ts';
import { readSvgMarkup, svgSize } from '../../model/checks/svg-markup.ts';

function imageSources(value: unknown, into: Set<string>): void {
  if (isImageRef(value)) into.add(value.src);
  if (Array.isArray(value)) value.forEach((v) => imageSources(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => imageSources(v, into));
}

const QUALITY = { avif: { quality: 55, effort: 4 }, webp: { quality: 78 } } as const;

/** Builds the variants of every manifest image into `root`/public/img; returns the index it wrote. */
export async function buildImages(manifest: unknown, root = '.'): Promise<ImageTable> {
  const sources = new Set<string>();
  imageSources(manifest, sources);
  const table: ImageTable = {};
  for (const src of [...sources].sort()) {
    const file = join(root, IMAGE_SOURCE_DIR, src);
    if (!existsSync(file))
      throw new Error(`The image ${src} named in the manifest is not in the ${IMAGE_SOURCE_DIR}/ folder.`);
    const input = readFileSync(file);
    if (src.toLowerCase().endsWith('.svg')) {
      const size = svgSize(readSvgMarkup(input.toString('utf8')).tags);
      if (!size)
        throw new Error(
          `The SVG picture ${src} says neither its viewBox nor its width and height (npm run lint says how to fix it).`,
        );
      table[src] = { ...size, widths: [] };
      continue;
    }
    const { width = 0, height = 0 } = await sharp(input).metadata();
    const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
    widths.push(Math.min(width, IMAGE_WIDTHS.at(-1)!));
    table[src] = { width, height, widths };
    const changed = statSync(file).mtimeMs;
    for (const w of widths) {
      for (const format of IMAGE_FORMATS) {
        const target = join(root, IMAGE_SOURCE_DIR, variantUrl(src, w, format));
        if (existsSync(target) && statSync(target).mtimeMs >= changed) continue;
        mkdirSync(dirname(target), { recursive: true });
        await sharp(input).resize({ width: w, withoutEnlargement: true })[format](QUALITY[format]).toFile(target);
      }
    }
  }
  const index = join(root, IMAGE_INDEX_FILE);
  mkdirSync(dirname(index), { recursive: true });
  writeIfChanged(index, JSON.stringify(table, null, 1) + '\n');
  return table;
}
