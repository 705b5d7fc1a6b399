// The build's media step and the pictures made from it: responsive AVIF and WebP at several widths, never wider than
// the source, with width/height, srcset and sizes on the page; the page's priority image preloaded; fonts subset
// within the 60 KB budget.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import sharp from 'sharp';
import { buildImages } from '../../build/media/images.ts';
import { buildFonts, usedCharacters } from '../../build/media/fonts.ts';
import { ImagesContext, Picture, imagePreloads, type Images } from '../../ui/Picture.tsx';
import { variantUrl } from '../../ui/media.ts';
import { fixtureManifest } from '../support/fixture-site.ts';

const root = mkdtempSync(join(tmpdir(), 'media-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const manifest = {
  routes: [
    {
      blocks: [
        { type: 'hero', backgroundImage: { src: '/images/team/founder.png', alt: 'The founder at a whiteboard' } },
      ],
    },
  ],
};

describe('images', () => {
  it('makes AVIF and WebP at each width up to the source width, and indexes their size', async () => {
    mkdirSync(join(root, 'public/images/team'), { recursive: true });
    await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#0b2545' } })
      .png()
      .toFile(join(root, 'public/images/team/founder.png'));
    const table = await buildImages(manifest, root);
    expect(table['/images/team/founder.png']).toEqual({ width: 1000, height: 600, widths: [480, 800, 1000] });
    for (const width of [480, 800, 1000]) {
      for (const format of ['avif', 'webp'] as const) {
        const file = join(root, 'public', variantUrl('/images/team/founder.png', width, format));
        expect(existsSync(file), file).toBe(true);
        expect((await sharp(readFileSync(file)).metadata()).width).toBe(width);
      }
    }
  });

  it('serves an SVG as it is, sized from its viewBox, with no AVIF or WebP made of it', async () => {
    mkdirSync(join(root, 'public/images/logos'), { recursive: true });
    writeFileSync(
      join(root, 'public/images/logos/keelson.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40"/></svg>',
    );
    const table = await buildImages({ logo: { src: '/images/logos/keelson.svg', alt: 'Keelson' } }, root);
    expect(table).toEqual({ '/images/logos/keelson.svg': { width: 120, height: 40, widths: [] } });
    expect(existsSync(join(root, 'public/img/logos'))).toBe(false);
    const images: Images = { table, priority: [] };
    const html = renderToString(
      <ImagesContext.Provider value={images}>
        <Picture image={{ src: '/images/logos/keelson.svg', alt: 'Keelson' }} sizes="160px" priority />
      </ImagesContext.Provider>,
    );
    expect(html).not.toContain('<picture');
    expect(html).toMatch(
      /^<img src="\/images\/logos\/keelson\.svg" alt="Keelson" width="120" height="40" loading="eager"/,
    );
    expect(imagePreloads(images)).toEqual([
      '<link rel="preload" as="image" href="/images/logos/keelson.svg" fetchpriority="high">',
    ]);
  });

  it('says which image is missing from the public folder', async () => {
    await expect(buildImages({ image: { src: '/images/nowhere.jpg', alt: 'x' } }, root)).rejects.toThrow(
      '/images/nowhere.jpg',
    );
  });

  it('renders a sized, described, lazy <picture>, and a preloaded eager one for the priority image', () => {
    const images: Images = { table: { '/a.png': { width: 1000, height: 600, widths: [480, 1000] } }, priority: [] };
    const html = (priority: boolean) =>
      renderToString(
        <ImagesContext.Provider value={images}>
          <Picture image={{ src: '/a.png', alt: 'A chart' }} sizes="50vw" priority={priority} />
        </ImagesContext.Provider>,
      );
    const lazy = html(false);
    expect(lazy).toContain('type="image/avif"');
    expect(lazy).toMatch(/srcSet="[^"]*480w, [^"]*1000w"/i);
    expect(lazy).toMatch(
      /<img[^>]*alt="A chart"[^>]*width="1000"[^>]*height="600"[^>]*sizes="50vw"[^>]*loading="lazy"/,
    );
    expect(images.priority).toEqual([]);
    expect(html(true)).toMatch(/loading="eager"[^>]*fetchPriority="high"/i);
    expect(imagePreloads(images)).toEqual([
      expect.stringMatching(
        /rel="preload" as="image" type="image\/avif" imagesrcset="[^"]+1000w" imagesizes="50vw" fetchpriority="high"/,
      ),
    ]);
  });
});

describe('fonts', () => {
  it('subsets both faces to the characters in use, within 60 KB together', async () => {
    expect(usedCharacters({ a: 'Zoë → €5' })).toContain('ë');
    const sizes = await buildFonts(fixtureManifest(), join(root, 'public'));
    expect(Object.keys(sizes)).toHaveLength(2);
    expect(Object.values(sizes).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(60 * 1024);
  });
});
