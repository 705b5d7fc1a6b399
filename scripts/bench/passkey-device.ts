// A passkey device for Chromium driven by Playwright: a CDP virtual authenticator (CTAP2, resident keys, the person
// verified, presence given at once), for the bench and the editor online's tests.
import type { CDPSession, Page } from 'playwright-core';

export async function addPasskeyDevice(
  page: Page,
  transport: 'internal' | 'usb' = 'internal',
): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport,
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}
