// The newsletter sign-up (on the fixture's page with one): the consent sentence under the field; a wrong address gets a
// message and no request; a right one a toast saying a confirmation link is on its way (not yet subscribed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeContexts, sharedBrowser } from './browser.ts';
import { openPage } from './interactive-helpers.ts';
import { blockOn, manifest, pageData, pathWith } from './fixture-pages.ts';
import type { HeroProps } from '../../blocks/hero/index.tsx';
import type { NewsletterProps } from '../../blocks/newsletter/index.tsx';
import { SENT_TITLE } from '../../blocks/newsletter/use-signup.ts';
import { newsletterTerms } from '../../model/newsletter.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

const newsletterPath = pathWith('newsletter');
const newsletter = blockOn<NewsletterProps>(newsletterPath, 'newsletter');
const anchor = pageData(newsletterPath).blocks.find((block) => block.type === 'newsletter')!.anchor!;
const hero = blockOn<HeroProps>(newsletterPath, 'hero');
/** The hero's button that leads to the sign-up. */
const heroLink = [hero.primaryCta, hero.secondaryCta].find((cta) => cta?.href === `#${anchor}`)!;

const section = (page: Page) => page.locator(`#${anchor}`);
const input = (page: Page) => section(page).getByRole('textbox', { name: 'Email address' });
const toastArea = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
/** The texts of the elements the field's aria-describedby names, in order. */
const descriptions = async (page: Page) => {
  const ids = ((await input(page).getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  return Promise.all(ids.map(async (id) => (await page.locator(`#${id}`).textContent())?.trim()));
};

describe('newsletter', () => {
  it('is where the hero button leads, with an e-mail field and its placeholder', async () => {
    expect(heroLink, 'the fixture hero links to the sign-up').toBeDefined();
    const { context, page, problems } = await openPage(browser, newsletterPath);
    expect(await page.getByRole('link', { name: heroLink.text }).first().getAttribute('href')).toBe(`#${anchor}`);
    expect(await input(page).getAttribute('type')).toBe('email');
    // The component's own placeholder unless the block sets one.
    expect(await input(page).getAttribute('placeholder')).toBe(newsletter.placeholder ?? 'Enter your email');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the site's consent sentence under the field, as the field's description", async () => {
    const { consent } = newsletterTerms(manifest);
    const { context, page, problems } = await openPage(browser, newsletterPath);
    expect(await descriptions(page)).toEqual([consent]);
    const field = (await input(page).boundingBox())!;
    const sentence = (await section(page).getByText(consent).boundingBox())!;
    expect(sentence.y).toBeGreaterThanOrEqual(field.y + field.height);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers a wrong address with a message under the field, and sends nothing', async () => {
    const { context, page, problems } = await openPage(browser, newsletterPath);
    const requests: string[] = [];
    page.on('request', (request) => request.url().includes('/api/') && requests.push(request.url()));
    await input(page).fill('not-an-address');
    await section(page).getByRole('button', { name: 'Subscribe' }).click();
    expect(await descriptions(page)).toEqual(['Please enter a valid email address', newsletterTerms(manifest).consent]);
    expect(await input(page).getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a right address and says in a toast that a confirmation link is on its way', async () => {
    const { context, page, problems } = await openPage(browser, newsletterPath);
    await input(page).fill('reader@example.com');
    const response = page.waitForResponse('**/api/newsletter');
    await section(page).getByRole('button', { name: 'Subscribe' }).click();
    expect((await response).status()).toBe(200);
    await toastArea(page).getByText(SENT_TITLE).waitFor({ state: 'visible' });
    const days = newsletterTerms(manifest).confirmDays;
    expect(newsletter.sentDescription).toContain(`${days} day`);
    expect(await toastArea(page).getByText(newsletter.sentDescription).isVisible()).toBe(true);
    expect(await input(page).inputValue()).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a destructive toast when the server refuses', async () => {
    const { context, page, problems } = await openPage(browser, newsletterPath);
    await page.route('**/api/newsletter', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: '{"error":"Too many requests"}' }),
    );
    await input(page).fill('reader@example.com');
    await section(page).getByRole('button', { name: 'Subscribe' }).click();
    const toast = toastArea(page).locator('[data-toast="destructive"]');
    await toast.waitFor({ state: 'visible' });
    expect(await toast.textContent()).toContain('Subscription failed');
    expect(await toast.textContent()).toContain('429: {"error":"Too many requests"}');
    expect(problems.filter((p) => !p.includes('429'))).toEqual([]);
    await context.close();
  });
});
