// The server the publish bench measures, as `npm run admin` runs it: the site answered from the live release
// (dist/live of the project), the editor online at /admin publishing to the project's git repository and its remote,
// one process. The live link starts at a release of the project's manifest (a server that has published before), and
// a publisher is signed in over HTTP with a recovery code, as a person without their passkey would.
import { join } from 'node:path';
import type { Server } from 'node:http';
import { editorOnline } from '../../admin/editor-online.ts';
import { bundleApp } from '../../editor/server/bundle.ts';
import { Releases } from '../../publish/releases.ts';
import { createApp, type SiteApp } from '../../server/app.ts';
import { configFromEnv } from '../../server/config.ts';
import { createHttpServer } from '../../server/http-server.ts';
import { createLogger } from '../../server/log.ts';
import { newRecoveryCodes } from '../../server/store/recovery-codes.ts';
import { freeLoopbackPort } from './ports.ts';
import type { PublishProject } from './publish-project.ts';

export interface PublishServer {
  origin: string;
  /** A JSON call to the editor online's API as the signed-in publisher; throws on an answer other than 2xx. */
  call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
  /** A public page's HTML as a visitor gets it now. */
  page(path: string): Promise<string>;
  stop(): Promise<void>;
}

const PUBLISHER = { name: 'Bench Publisher', email: 'publisher@firm.example' };

/** A publisher made through the store (invite and acceptance, with a passkey that is never used), signed in over HTTP. */
async function signInPublisher(app: SiteApp, origin: string): Promise<{ cookie: string; csrfToken: string }> {
  const invite = await app.store.accounts.createInvite({ ...PUBLISHER, role: 'publisher', invitedBy: undefined });
  if ('refused' in invite) throw new Error(`The publisher could not be invited: ${invite.refused}`);
  const { codes, hashes } = newRecoveryCodes();
  const passkey = { credentialId: 'bench-unused', publicKey: new Uint8Array(32), counter: 0, transports: [] };
  const accepted = await app.store.accounts.acceptInvite(invite.token, { ...passkey, name: 'Unused' }, hashes);
  if ('refused' in accepted) throw new Error(`The publisher’s invite was refused: ${accepted.refused}`);
  const answer = await fetch(`${origin}/admin/api/sign-in/recovery`, {
    method: 'POST',
    headers: { origin, 'x-csrf-token': 'sign-in', 'content-type': 'application/json' },
    body: JSON.stringify({ email: PUBLISHER.email, code: codes[0] }),
  });
  if (answer.status !== 200) throw new Error(`The recovery-code sign-in answered ${answer.status}.`);
  const cookie = answer.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('The recovery-code sign-in set no session cookie.');
  return { cookie, csrfToken: ((await answer.json()) as { csrfToken: string }).csrfToken };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

export async function startPublishServer(project: PublishProject, manifestText: string): Promise<PublishServer> {
  const { root, remote, top } = project;
  const releases = new Releases({ projectRoot: root });
  const first = await releases.build(manifestText);
  releases.switchTo(first.key);

  const port = await freeLoopbackPort();
  const origin = `http://localhost:${port}`;
  const env = { CLIENT_DIR: first.clientDir, DATA_DIR: join(top, 'data'), PORT: String(port), HOST: '127.0.0.1' };
  const config = configFromEnv(env);
  const log = createLogger('silent');
  const site = {
    manifestFile: join(root, 'site.manifest.json'),
    handMadeDownloadsDir: join(root, 'downloads'),
    schemaFile: join(root, 'schema', 'site.schema.json'),
    imagesDir: join(root, 'public', 'images'),
  };
  const adminConfig = { origin, rpId: 'localhost', idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 };
  const publishing = { projectRoot: root, remote, branch: 'main' };
  const app = await createApp(config, {
    log,
    mount: editorOnline({ config: adminConfig, site, bundle: await bundleApp(), publishing }),
    live: releases.liveLink,
  });
  await app.ready();
  const server = createHttpServer(app.callback(), config.http, log);
  await listen(server, port);

  const session = await signInPublisher(app, origin);
  const headers = { origin, 'x-csrf-token': session.csrfToken, cookie: session.cookie };
  return {
    origin,
    async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
      const answer = await fetch(`${origin}/admin/api${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      if (!answer.ok) throw new Error(`${method} /admin/api${path} answered ${answer.status}: ${text.slice(0, 300)}`);
      return JSON.parse(text) as T;
    },
    async page(path: string): Promise<string> {
      const answer = await fetch(`${origin}${path}`);
      const html = await answer.text();
      return answer.status === 200 ? html : '';
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.shutdown();
    },
  };
}
