// The editor online as `npm run admin` serves it: the real site server (the fixture's build) with the editor mounted at
// /admin over a temporary copy of the fixture manifest and a data folder of its own, on an ephemeral port at
// http://localhost (a secure context, as WebAuthn needs), and Chromium with a CDP virtual authenticator.
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { inject } from 'vitest';
import { createApp, type SiteApp } from '../../server/app.ts';
import { configFromEnv } from '../../server/config.ts';
import { createLogger } from '../../server/log.ts';
import { bundleApp, type AppBundle } from '../../editor/server/bundle.ts';
import { editorOnline } from '../../admin/editor-online.ts';
import type { AdminConfig } from '../../admin/config.ts';
import { inviteLink } from '../../admin/invite-link.ts';
import type { Role } from '../../server/store/accounts-store.ts';
import { sharedBrowser, closeContexts } from '../e2e/browser.ts';
import { fixtureText } from '../support/fixture-site.ts';
import { fetchFresh } from '../support/fetch-fresh.ts';
import { addPasskeyDevice } from '../../scripts/bench/passkey-device.ts';
import type { TestProject } from '../publish/project.ts';

let bundle: Promise<AppBundle> | undefined;

export interface AdminFixture {
  origin: string;
  /** The server's own address (without a proxy in front, the origin's port). */
  serverUrl: string;
  config: AdminConfig;
  app: SiteApp;
  manifestFile: string;
  /** An invite link, made as `npm run admin -- invite` makes one. */
  invite(name: string, email: string, role: Role, now?: number): Promise<string>;
  /** A request to the editor online, from its own origin unless `headers` say otherwise, on a connection of its own. */
  request(
    method: string,
    path: string,
    options?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  close(): Promise<void>;
}

interface AdminOptions {
  trustProxy?: boolean;
  /** The port of a proxy in front (nginx), whose address people open. */
  frontPort?: number;
  /** A project to publish from (tests/publish/project.ts): the editor edits it, publishing commits and builds it. */
  project?: TestProject;
}

export async function startAdmin(
  settings: Partial<Pick<AdminConfig, 'idleMs' | 'absoluteMs'>> = {},
  { trustProxy = false, frontPort, project }: AdminOptions = {},
): Promise<AdminFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'site-admin-'));
  const root = project?.root ?? dir;
  const manifestFile = join(root, 'site.manifest.json');
  if (!project) {
    writeFileSync(manifestFile, fixtureText);
    mkdirSync(join(dir, 'downloads'));
  }
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://localhost:${frontPort ?? port}`;
  const config: AdminConfig = {
    origin,
    rpId: 'localhost',
    idleMs: 30 * 60_000,
    absoluteMs: 12 * 3_600_000,
    ...settings,
  };
  const siteConfig = configFromEnv({
    CLIENT_DIR: inject('clientDir'),
    DATA_DIR: join(dir, 'data'),
    PORT: '0',
    TRUST_PROXY: trustProxy ? '1' : '',
  });
  const site = {
    manifestFile,
    handMadeDownloadsDir: join(root, 'downloads'),
    schemaFile: 'schema/site.schema.json',
    imagesDir: join(root, project ? 'public/images' : 'images'),
  };
  // Without a project, publishing is off (the folder is no git repository) and says so in words.
  const publishing = { projectRoot: root, remote: project?.remote, branch: project && 'main' };
  const app = await createApp(siteConfig, {
    log: createLogger('silent'),
    mount: editorOnline({ config, site, bundle: await (bundle ??= bundleApp()), publishing }),
    live: project && join(project.root, 'dist', 'live'),
  });
  await app.ready();
  server.on('request', app.callback());
  return {
    origin,
    serverUrl: `http://127.0.0.1:${port}`,
    config,
    app,
    manifestFile,
    async invite(name, email, role, now) {
      const made = await app.store.accounts.createInvite({ name, email, role, invitedBy: undefined }, now);
      if ('refused' in made) throw new Error(`could not invite ${email}: ${made.refused}`);
      return inviteLink(config, made.token);
    },
    request(method, path, { body, headers = {} } = {}) {
      const sent: Record<string, string> = { origin, 'x-csrf-token': 'sign-in', ...headers };
      if (body !== undefined) sent['content-type'] ??= 'application/json';
      const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
      return fetchFresh(origin + path, { method, headers: sent, body: payload });
    },
    async close() {
      await closeContexts(await sharedBrowser());
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.shutdown();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A browser profile with a virtual passkey authenticator (CTAP2, built in, user verified, presence given at once). */
export async function browserWithAuthenticator(
  width = 1280,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession; authenticatorId: string }> {
  const browser = await sharedBrowser();
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const { cdp, authenticatorId } = await addPasskeyDevice(page);
  return { context, page, cdp, authenticatorId };
}

/** Accepts an invite in the browser: the welcome page, a passkey, the recovery codes kept; gives the codes. */
export async function acceptInvite(page: Page, link: string): Promise<string[]> {
  await page.goto(link);
  await page.getByRole('button', { name: 'Create your passkey' }).click();
  const codes = page.getByRole('list', { name: /recovery codes/i }).getByRole('listitem');
  await codes.first().waitFor();
  const shown = await codes.allTextContents();
  await page.getByRole('checkbox', { name: 'I have kept these codes somewhere safe' }).check();
  await page.getByRole('button', { name: 'Open the editor' }).click();
  await page.getByRole('navigation', { name: 'Parts of the site' }).waitFor();
  return shown.map((code) => code.trim());
}

/** The session cookie the browser holds for the editor, as a Cookie header. */
export async function sessionCookieHeader(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === '__Host-session');
  if (!cookie) throw new Error('the browser holds no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/**
 * Screenshots of what `page` shows at 1280 and 390 px into ADMIN_SHOTS (for the guides), when it is set: the whole
 * page, or with `{ fullPage: false }` the window (the editor, whose page is as long as its longest pane).
 */
export async function screenshots(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const folder = process.env.ADMIN_SHOTS;
  if (!folder) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(folder, `${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
