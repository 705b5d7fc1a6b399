// Calls to the editor's server, and the site's check, which runs here in the browser on the folder listings the server
// gives (fetched with the manifest, again after an upload). Every call carries this run's token in a header (token.ts).
import type { Json } from '../../model/json-pointer.ts';
import type { Schema } from '../../model/schema-walk.ts';
import type { Problem } from '../../model/problems.ts';
import type { Change } from '../../model/changes.ts';
import { checkSite, type SiteFolders } from '../../site/check.ts';
import { editorToken, TOKEN_HEADER } from './token.ts';

export type { Change, Problem };

/** The server refused this tab's token: the editor was opened without the printed address, or has restarted since. */
export class TokenRefused extends Error {}

async function call<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const headers = new Headers(init.headers);
  headers.set(TOKEN_HEADER, editorToken());
  const response = await fetch(path, { ...init, headers, credentials: 'omit' });
  if (response.status === 401) throw new TokenRefused('The editor refused this tab’s key.');
  const type = response.headers.get('content-type') ?? '';
  const body = (type.includes('json') ? await response.json() : await response.text()) as T;
  return { status: response.status, body };
}

function post<T>(path: string, body: unknown) {
  return call<T>(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

let folders: Promise<SiteFolders> | undefined;
const siteFolders = () => (folders ??= call<SiteFolders>('/api/folders').then(({ body }) => body));

export const api = {
  schema: async () => (await call<Schema>('/api/schema')).body,
  /** The file's version on disk, and when the server asks to be asked again. */
  version: async () => (await call<{ version: string; checkAgainMs: number }>('/api/version')).body,
  manifest: async () => {
    folders = undefined;
    return (await call<{ version: string; value: Json }>('/api/manifest')).body;
  },
  /** Every problem of the draft, as `npm run lint` finds them (the save checks again on the server). */
  check: async (manifest: Json): Promise<Problem[]> =>
    checkSite(JSON.stringify(manifest, null, 2), await siteFolders()).problems,
  preview: async (manifest: Json, route: number) => (await post<string>('/api/preview', { manifest, route })).body,
  /** The pages that show differently after a change than before it. */
  shownOn: async (before: Json, after: Json) =>
    (await post<{ pages: { route: number; path: string }[] }>('/api/shown-on', { before, after })).body.pages,
  changes: async (manifest: Json) => (await post<{ changes: Change[] }>('/api/changes', { manifest })).body.changes,
  save: (base: string, manifest: Json) =>
    post<{ version?: string; value?: Json; problems?: Problem[] }>('/api/save', { base, manifest }),
  merge: async (before: Json, manifest: Json) =>
    (await post<{ version: string; disk: Json; value: Json }>('/api/merge', { before, manifest })).body,
  upload: async (file: File) => {
    const uploaded = await call<{ file?: string; type?: string; slug?: string; message?: string }>(
      `/api/downloads?name=${encodeURIComponent(file.name)}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: file,
      },
    );
    folders = undefined; // the downloads folder has a new file
    return uploaded;
  },
};
