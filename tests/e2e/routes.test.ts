// Every route of the spec answers 200 with its key content pre-rendered; aliases show their canonical screen;
// and no internal link on any page is dead.
import { describe, expect, it } from 'vitest';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteManifest } from '../../schema/site.types.ts';
import { createSite } from '../../model/site.ts';
import { builtDownloadsDir } from '../../model/node/paths.ts';
import { url } from './browser.ts';

const manifest = JSON.parse(readFileSync('site.manifest.json', 'utf8')) as SiteManifest;
const site = createSite(manifest);

const KEY_CONTENT: Record<string, string[]> = {
  '/': ['Operational Clarity. Tactical Control. Done for You.', 'Who We Help', 'Our Core Services', 'Why Start Now?', 'Next Steps'],
  '/services': ['How Our Services Work', 'Book Discovery Call', 'Send Me a Brief'],
  '/services/ops-audit': ['Quick Scan', '€1,495', 'Full Teardown', '€2,995', 'Executive Brief', '€4,995', 'Team structure', 'Not sure if this is the right fit?'],
  '/services/rfp-support': ['Document Review', '€1,950', 'Full Development', '€3,950', 'Full Lifecycle', '€7,950'],
  '/services/fractional-coo': ['Fractional COO Services', '€3,000', '€6,000', 'per month'],
  '/services/sop-sprint': ['Core SOPs', '€950', 'Department Build', '€2,450', 'Full Operations', '€4,950'],
  '/services/vendor-support': ['Audit and Fix Plan', '€2,950', 'DC Readiness Sprint', '€5,950', '€3,000–€6,000'],
  '/services/contract-review': ['€750', '€1,500', '€2,500+', 'Founder/COO Plan', '€3,500', '+€500', '+€300'],
  '/services/compliance-risk': ['Single Project Risk Review', '€7,500', '€14,000', '€1,800', '€5,000', 'Custom quote'],
  '/services/strategic-operator': ['€25,000', 'Frequently asked questions'],
  '/services/opsos': ['€7,500', 'per year', '€950', '€500', 'Frequently asked questions'],
  '/insights': ['Execution Tools. Zero Fluff.', 'Downloads Library', 'Operational Snapshots', 'Need More Than Templates?'],
  '/book': ["Let's Scope It Out.", 'Choose Your Focus', 'Get Started', 'Direct Contact'],
  '/about': ['What clients say'],
  '/trust': ['Four anonymised proof cases'],
  '/thank-you/ops-audit': ["You're Booked In"],
};

function decode(html: string): string {
  return html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
}

describe('every route', () => {
  it.each(site.routes.map((r) => r.path))('%s answers 200 with its content in the pre-rendered HTML', async (path) => {
    const response = await fetch(url(path));
    expect(response.status).toBe(200);
    const html = decode(await response.text());
    expect(html).toContain(`<link rel="canonical" href="${manifest.site.baseUrl}${path === '/' ? '/' : path}">`);
    for (const text of KEY_CONTENT[path] ?? []) expect(html, `${path} shows "${text}"`).toContain(text);
  });

  it('has the why-us page at /why-{product}, named from the manifest', async () => {
    const product = manifest.site.productName.toLowerCase();
    expect((await fetch(url(`/why-${product}`))).status).toBe(200);
  });
});

describe('aliases', () => {
  const aliases = [...site.pages.values()].filter((p) => p.path !== p.canonicalPath);
  it('include /founder, /contract-review and /compliance-risk', () => {
    expect(aliases.map((a) => a.path).sort()).toEqual(['/compliance-risk', '/contract-review', '/founder']);
  });
  it.each(aliases.map((a) => [a.path, a.canonicalPath]))('%s shows the screen of %s, with it as canonical URL', async (alias, canonical) => {
    const [a, c] = await Promise.all([fetch(url(alias)), fetch(url(canonical))]);
    expect(a.status).toBe(200);
    const aliasHtml = await a.text();
    expect(aliasHtml).toContain(`<link rel="canonical" href="${manifest.site.baseUrl}${canonical}">`);
    const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
    expect(h1(aliasHtml)).toBe(h1(await c.text()));
  });
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
          if (!download || !existsSync(join(builtDownloadsDir(), download.file))) dead.push(`${path} → ${href} (no such download file)`);
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
    for (const path of ['/', '/about', '/services/compliance-risk']) {
      const html = await (await fetch(url(path))).text();
      for (const [tag] of html.matchAll(/<a [^>]*href="https?:[^>]*>/g)) {
        expect(tag, path).toContain('target="_blank"');
        expect(tag, path).toContain('rel="noopener noreferrer"');
      }
    }
  });

  it('uses the manifest e-mail in every mail link', async () => {
    for (const path of ['/services', '/services/compliance-risk', '/book']) {
      const html = await (await fetch(url(path))).text();
      const mails = [...html.matchAll(/href="mailto:([^"]+)"/g)].map((m) => m[1]);
      expect(mails.length, path).toBeGreaterThan(0);
      for (const mail of mails) expect(mail).toBe(manifest.site.email);
    }
  });
});
