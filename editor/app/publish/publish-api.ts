// The app's calls about publishing (the contract of issue 26, "HTTP API"): the same paths locally and online. A
// refusal throws a PublishRefused with the server's own sentence; a 401 goes where connection.ts says.
import { apiPath, connectionCredentials, connectionHeaders, refused, request } from '../connection.ts';
import type { Change } from '../api.ts';
import type { Publication, Version } from '../../../model/publications.ts';
import type { PublishSpeed } from '../../../model/publishing.ts';
import type { Json } from '../../../model/json-pointer.ts';

export type { Publication };

/** A publication as lists give it: without the two manifests. */
export type PublicationSummary = Omit<Publication, 'baseText' | 'proposedText'> & { pages?: string[] };

export interface PublishCheck {
  speed: PublishSpeed;
  reasons: string[];
  changes: Change[];
  /** The addresses of the pages the change shows on. */
  pages: string[];
  /** At once, or the person is a publisher. */
  canPublish: boolean;
}

/** When a scheduled change goes live, as the person chose it. */
export interface PublishWhen {
  date: string;
  time: string;
  timeZone: string;
}

export interface PublicationLists {
  waiting: PublicationSummary[];
  scheduled: PublicationSummary[];
  running: PublicationSummary[];
  recent: PublicationSummary[];
}

/** One page's pictures at one width: file names, absent for a page that does not exist in that version. */
export interface PagePicture {
  path: string;
  width: number;
  before?: string;
  after?: string;
}

export interface Pictures {
  state: 'ready' | 'making' | 'none';
  pages: PagePicture[];
  /** How many pages show differently (pictures are of the first few). */
  reached?: number;
}

/** The server said no, in its own words (a conflict with what was published meanwhile, a missing right, ...). */
export class PublishRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const { status, body } = await request<T | { error?: string }>(path, init);
  if (status === 401) refused();
  if (status >= 400) {
    const said = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
    throw new PublishRefused(said ?? `The server could not do that (it answered ${status}).`, status);
  }
  return body as T;
}

const post = <T>(path: string, body: unknown = {}) =>
  call<T>(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

export const publishApi = {
  /** Which speed the change from `base` to `value` publishes at, and why. */
  check: (base: Json, value: Json) => post<PublishCheck>('publish/check', { base, value }),
  /** Publishes now (queued), at a time (scheduled), or asks a publisher (waiting): the server decides by speed. */
  /** `note`: an editor's words for the publisher who reviews it. */
  publish: (base: Json, value: Json, when?: PublishWhen, note?: string) =>
    post<Publication>('publications', { base, value, when, note }),
  list: () => call<PublicationLists>('publications'),
  get: (id: number) => call<Publication & { pages: string[] }>(`publications/${id}`),
  approve: (id: number, fields: { value?: Json; comment?: string } = {}) =>
    post<Publication>(`publications/${id}/approve`, fields),
  sendBack: (id: number, comment: string) => post<Publication>(`publications/${id}/send-back`, { comment }),
  withdraw: (id: number) => post<Publication>(`publications/${id}/withdraw`),
  history: (limit = 50) => call<{ live: string; versions: Version[] }>(`history?limit=${limit}`),
  pictures: (id: number) => call<Pictures>(`publications/${id}/pictures`),
  /**
   * One picture, as an object URL (revoke it when done). Fetched with this mode's headers: locally the key travels in
   * a header, which an <img> address cannot carry.
   */
  async picture(id: number, file: string): Promise<string> {
    const path = apiPath(`publications/${id}/pictures/${encodeURIComponent(file)}`);
    const response = await fetch(path, { headers: connectionHeaders(), credentials: connectionCredentials() });
    if (response.status === 401) refused();
    if (!response.ok) throw new PublishRefused(`The picture could not be read (${response.status}).`, response.status);
    return URL.createObjectURL(await response.blob());
  },
  rollback: (commit: string) => post<Publication>(`history/${encodeURIComponent(commit)}/rollback`),
};
