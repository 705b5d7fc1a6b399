// The contact page: focus cards preselect the form's service; the contact form's messages, sending state, success
// (toast, reset, thank-you page) and failure (destructive toast), against the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeContexts, sharedBrowser, url } from './browser.ts';
import { gate, openPage, until } from './interactive-helpers.ts';
import { blockOn, pathWith } from './fixture-pages.ts';
import { OTHER_CODE } from '../../model/contact-options.ts';
import type { ContactFormProps } from '../../blocks/contact-form/index.tsx';
import type { FocusCardsProps } from '../../blocks/focus-cards/index.tsx';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

const bookPath = pathWith('contact-form');
const contactForm = blockOn<ContactFormProps>(bookPath, 'contact-form');
const focusCards = blockOn<FocusCardsProps>(bookPath, 'focus-cards').items;
const thankYouOf = (service: string) => contactForm.options.find((option) => option.code === service)?.thankYouPath;
/** A focus card whose service has a thank-you page, and another card. */
const cardWithThankYou = focusCards.find((item) => thankYouOf(item.service))!;
const otherCard = focusCards.find((item) => item !== cardWithThankYou)!;

const card = (page: Page, item: { text: string }) => page.getByRole('button', { name: item.text });
const form = (page: Page) => page.getByRole('form', { name: contactForm.heading });
const service = (page: Page) => form(page).getByLabel('Service');
const toastArea = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const pressed = (page: Page) =>
  page
    .locator('#focus button[aria-pressed="true"]')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-service')));

async function fill(page: Page, values: { name: string; email: string; company?: string; message: string }) {
  await form(page).getByLabel('Name').fill(values.name);
  await form(page).getByLabel('Email').fill(values.email);
  if (values.company) await form(page).getByLabel('Company').fill(values.company);
  await form(page).getByLabel('Message').fill(values.message);
}

