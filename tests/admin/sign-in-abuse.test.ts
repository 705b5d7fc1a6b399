// Sign-in refusals: a passkey answer made on another site's page, an unknown passkey, and the limit of 10 failures in
// a row per account and address, then 15 minutes blocked for that pair only (ASVS 6.3.1).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { acceptInvite, browserWithAuthenticator, startAdmin, type AdminFixture } from './harness.ts';

let admin: AdminFixture;
let otherSite: Server;
let otherOrigin: string;
let page: Page;
let codes: string[];

beforeAll(async () => {
  admin = await startAdmin({}, { trustProxy: true });
  otherSite = createServer((_, response) => response.end('<!DOCTYPE html><title>Another site</title>'));
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://localhost:${(otherSite.address() as AddressInfo).port}`;
  ({ page } = await browserWithAuthenticator());
  codes = await acceptInvite(page, await admin.invite('Aoife Byrne', 'aoife@firm.example', 'publisher'));
});
afterAll(async () => {
  otherSite?.close();
  await admin?.close();
});

/**
 * On the page now open, asks the authenticator for a passkey answer to the editor's sign-in challenge (a page of
 * another site would do this to relay it), and gives the answer as the app would send it.
 */
async function answerFromThisPage(options: object): Promise<object> {
  return page.evaluate(
    async (optionsJSON: { challenge: string; rpId: string }) => {
      const bytes = (text: string) =>
        Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
      const text = (buffer: ArrayBuffer) =>
        btoa(String.fromCharCode(...new Uint8Array(buffer)))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const credential = (await navigator.credentials.get({
        publicKey: { challenge: bytes(optionsJSON.challenge), rpId: optionsJSON.rpId, userVerification: 'preferred' },
      })) as PublicKeyCredential;
      const response = credential.response as AuthenticatorAssertionResponse;
      return {
        id: credential.id,
        rawId: text(credential.rawId),
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: text(response.clientDataJSON),
          authenticatorData: text(response.authenticatorData),
          signature: text(response.signature),
          userHandle: response.userHandle ? text(response.userHandle) : undefined,
        },
      };
    },
    options as { challenge: string; rpId: string },
  );
}

async function signInOptions() {
  const answer = await admin.request('POST', '/admin/api/sign-in/options', { body: {} });
  return (await answer.json()) as { ceremony: string; options: object };
}

test('a real passkey’s answer made on another site’s page is refused (its origin is not the editor’s)', async () => {
  const { ceremony, options } = await signInOptions();
  await page.goto(otherOrigin);
  const response = await answerFromThisPage(options);
  const answer = await admin.request('POST', '/admin/api/sign-in', { body: { ceremony, response } });
  expect(answer.status).toBe(401);
  expect(((await answer.json()) as { message: string }).message).toMatch(/passkey was not accepted/);
  expect((await admin.app.store.audit.list({ limit: 5 })).map((e) => e.action)).toContain('sign-in-failed');
});

test('the same passkey’s answer on the editor’s own page signs in', async () => {
  const { ceremony, options } = await signInOptions();
  await page.goto(`${admin.origin}/admin/sign-in`);
  const response = await answerFromThisPage(options);
  const answer = await admin.request('POST', '/admin/api/sign-in', { body: { ceremony, response } });
  expect(answer.status).toBe(200);
});

test('10 failures in a row from one address block that account there for 15 minutes, not elsewhere', async () => {
  const attempt = (code: string, address: string) =>
    admin.request('POST', '/admin/api/sign-in/recovery', {
      headers: { 'x-forwarded-for': address },
      body: { email: 'aoife@firm.example', code },
    });
  for (let failure = 1; failure < 10; failure += 1)
    expect((await attempt('WRONG-CODE-0000', '203.0.113.9')).status).toBe(401);
  const tenth = await attempt('WRONG-CODE-0000', '203.0.113.9');
  expect(tenth.status).toBe(429);
  const blocked = await attempt(codes[0]!, '203.0.113.9');
  expect(blocked.status).toBe(429);
  expect(((await blocked.json()) as { message: string }).message).toMatch(/Try again in 15 minutes/);
  // The right code from the person's own address still works: a flood from elsewhere cannot lock them out.
  expect((await attempt(codes[0]!, '198.51.100.20')).status).toBe(200);
});
