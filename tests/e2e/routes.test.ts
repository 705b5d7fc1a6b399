// Every route of the fixture site answers 200 with its key content pre-rendered; aliases show their canonical screen;
// and no internal link on any page is dead.
import { describe, expect, inject, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TierView } from '../../model/site.ts';
import type { PriceView } from '../../model/price.ts';
import { url } from './browser.ts';
import { manifest, pageData, pathsWith, site } from './fixture-pages.ts';

/** The fields of a block's props that hold what a visitor reads first. */
interface KeyFields {
  title?: unknown;
  heading?: unknown;
  groups?: { title?: string }[];
  sections?: { heading?: string }[];
  aside?: { heading?: string };
  items?: unknown[];
  actions?: { text: string }[];
  tiers?: TierView[];
  addOns?: { name: string; price: PriceView }[];
}

/**
 * What a page's HTML must hold before any script runs, from the fixture as the page resolves it: the titles and
 * headings of its blocks and their sections, the titles of their cards and lists, their buttons, and every tier's name
 * and price (and every add-on's) as the site formats it.
 */
function keyContent(path: string): string[] {
  const texts: string[] = [];
  const add = (...values: unknown[]) =>
    values.forEach((value) => typeof value === 'string' && value !== '' && texts.push(value));
  for (const { props } of pageData(path).blocks) {
    const block = props as KeyFields;
    add(block.title, block.heading, block.aside?.heading);
    for (const group of block.groups ?? []) add(group.title);
    for (const section of block.sections ?? []) add(section.heading);
    for (const item of block.items ?? [])
      if (item && typeof item === 'object') add((item as { title?: unknown }).title);
    for (const action of block.actions ?? []) add(action.text);
    for (const tier of block.tiers ?? []) add(tier.name, tier.price.amount, tier.price.unit);
    for (const addOn of block.addOns ?? []) add(addOn.name, addOn.price.text);
  }
  return texts;
}

function decode(html: string): string {
  return html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

describe('every route', () => {
  it.each(site.routes.map((r) => r.path))('%s answers 200 with its content in the pre-rendered HTML', async (path) => {
    const response = await fetch(url(path));
    expect(response.status).toBe(200);
    const html = decode(await response.text());
    expect(html).toContain(`<link rel="canonical" href="${manifest.site.baseUrl}${path === '/' ? '/' : path}">`);
    const texts = keyContent(path);
    expect(texts.length, path).toBeGreaterThan(0);
    for (const text of texts) expect(html, `${path} shows "${text}"`).toContain(text);
  });

  it('has the why-us page at /why-{product}, named from the manifest', async () => {
    const product = manifest.site.productName.toLowerCase();
    expect((await fetch(url(`/why-${product}`))).status).toBe(200);
  });
});

describe('aliases', () => {
  const aliases = [...site.pages.values()].filter((p) => p.path !== p.canonicalPath);
  it('are the aliases the manifest declares (the fixture has /founder)', () => {
    expect(aliases.length).toBeGreaterThan(0);
    expect(aliases.map((a) => a.path).sort()).toEqual(manifest.routes.flatMap((r) => r.aliases ?? []).sort());
  });
  it.each(aliases.map((a) => [a.path, a.canonicalPath]))(
    '%s shows the screen of %s, with it as canonical URL',
    async (alias, canonical) => {
      const [a, c] = await Promise.all([fetch(url(alias)), fetch(url(canonical))]);
      expect(a.status).toBe(200);
      const aliasHtml = await a.text();
      expect(aliasHtml).toContain(`<link rel="canonical" href="${manifest.site.baseUrl}${canonical}">`);
      const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
      expect(h1(aliasHtml)).toBe(h1(await c.text()));
    },
  );
});

describe('links', () => {
  it('every internal href on every page resolves to a page, an alias, an anchor on its page, or an existing download', async () => {
    const dead: string[] = [];
    const pages = new Map<string, string>();
    for (const path of site.pages.keys()) pages.set(path, await (await fetch(url(path))).text());
    const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    for (const [path, html] of pages) {
      for (const [, raw] of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
        const href = decode(raw!);
        if (/^(https?:|mailto:)/.test(href)) continue;
        const [target = '', anchor] = href.split('#');
        const targetPath = target === '' ? path : target.replace(/\/$/, '') || '/';
        if (targetPath.startsWith('/api/download/')) {
          const slug = targetPath.slice('/api/download/'.length);
          const download = manifest.downloads.find((d) => d.slug === slug);
          if (!download || !existsSync(join(inject('documentsDir'), download.file)))
            dead.push(`${path} → ${href} (no such download file)`);
          continue;
        }
        const targetHtml = pages.get(targetPath);
        if (!targetHtml) dead.push(`${path} → ${href} (no page)`);
        else if (anchor && !idsOf(targetHtml).has(anchor)) dead.push(`${path} → ${href} (no #${anchor} there)`);
      }
    }
    expect(dead).toEqual([]);
  });

  it('every route is reachable by links from the home page', async () => {
    const seen = new Set<string>(['/']);
    const queue = ['/'];
    while (queue.length > 0) {
      const path = queue.shift()!;
      const html = await (await fetch(url(path))).text();
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#]*)/g)) {
        const target = href!.replace(/\/$/, '') || '/';
        if (!seen.has(target) && site.pages.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    const canonical = site.routes.map((r) => r.path).filter((p) => !p.startsWith('/thank-you/'));
    expect(canonical.filter((p) => !seen.has(p))).toEqual([]);
  });

  it('opens every outside link in a new tab with rel="noopener noreferrer"', async () => {
    let outside = 0;
    for (const { path } of site.routes) {
      const html = await (await fetch(url(path))).text();
      for (const [tag] of html.matchAll(/<a [^>]*href="https?:[^>]*>/g)) {
        outside += 1;
        expect(tag, path).toContain('target="_blank"');
        expect(tag, path).toContain('rel="noopener noreferrer"');
      }
    }
    expect(outside).toBeGreaterThan(0);
  });

  it('uses the manifest e-mail in every mail link, on every page that links to it', async () => {
    // A block links to the e-mail through its "email" href (resolved to mailto:); the contact form's aside always shows it.
    const linksInBlocks = site.routes
      .map((r) => r.path)
      .filter((path) => JSON.stringify(pageData(path).blocks).includes('"mailto:'));
    const linking = [...pathsWith('contact-form'), ...linksInBlocks];
    expect(linking.length).toBeGreaterThan(1);
    for (const { path } of site.routes) {
      const html = await (await fetch(url(path))).text();
      const mails = [...html.matchAll(/href="mailto:([^"]+)"/g)].map((m) => m[1]);
      if (linking.includes(path)) expect(mails.length, path).toBeGreaterThan(0);
      for (const mail of mails) expect(mail, path).toBe(manifest.site.email);
    }
  });
});
