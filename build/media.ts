// The build's media step: the site's fonts, subset to the characters it uses, and its images in responsive formats.
// Both land under public/ (generated, not committed), which the pre-render copies into the site.
import { readManifest } from '../model/node/load.ts';
import { buildFonts } from './media/fonts.ts';
import { buildImages } from './media/images.ts';

/** Builds the fonts, then the images; `timed` (scripts/build.ts) times each as a stage of the build. */
export async function buildMedia(
  timed: <T>(stage: string, work: () => Promise<T>) => Promise<T> = (_stage, work) => work(),
): Promise<void> {
  const manifest: unknown = readManifest();
  const fonts = await timed('fonts', () => buildFonts(manifest));
  const images = await timed('images', () => buildImages(manifest));
  const fontBytes = Object.values(fonts).reduce((a, b) => a + b, 0);
  const svgs = Object.values(images).filter((image) => image.widths.length === 0).length;
  const made = `${Object.keys(images).length - svgs} images in AVIF and WebP${svgs ? `, ${svgs} SVG served as they are` : ''}`;
  console.log(`Media: ${Object.keys(fonts).length} fonts (${(fontBytes / 1024).toFixed(1)} KB), ${made}.`);
}
