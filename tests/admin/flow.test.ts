// The editor online as a new person meets it, in Chromium with a virtual passkey authenticator: the invite link,
// a passkey and the recovery codes, signing out and in again with the passkey, signing out, and signing in with a
// recovery code (which then works no more). Publishing a change is publish-flow.test.ts. Screenshots of each screen at 1280
// and 390 px go to ADMIN_SHOTS when it is set.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { acceptInvite, browserWithAuthenticator, screenshots, startAdmin, type AdminFixture } from './harness.ts';
import type { CDPSession } from 'playwright-core';
import { addPasskeyDevice } from '../../scripts/bench/passkey-device.ts';

let admin: AdminFixture;
let page: Page;
let cdp: CDPSession;
let authenticatorId: string;
let codes: string[];

const shot = (name: string) => screenshots(page, name);

async function signOut(): Promise<void> {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
}

beforeAll(async () => {
  admin = await startAdmin();
  ({ page, cdp, authenticatorId } = await browserWithAuthenticator());
});
afterAll(async () => {
  await admin?.close();
});

test('an invited publisher makes a passkey, gets ten recovery codes once, and is in the editor', async () => {
  codes = await acceptInvite(page, await admin.invite('Aoife Byrne', 'aoife@firm.example', 'publisher'));
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  expect(page.url()).toBe(`${admin.origin}/admin`);
  await expect.poll(() => page.getByRole('banner').innerText()).toContain('Aoife Byrne');
  await shot('editor-online');
});

test('signing out and in again with the passkey', async () => {
  await signOut();
  await shot('sign-in');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.getByRole('navigation', { name: 'Parts of the site' }).waitFor();
});

test('signing in with a recovery code, which then works no more', async () => {
  await signOut();
  await page.getByText('Lost your passkey? Use a recovery code').click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('aoife@firm.example');
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!.toLowerCase().replace(/-/g, ' '));
  await page.getByRole('button', { name: 'Sign in with the code' }).click();
  await page.getByRole('navigation', { name: 'Parts of the site' }).waitFor();
  await signOut();
  await page.getByText('Lost your passkey? Use a recovery code').click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('aoife@firm.example');
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!);
  await page.getByRole('button', { name: 'Sign in with the code' }).click();
  await expect.poll(() => page.getByRole('alert').innerText()).toMatch(/not accepted/);
});

test('a publisher invites an editor from the People screen; the editor cannot manage people; the log has it all', async () => {
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.getByRole('link', { name: 'People' }).click();
  await page.getByRole('heading', { name: 'People', level: 1 }).waitFor();
  await page.getByRole('textbox', { name: 'Name' }).fill('Cian Walsh');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('cian@firm.example');
  await page.getByRole('radio', { name: /^Editor/ }).check();
  await page.getByRole('button', { name: 'Make an invite link' }).click();
  const link = await page.getByRole('textbox', { name: 'Invite link for Cian Walsh' }).inputValue();
  expect(link).toMatch(new RegExp(`^${admin.origin}/admin/welcome#invite=[A-Za-z0-9_-]{43}$`));
  await shot('people');
  await page.getByRole('link', { name: 'Activity log' }).click();
  const log = page.getByRole('region', { name: 'Activity, newest first' });
  await expect.poll(() => log.innerText()).toMatch(/Cian Walsh <cian@firm\.example> as editor/);
  await shot('log');
  await page.getByRole('link', { name: 'Your account' }).click();
  await page.getByRole('heading', { name: 'Your account', level: 1 }).waitFor();
  await shot('account');

  const cian = await browserWithAuthenticator(390);
  await acceptInvite(cian.page, link);
  await expect.poll(() => cian.page.getByRole('banner').innerText()).not.toContain('People');
  await cian.page.goto(`${admin.origin}/admin/people`);
  await cian.page.getByRole('heading', { name: 'Only publishers can manage people' }).waitFor();

  // Aoife makes Cian a publisher, then herself an editor: her own screens follow at once.
  await page.getByRole('link', { name: 'People' }).click();
  await page.getByRole('combobox', { name: 'Role of Cian Walsh' }).selectOption('publisher');
  await expect
    .poll(async () => (await admin.app.store.accounts.personByEmail('cian@firm.example'))?.role)
    .toBe('publisher');
  await page.getByRole('combobox', { name: 'Role of Aoife Byrne' }).selectOption('editor');
  await page.getByRole('heading', { name: 'Only publishers can manage people' }).waitFor();
  await expect.poll(() => page.getByRole('link', { name: 'People' }).count()).toBe(0);
});

test('a second passkey, made on another device, signs in when the first device is gone', async () => {
  await page.getByRole('link', { name: 'Your account' }).click();
  // Another device: a second authenticator, and the first one taken away.
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
  await addPasskeyDevice(page, 'usb');
  await page.getByRole('textbox', { name: 'Name of the new passkey' }).fill('Security key');
  await page.getByRole('button', { name: 'Add another passkey' }).click();
  await expect.poll(() => page.getByRole('main').innerText()).toContain('Security key');
  const aoife = (await admin.app.store.accounts.personByEmail('aoife@firm.example'))!;
  expect(await admin.app.store.accounts.passkeysOf(aoife.id)).toHaveLength(2);
  await signOut();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.getByRole('navigation', { name: 'Parts of the site' }).waitFor();
  expect((await admin.app.store.audit.list({ limit: 1 }))[0]).toMatchObject({
    action: 'sign-in',
    detail: 'with the passkey “Security key”',
  });
});