describe('focus cards', () => {
  it('offers a card per focus; a click highlights one and preselects its service; the form choice follows back', async () => {
    const [first, second] = focusCards as [FocusCardsProps['items'][number], FocusCardsProps['items'][number]];
    const { context, page, problems } = await openPage(browser, bookPath);
    expect(await page.locator('#focus button[aria-pressed]').count()).toBe(focusCards.length);
    expect(await pressed(page)).toEqual([]);
    expect(await service(page).inputValue()).toBe('');

    // The form follows a card once its effect has run, after the next frame.
    await card(page, first).click();
    await expect.poll(() => pressed(page)).toEqual([first.service]);
    await expect.poll(() => service(page).inputValue()).toBe(first.service);

    await card(page, second).click();
    expect(await pressed(page)).toEqual([second.service]);
    await expect.poll(() => service(page).inputValue()).toBe(second.service);

    await service(page).selectOption(first.service);
    expect(await pressed(page)).toEqual([first.service]);
    await service(page).selectOption(OTHER_CODE);
    expect(await pressed(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('contact form', () => {
  it('shows the four messages under their fields on submit, sends nothing, and focuses the first', async () => {
    const { context, page, problems } = await openPage(browser, bookPath);
    const requests: string[] = [];
    page.on('request', (request) => request.url().includes('/api/') && requests.push(request.url()));
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    const expected = {
      Name: 'Name must be at least 2 characters',
      Email: 'Invalid email address',
      Service: 'Please select a service',
      Message: 'Message must be at least 10 characters',
    };
    for (const [label, message] of Object.entries(expected)) {
      const field = form(page).getByLabel(label);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      const describedBy = await field.getAttribute('aria-describedby');
      expect((await page.locator(`#${describedBy}`).textContent())?.trim()).toBe(message);
    }
    expect(await form(page).getByLabel('Company').getAttribute('aria-invalid')).toBeNull();
    await until(page, () => document.activeElement?.getAttribute('name') === 'name');

    // Fixing a field takes its message away; a too-short name still has one.
    await fill(page, { name: 'A', email: 'ada@example.com', message: 'Short' });
    expect(await form(page).getByLabel('Email').getAttribute('aria-invalid')).toBeNull();
    expect(await form(page).getByText('Name must be at least 2 characters').isVisible()).toBe(true);
    expect(await form(page).getByText('Message must be at least 10 characters').isVisible()).toBe(true);
    expect(requests).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows "Sending..." on a disabled button while sending, then the success toast and the thank-you page', async () => {
    const { context, page, problems } = await openPage(browser, bookPath);
    const hold = gate();
    let sent: unknown;
    await page.route('**/api/contact', async (route) => {
      sent = route.request().postDataJSON();
      await hold.promise;
      await route.continue();
    });
    await card(page, cardWithThankYou).click();
    await fill(page, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      message: 'Our operations need a reset.',
    });
    await form(page).getByRole('button', { name: 'Send Message' }).click();

    const sending = form(page).getByRole('button', { name: 'Sending...' });
    await sending.waitFor({ state: 'visible' });
    expect(await sending.isDisabled()).toBe(true);
    expect(await sending.locator('svg').count()).toBe(1);
    expect(sent).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      service: cardWithThankYou.service,
      message: 'Our operations need a reset.',
      website: '',
    });

    hold.open();
    await page.waitForURL(url(thankYouOf(cardWithThankYou.service)!));
    const toast = toastArea(page).getByText('Message sent successfully!');
    await toast.waitFor({ state: 'visible' });
    expect(await toastArea(page).getByText(contactForm.sentDescription).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('resets the form after success when the service has no thank-you page, and a swipe right dismisses the toast', async () => {
    const { context, page, problems } = await openPage(browser, bookPath);
    await fill(page, {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      message: 'A general question about your work.',
    });
    await service(page).selectOption(OTHER_CODE);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    const toast = toastArea(page).locator('[data-toast="default"]');
    await toast.waitFor({ state: 'visible' });
    expect(await toast.textContent()).toContain('Message sent successfully!');
    expect(page.url()).toBe(url(bookPath));
    await until(page, () => (document.querySelector('textarea[name="message"]') as HTMLTextAreaElement).value === '');
    expect(await form(page).getByLabel('Name').inputValue()).toBe('');
    expect(await service(page).inputValue()).toBe('');
    expect(await form(page).getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);

    // A 50 px swipe right with a finger dismisses it (the card follows the pointer events).
    const box = (await toast.locator('div').first().boundingBox())!;
    const at = (dx: number) => ({
      pointerId: 7,
      pointerType: 'touch',
      isPrimary: true,
      clientX: box.x + 40 + dx,
      clientY: box.y + 20,
      bubbles: true,
    });
    const content = toast.locator('div').first();
    await content.dispatchEvent('pointerdown', at(0));
    await content.dispatchEvent('pointermove', at(30));
    await content.dispatchEvent('pointermove', at(70));
    await content.dispatchEvent('pointerup', at(70));
    await toast.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the destructive toast with the error message when sending fails, and keeps what was typed', async () => {
    const { context, page, problems } = await openPage(browser, bookPath);
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Mail server unreachable' }),
    );
    await card(page, otherCard).click();
    await fill(page, { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Our RFP is due in ten days.' });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    const toast = toastArea(page).locator('[data-toast="destructive"]');
    await toast.waitFor({ state: 'visible' });
    expect(await toast.textContent()).toContain('Error sending message');
    expect(await toast.textContent()).toContain('500: Mail server unreachable');
    const colours = await toast
      .locator('div')
      .first()
      .evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    expect(colours).toEqual(['rgb(185, 28, 28)', 'rgb(255, 255, 255)']);
    expect(page.url()).toBe(url(bookPath));
    expect(await form(page).getByLabel('Name').inputValue()).toBe('Ada Lovelace');
    expect(await service(page).inputValue()).toBe(otherCard.service);
    // The console reports the failed request itself; nothing else may appear.
    expect(problems.filter((p) => !p.includes('500'))).toEqual([]);
    await context.close();
  });
});
