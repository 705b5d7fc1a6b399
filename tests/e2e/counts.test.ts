// The counts the manifest fixes, as a visitor sees them in the browser: as many cards, rows, steps and questions as the
// fixture's blocks list, no more and no fewer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeContexts, sharedBrowser, url } from './browser.ts';
import { blockOn, blocksOn, manifest, pathsWith, pathWith, site } from './fixture-pages.ts';
import type { CardsProps } from '../../blocks/cards/index.tsx';
import type { ComparisonProps } from '../../blocks/comparison/index.tsx';
import type { DownloadsProps } from '../../blocks/downloads/index.tsx';
import type { FaqProps } from '../../blocks/faq/index.tsx';
import type { FocusCardsProps } from '../../blocks/focus-cards/index.tsx';
import type { ServiceCardsProps } from '../../blocks/service-cards/index.tsx';
import type { StepsProps } from '../../blocks/steps/index.tsx';
import type { TestimonialsProps } from '../../blocks/testimonials/index.tsx';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await sharedBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await closeContexts(browser);
});

const region = (name: string) => page.getByRole('region', { name, exact: true });
const cardTitles = (heading: string) => region(heading).getByRole('heading', { level: 3 });
const whyPath = site.routes.find((entry) => entry.route.path === '/why-{product}')!.path;

describe('counts fixed by the manifest', () => {
  it('home: a card per "who we help" item, a service card per service listed, a comparison row per row listed', async () => {
    const cards = blockOn<CardsProps>('/', 'cards');
    const services = blockOn<ServiceCardsProps>('/', 'service-cards');
    const comparison = blockOn<ComparisonProps>('/', 'comparison');
    await page.goto(url('/'));
    await expect(cardTitles(cards.heading).count()).resolves.toBe(cards.items.length);
    await expect(cardTitles(services.heading).count()).resolves.toBe(services.services.length);
    await expect(page.getByRole('table').getByRole('row').count()).resolves.toBe(1 + comparison.rows.length);
  });

  it('/services: a card for each service its block lists, none for the services it leaves out', async () => {
    const cards = blockOn<ServiceCardsProps>('/services', 'service-cards');
    const listed = cards.services.map((service) => service.name);
    const leftOut = manifest.services.map((service) => service.name).filter((name) => !listed.includes(name));
    expect(leftOut.length, 'the fixture leaves a service out of /services').toBeGreaterThan(0);
    await page.goto(url('/services'));
    await expect(cardTitles(cards.heading).allTextContents()).resolves.toEqual(listed);
    for (const name of leftOut) await expect(region(cards.heading).getByText(name).count(), name).resolves.toBe(0);
  });

  it('the focus cards: one toggle button per card', async () => {
    const path = pathWith('focus-cards');
    const focus = blockOn<FocusCardsProps>(path, 'focus-cards');
    await page.goto(url(path));
    await expect(region(focus.heading).locator('button[aria-pressed]').count()).resolves.toBe(focus.items.length);
  });

  it('/insights: a link per download of its library, a card per operational snapshot', async () => {
    const library = blockOn<DownloadsProps>('/insights', 'downloads');
    const snapshots = blockOn<CardsProps>('/insights', 'cards');
    await page.goto(url('/insights'));
    await expect(region(library.heading).getByRole('link').count()).resolves.toBe(library.files.length);
    await expect(cardTitles(snapshots.heading).count()).resolves.toBe(snapshots.items.length);
  });

  it('why page: a comparison row per row including those the home page leaves out, a card per value, each method step', async () => {
    const comparison = blockOn<ComparisonProps>(whyPath, 'comparison');
    const homeRows = blockOn<ComparisonProps>('/', 'comparison').rows.map((row) => row.feature);
    const extraRows = comparison.rows.map((row) => row.feature).filter((feature) => !homeRows.includes(feature));
    expect(extraRows.length, 'the fixture compares more on the why page than at home').toBeGreaterThan(0);
    const values = blockOn<CardsProps>(whyPath, 'cards');
    const method = blockOn<StepsProps>(whyPath, 'steps');
    await page.goto(url(whyPath));
    await expect(page.getByRole('table').getByRole('row').count()).resolves.toBe(1 + comparison.rows.length);
    for (const feature of extraRows)
      await expect(page.getByRole('rowheader', { name: feature, exact: true }).count()).resolves.toBe(1);
    await expect(cardTitles(values.heading).count()).resolves.toBe(values.items.length);
    for (const step of method.items)
      await expect(
        region(method.heading).getByRole('heading', { name: step.title, exact: true }).count(),
      ).resolves.toBe(1);
  });

  it('steps: a numbered section per step, each with a list item per point', async () => {
    const points = pathsWith('steps').flatMap((path) =>
      blocksOn<StepsProps>(path, 'steps').flatMap((steps) => steps.items.flatMap((step) => step.points ?? [])),
    );
    expect(points.length, 'the fixture has steps with points').toBeGreaterThan(0);
    for (const path of pathsWith('steps')) {
      await page.goto(url(path));
      for (const steps of blocksOn<StepsProps>(path, 'steps')) {
        const sections = region(steps.heading).locator('ol > li');
        await expect(sections.count(), `${path} "${steps.heading}"`).resolves.toBe(steps.items.length);
        for (const [i, step] of steps.items.entries()) {
          await expect(sections.nth(i).getByRole('listitem').count(), `${path} "${step.title}"`).resolves.toBe(
            step.points?.length ?? 0,
          );
        }
      }
    }
  });

  it('founder page: a quote per testimonial, also under its alias', async () => {
    const path = pathWith('testimonials');
    const testimonials = blockOn<TestimonialsProps>(path, 'testimonials');
    const addresses = [path, ...(site.pages.get(path)!.route.aliases ?? [])];
    expect(addresses.length, 'the fixture has an alias of the testimonials page').toBeGreaterThan(1);
    for (const address of addresses) {
      await page.goto(url(address));
      await expect(region(testimonials.heading).locator('blockquote').count(), address).resolves.toBe(
        testimonials.items.length,
      );
    }
  });

  it('FAQ: a question per item, on every page with one', async () => {
    for (const path of pathsWith('faq')) {
      const faq = blockOn<FaqProps>(path, 'faq');
      await page.goto(url(path));
      await expect(region(faq.heading).getByRole('button').count(), path).resolves.toBe(faq.items.length);
    }
  });
});
