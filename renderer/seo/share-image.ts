// The default share image: one PNG for every page, made once by `npx tsx scripts/share-image.ts` from the firm's name and the
// home page's headline, and committed in public/ (so the build needs no browser).
import type { Site } from '../../model/site.ts';
import { definitionOf } from '../../model/blocks.ts';

export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630, type: 'image/png' } as const;

export interface ShareImageText {
  firm: string;
  /** The home page's headline, large. */
  tagline: string;
  /** The home hero's short label, above the headline (or the site description's first sentence). */
  kicker: string;
}

/** The words on the share image, read from the manifest the same way for the image and for its alt text. */
export function shareImageText(site: Site): ShareImageText {
  const ctx = site.context('', []);
  const home = site.routes.find((r) => r.canonicalPath === '/');
  const headline = home?.route.blocks
    .map((block) => definitionOf(site.blocks, block.type).headline?.(block))
    .find((h) => h !== undefined);
  const firm = site.manifest.site.firmName;
  const tagline = headline?.title ? ctx.text(headline.title) : ctx.text(home?.route.title ?? firm);
  const kicker = headline?.eyebrow
    ? ctx.text(headline.eyebrow)
    : (ctx.text(site.manifest.site.description).split('. ')[0] ?? '');
  return { firm, tagline, kicker };
}

export function shareImageAlt(site: Site): string {
  const { firm, tagline } = shareImageText(site);
  return `${firm}: ${tagline}`;
}
