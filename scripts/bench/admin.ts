// The editor online's figures (`npm run bench -- --only-admin`): signing in with a passkey, from the click to the
// editor on screen and the server's answer alone, and signing in with a recovery code. Over the live manifest's copy
// and the current build, in Chromium with a virtual passkey device. Publishing has a bench of its own (publish.ts).
import { createServer } from 'node:http';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../../build/chromium.ts';
import { clientDir } from '../../build/state.ts';
import { manifestPath } from '../../model/node/paths.ts';
import { createApp } from '../../server/app.ts';
import { configFromEnv } from '../../server/config.ts';
import { createLogger } from '../../server/log.ts';
import { bundleApp } from '../../editor/server/bundle.ts';
import { editorOnline } from '../../admin/editor-online.ts';
import { inviteLink } from '../../admin/invite-link.ts';
import { addPasskeyDevice } from './passkey-device.ts';
import { table } from './table.ts';

const RUNS = 10;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const row = (what: string, values: number[]) => [what, median(values).toFixed(1), Math.max(...values).toFixed(1)];

async function startOnline(dir: string) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const config = { origin, rpId: 'localhost', idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 };
  const site = {
    manifestFile: join(dir, 'site.manifest.json'),
    handMadeDownloadsDir: join(dir, 'downloads'),
    schemaFile: join(process.cwd(), 'schema', 'site.schema.json'),
    imagesDir: join(process.cwd(), 'public', 'images'),
  };
  const app = await createApp(configFromEnv({ CLIENT_DIR: clientDir, DATA_DIR: join(dir, 'data'), PORT: '0' }), {
    log: createLogger('silent'),
    // Publishing is off here: the folder is not a git repository (the publish bench measures publishing).
    mount: editorOnline({ config, site, bundle: await bundleApp(), publishing: { projectRoot: dir } }),
  });
  await app.ready();
  server.on('request', app.callback());
  const stop = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await app.shutdown();
  };
  return { origin, app, stop };
}

/** Milliseconds from `start` until the editor's outline is on screen, and the server's time for `path`'s answer. */
async function timed(page: Page, path: string, start: () => Promise<void>) {
  const answered = page.waitForResponse((response) => response.url().endsWith(path));
  const began = performance.now();
  await start();
  await page.getByRole('navigation', { name: 'Parts of the site' }).waitFor();
  const screen = performance.now() - began;
  const timing = (await answered).request().timing();
  return { screen, server: timing.responseEnd - timing.requestStart };
}

export async function benchAdmin(): Promise<Record<string, number[]>> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-admin-'));
  mkdirSync(join(dir, 'downloads'));
  copyFileSync(manifestPath(), join(dir, 'site.manifest.json'));
  const online = await startOnline(dir);
  const browser = await launchChromium();
  const figures: Record<string, number[]> = {
    passkeyScreen: [],
    passkeyServer: [],
    codeServer: [],
  };
  try {
    const page = await (await browser.newContext()).newPage();
    await addPasskeyDevice(page);
    const made = await online.app.store.accounts.createInvite({
      name: 'Bench',
      email: 'bench@firm.example',
      role: 'publisher',
      invitedBy: undefined,
    });
    if ('refused' in made) throw new Error('could not invite');
    await page.goto(inviteLink({ origin: online.origin, rpId: 'localhost', idleMs: 0, absoluteMs: 0 }, made.token));
    await page.getByRole('button', { name: 'Create your passkey' }).click();
    const codeList = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await codeList.first().waitFor();
    const codes = await codeList.allTextContents();
    for (let run = 0; run < RUNS; run += 1) {
      await page.context().clearCookies(); // signed out: the next sign-in starts from the sign-in screen
      await page.goto(`${online.origin}/admin/sign-in`);
      const { screen, server } = await timed(page, '/admin/api/sign-in', () =>
        page.getByRole('button', { name: 'Sign in with a passkey' }).click(),
      );
      figures.passkeyScreen!.push(screen);
      figures.passkeyServer!.push(server);
    }
    for (const code of codes.slice(0, RUNS - 1)) {
      const began = performance.now();
      const answer = await fetch(`${online.origin}/admin/api/sign-in/recovery`, {
        method: 'POST',
        headers: { origin: online.origin, 'x-csrf-token': 'sign-in', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench@firm.example', code: code.trim() }),
      });
      if (answer.status !== 200) throw new Error(`recovery sign-in answered ${answer.status}`);
      figures.codeServer!.push(performance.now() - began);
    }
  } finally {
    await browser.close();
    await online.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

export async function adminSection(): Promise<Record<string, number[]>> {
  console.log('\nThe editor online (the live manifest’s copy, the current build; milliseconds)\n');
  const figures = await benchAdmin();
  console.log(
    table(
      ['', 'median', 'worst'],
      [
        row(`passkey sign-in, click → editor on screen (${RUNS} runs)`, figures.passkeyScreen!),
        row('passkey sign-in, the server’s answer', figures.passkeyServer!),
        row(`recovery-code sign-in, the server’s answer (${RUNS - 1} runs)`, figures.codeServer!),
      ],
    ),
  );
  console.log('\nPublishing from the editor online is measured by `npm run bench -- --only-publish`.');
  return figures;
}
