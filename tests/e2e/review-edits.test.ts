// The change review of seven edits of different kinds at once (one build): each is told once, and shown on exactly
// the pages that edit alone changes; a removed page is told with the sitemap and the links that led to it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReviewLine, ReviewReport } from '../../change-review/review.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import {
  base,
  edited,
  pagesThatDiffer,
  reportedPages,
  REVIEW_TIMEOUT,
  reviewOf,
  shownPrice,
  useScratch,
} from './review-helpers.ts';

useScratch();

// What the edits pick, from the base (the fixture site): a tier shown on many pages, a service named in documents, a
// navigation link, and a page linked from the navigation and the footer only.
const pricedService = base().services.find((s) => s.id === 'ops-audit')!;
const pricedTier = pricedService.tiers.find((t) => t.id === 'quick-scan')!;
const newAmount = pricedTier.price.amount + 100;
const renamedService = base().services.find((s) => s.id === 'rfp-support')!;
const renamedLink = base().navigation.links.find((l) => l.href === '/insights')!;
const removedPath = '/about';
const removedLinkText = base().navigation.links.find((l) => l.href === removedPath)!.text;

describe('npm run review of several edits at once', () => {
  let faqPath = '';
  const edits = {
    price: (m: SiteManifest) => {
      m.services.find((s) => s.id === pricedService.id)!.tiers.find((t) => t.id === pricedTier.id)!.price.amount =
        newAmount;
    },
    faq: (m: SiteManifest) => {
      const route = m.routes.find((r) => r.blocks.some((b) => b.type === 'faq') && !r.aliases)!;
      faqPath = route.path;
      (route.blocks.find((b) => b.type === 'faq') as { items: unknown[] }).items.push({
        question: 'Do you work with charities?',
        answer: 'Yes, at the same prices.',
      });
    },
    reorder: (m: SiteManifest) => {
      const route = m.routes.find((r) => r.path === '/book')!;
      route.blocks.splice(1, 0, route.blocks.splice(2, 1)[0]!);
    },
    rename: (m: SiteManifest) => {
      m.services.find((s) => s.id === renamedService.id)!.name = 'Bid Desk';
    },
    fact: (m: SiteManifest) => {
      m.facts!.find((f) => f.id === 'reply-time')!.value = '12 hours';
    },
    navigation: (m: SiteManifest) => {
      m.navigation.links.find((l) => l.href === renamedLink.href)!.text = 'Insights';
    },
    removal: (m: SiteManifest) => {
      m.routes = m.routes.filter((r) => r.path !== removedPath) as SiteManifest['routes'];
      m.navigation.links = m.navigation.links.filter((l) => l.href !== removedPath);
      m.footer.company = m.footer.company.filter((l) => l.href !== removedPath);
    },
  };
  const text = edited((m) => Object.values(edits).forEach((edit) => edit(m)));
  let report: ReviewReport;

  beforeAll(async () => {
    report = await reviewOf(text);
  }, REVIEW_TIMEOUT);

  const changesOf = (group: string) => report.changes.filter((c) => c.group === group);
  const shownPages = (change: ReviewLine) => [...change.shown.pages].sort();

  it('reports exactly the pages whose words differ, and one line per edit (one per moved block)', async () => {
    expect(reportedPages(report)).toEqual(await pagesThatDiffer(text));
    const moved = report.changes.filter((c) => / moved from block \d+ to block \d+$/.test(c.text));
    expect(moved.length).toBeGreaterThan(0);
    // The removal is one line for the page and one for each link to it (in the navigation and the footer).
    expect(report.changes).toHaveLength(5 + moved.length + 3);
  });

  it('tells a price change with every page and document that shows it', async () => {
    const [line, ...others] = changesOf('prices');
    expect(others).toEqual([]);
    expect(line!.text).toBe(
      `${pricedTier.name} (${pricedService.name}): ${shownPrice(pricedTier.price.amount)} → ${shownPrice(newAmount)}`,
    );
    expect(shownPages(line!)).toEqual(await pagesThatDiffer(edited(edits.price)));
    expect(line!.shown.documents).toContain('Services Overview PDF');
    expect(line!.where).toMatch(
      /^Shown on \/, .*\/services, .*\/services\/ops-audit.* and in the .*Services Overview PDF/,
    );
  });

  it('tells a new FAQ item on its page and no other', () => {
    const [line, ...others] = report.changes.filter((c) => c.text.includes('“Do you work with charities?”'));
    expect(others).toEqual([]);
    expect(line!.group).toBe('blocks');
    expect(shownPages(line!)).toEqual([faqPath]);
    expect(line!.where).toBe(`Shown on ${faqPath}.`);
  });

  it('tells a reordered block on its page only', () => {
    const moved = report.changes.filter((c) => c.text.startsWith('/book: '));
    expect(moved.length).toBeGreaterThan(0);
    for (const change of moved) {
      expect(change.text).toMatch(/^\/book: .* moved from block \d+ to block \d+$/);
      expect(change.where).toBe('Shown on /book.');
    }
  });

  it('tells a renamed service with the pages and documents that name it', async () => {
    expect(changesOf('services')).toEqual([
      expect.objectContaining({ text: `Service renamed: “${renamedService.name}” → “Bid Desk”` }),
    ]);
    const [line] = changesOf('services');
    expect(shownPages(line!)).toEqual(await pagesThatDiffer(edited(edits.rename)));
    expect(line!.shown.documents.length).toBeGreaterThan(0);
  });

  it('tells a changed fact on every page that says it', async () => {
    const expected = await pagesThatDiffer(edited(edits.fact));
    expect(expected.length).toBeGreaterThan(1);
    expect(changesOf('facts')).toEqual([
      expect.objectContaining({ text: "Fact 'reply-time': 24 hours → 12 hours", diff: '[-24-]{+12+} hours' }),
    ]);
    expect(shownPages(changesOf('facts')[0]!)).toEqual(expected);
  });

  it('tells a navigation change as shown on every page', () => {
    const renamed = changesOf('navigation').filter((c) => c.text.includes('“Insights”'));
    expect(renamed).toEqual([expect.objectContaining({ where: 'Shown on every page.' })]);
    expect(renamed[0]!.text.endsWith(`“${renamedLink.text}” → “Insights”`)).toBe(true);
  });

  it('tells a removed page, with its alias, the sitemap and the links that led to it', () => {
    const alias = base().routes.find((r) => r.path === removedPath)!.aliases![0]!;
    expect(report.differences.pages).toContainEqual({ path: removedPath, status: 'removed', aspects: [] });
    expect(report.differences.pages).toContainEqual({ path: alias, status: 'removed', aspects: [] });
    expect(report.differences.sitemap).toEqual([`− ${base().site.baseUrl}${removedPath}`]);
    const [removal, ...others] = changesOf('pages');
    expect(others).toEqual([]);
    expect(removal!.text).toMatch(new RegExp(`^Page ${removedPath} \\(.*\\) removed$`));
    expect(removal!.where).toBe(`Shown on ${removedPath} (also ${alias}) and in the sitemap.`);
    // The links to it, in the navigation and the footer.
    const links = report.changes.filter((c) => c.text.endsWith(`removed “${removedLinkText}”`));
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.where).toBe('Shown on every page.');
  });
});
