// The site's two faces, self-hosted: Source Serif 4 for headings, Instrument Sans for text (both variable in weight).
// The build (build/media/fonts.ts) subsets each to the characters the site uses and writes it to `file`; the page
// preloads both. font-display: optional uses a face only if it is there for the first paint (it nearly always is,
// preloaded and 55 KB together), so nothing is ever re-laid out; otherwise that view keeps the local fallback, scaled
// to the face's metrics (Capsize) so it looks the same size, and the next page has the face from the cache.
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import instrumentSans from '@capsizecss/metrics/instrumentSans';
import sourceSerif4 from '@capsizecss/metrics/sourceSerif4';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';

export interface WebFont {
  family: string;
  /** The npm package and file the build subsets. */
  source: { package: string; file: string };
  /** Where the subset lands, under public/ (and so at the site's root). */
  file: string;
  weights: string;
  /** The @font-face rules of its metric-adjusted local fallback ("<family> Fallback", named in tokens' font stacks). */
  fallbackFaces: string;
}

// Linux has Liberation Sans/Serif where other systems have Arial/Times New Roman: same metrics, other names.
const sansStack = createFontStack([instrumentSans, arial]);
const serifStack = createFontStack([sourceSerif4, timesNewRoman]);
const withLinuxNames = (faces: string) =>
  faces
    .replace("local('Arial')", "local('Arial'), local('Liberation Sans')")
    .replace("local('Times New Roman')", "local('Times New Roman'), local('Liberation Serif')");

export const webFonts = {
  body: {
    family: 'Instrument Sans',
    source: { package: '@fontsource-variable/instrument-sans', file: 'files/instrument-sans-latin-wght-normal.woff2' },
    file: '/fonts/instrument-sans.woff2',
    weights: '400 700',
    fallbackFaces: withLinuxNames(sansStack.fontFaces),
  },
  heading: {
    family: 'Source Serif 4',
    source: { package: '@fontsource-variable/source-serif-4', file: 'files/source-serif-4-latin-wght-normal.woff2' },
    file: '/fonts/source-serif-4.woff2',
    weights: '400 800',
    fallbackFaces: withLinuxNames(serifStack.fontFaces),
  },
} satisfies Record<string, WebFont>;

/** The @font-face rules of the faces and their fallbacks, for the page's inline stylesheet. */
export function fontFaceCss(): string {
  return Object.values(webFonts)
    .map(
      (font) =>
        `@font-face{font-family:"${font.family}";src:url(${font.file}) format("woff2");font-weight:${font.weights};font-style:normal;font-display:optional}` +
        font.fallbackFaces.replace(/\s*\n\s*/g, ''),
    )
    .join('');
}

/** <link rel="preload"> tags for the faces: both are used above the fold on every page. */
export function fontPreloads(): string[] {
  return Object.values(webFonts).map(
    (font) => `<link rel="preload" href="${font.file}" as="font" type="font/woff2" crossorigin>`,
  );
}
