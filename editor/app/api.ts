// Calls to the editor's server, and the site's check, which runs here in the browser on the folder listings the server
// gives (fetched with the manifest, again after an upload). Every call goes to the editor's base with the headers and
// cookies connection.ts says: this run's token locally, the session and its form key online.
import type { Json } from '../../model/json-pointer.ts';
import type { Schema } from '../../model/schema-walk.ts';
import type { Problem } from '../../model/problems.ts';
import type { Change } from '../../model/changes.ts';
import { checkSite, type SiteFolders } from '../../site/check.ts';
import { refused, request, TokenRefused } from './connection.ts';

export type { Change, Problem };
export { TokenRefused };

/** One call; a 401 means the key was refused (locally) or the session ended (online): connection.ts says what then. */
async function call<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const reply = await request<T>(path, init);
  if (reply.status === 401) refused();
  return reply;
}

function post<T>(path: string, body: unknown) {
  return call<T>(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

let folders: Promise<SiteFolders> | undefined;
const siteFolders = () => (folders ??= call<SiteFolders>('folders').then(({ body }) => body));

export const api = {
  schema: async () => (await call<Schema>('schema')).body,
  /** The file's version on disk, and when the server asks to be asked again. */
  version: async () => (await call<{ version: string; checkAgainMs: number }>('version')).body,
  manifest: async () => {
    folders = undefined;
    return (await call<{ version: string; value: Json }>('manifest')).body;
  },
  /** Every problem of the draft, as `npm run lint` finds them (the save checks again on the server). */
  check: async (manifest: Json): Promise<Problem[]> =>
    checkSite(JSON.stringify(manifest, null, 2), await siteFolders()).problems,
  preview: async (manifest: Json, route: number) => (await post<string>('preview', { manifest, route })).body,
  /** The pages that show differently after a change than before it. */
  shownOn: async (before: Json, after: Json) =>
    (await post<{ pages: { route: number; path: string }[] }>('shown-on', { before, after })).body.pages,
  changes: async (manifest: Json) => (await post<{ changes: Change[] }>('changes', { manifest })).body.changes,
  save: (base: string, manifest: Json) =>
    post<{ version?: string; value?: Json; problems?: Problem[] }>('save', { base, manifest }),
  merge: async (before: Json, manifest: Json) =>
    (await post<{ version: string; disk: Json; value: Json }>('merge', { before, manifest })).body,
  upload: async (file: File) => {
    const uploaded = await call<{ file?: string; type?: string; slug?: string; message?: string }>(
      `downloads?name=${encodeURIComponent(file.name)}`,
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
