// The search and sharing part of every page's <head>: title, description, canonical URL, robots, Open Graph, Twitter
// card, structured data, and modulepreload links for the page's block chunks. Built at pre-render from the manifest.
import type { Data } from '../+data.ts';
import type { Site } from '../../model/site.ts';
import { absoluteUrl, pageJsonLd, serializeJsonLd } from './json-ld.ts';
import { SHARE_IMAGE, shareImageAlt } from './share-image.ts';
import { escapeHtml } from '../../model/html.ts';

export { escapeHtml };

export interface PageHead {
  title: string;
  description: string;
  canonicalUrl?: string;
  robots?: string;
  /** [property, content] pairs: og:title, og:image… */
  openGraph: [string, string][];
  /** [name, content] pairs: twitter:card… */
  twitter: [string, string][];
  jsonLd: object;
}

/** "en-IE" → "en_IE", the form og:locale takes. */
export function ogLocale(locale: string): string {
  const [language = 'en', region] = locale.split(/[-_]/);
  return region ? `${language.toLowerCase()}_${region.toUpperCase()}` : language.toLowerCase();
}

export function pageHead(site: Site, data: Data): PageHead {
  const jsonLd = pageJsonLd(site, data);
  if (!('canonicalUrl' in data)) {
    return { title: data.title, description: data.description, robots: 'noindex', openGraph: [], twitter: [], jsonLd };
  }
  const { firmName, locale } = site.manifest.site;
  const image = absoluteUrl(site, SHARE_IMAGE.path);
  const alt = shareImageAlt(site);
  return {
    title: data.title,
    description: data.description,
    canonicalUrl: data.canonicalUrl,
    robots: site.pages.get(data.canonicalPath)?.noindex ? 'noindex' : undefined,
    openGraph: [
      ['og:type', 'website'],
      ['og:site_name', firmName],
      ['og:locale', ogLocale(locale)],
      ['og:title', data.title],
      ['og:description', data.description],
      ['og:url', data.canonicalUrl],
      ['og:image', image],
      ['og:image:type', SHARE_IMAGE.type],
      ['og:image:width', String(SHARE_IMAGE.width)],
      ['og:image:height', String(SHARE_IMAGE.height)],
      ['og:image:alt', alt],
    ],
    twitter: [
      ['twitter:card', 'summary_large_image'],
      ['twitter:title', data.title],
      ['twitter:description', data.description],
      ['twitter:image', image],
      ['twitter:image:alt', alt],
    ],
    jsonLd,
  };
}

/** The head tags as HTML, every value escaped (the caller inserts the result unescaped). */
export function renderPageHead(head: PageHead): string {
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
  ];
  if (head.canonicalUrl) lines.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`);
  if (head.robots) lines.push(`<meta name="robots" content="${escapeHtml(head.robots)}">`);
  for (const [property, content] of head.openGraph)
    lines.push(`<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`);
  for (const [name, content] of head.twitter)
    lines.push(`<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`);
  lines.push(`<script type="application/ld+json">${serializeJsonLd(head.jsonLd)}</script>`);
  return lines.join('\n');
}
