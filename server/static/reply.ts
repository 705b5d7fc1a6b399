// What to answer for a file of the site, from the request's headers alone: the representation Accept-Encoding picks,
// its validators, and 304 when the client's copy is current. Both the Koa middleware and the fast path send this.
import { chooseEncoding } from './accept-encoding.ts';
import type { Representation, SiteFile } from './site-files.ts';
import { CACHE_CONTROL, PICTURE_CSP, PICTURES_PREFIX, cacheControlFor } from '../../model/serving.ts';

export interface RequestHeaders {
  'accept-encoding'?: string;
  'if-none-match'?: string;
  'if-modified-since'?: string;
}

export interface StaticReply {
  status: 200 | 304 | 404;
  headers: Record<string, string>;
  /** The representation to send (none for a 304). */
  representation?: Representation;
}

/** If-None-Match matches (weak comparison, as RFC 9110 asks for GET): "*" or any listed tag with the same opaque part. */
function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** True when the client's copy is current: If-None-Match decides when present, otherwise If-Modified-Since. */
function notModified(request: RequestHeaders, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request['if-none-match'];
  if (ifNoneMatch) return etagMatches(ifNoneMatch, etag);
  const ifModifiedSince = request['if-modified-since'];
  if (!ifModifiedSince) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && lastModified.getTime() <= since;
}

function representationFor(file: SiteFile, request: RequestHeaders): [Representation, Record<string, string>] {
  const encoding = file.varies ? chooseEncoding(request['accept-encoding'], [...file.encoded.keys()]) : undefined;
  const headers: Record<string, string> = { 'Content-Type': file.type };
  if (file.varies) headers.Vary = 'Accept-Encoding';
  if (encoding) headers['Content-Encoding'] = encoding;
  return [encoding ? file.encoded.get(encoding)! : file.identity, headers];
}

/** The reply for a file of the site. Its caching and CSP follow the file sent (its place in the build), never the
 * address as written: /assets/%2e%2e/index.html is the home page, revalidated like any page. */
export function fileReply(file: SiteFile, request: RequestHeaders): StaticReply {
  const [representation, headers] = representationFor(file, request);
  headers['Cache-Control'] = cacheControlFor(file.servedAs);
  // A picture gets the CSP that lets it only draw, in place of the site's; so does any SVG wherever it is.
  if (file.servedAs.startsWith(PICTURES_PREFIX) || file.type === 'image/svg+xml')
    headers['Content-Security-Policy'] = PICTURE_CSP;
  headers.ETag = representation.etag;
  headers['Last-Modified'] = file.lastModifiedHttp;
  if (notModified(request, representation.etag, file.lastModified)) {
    delete headers['Content-Type'];
    delete headers['Content-Encoding'];
    return { status: 304, headers };
  }
  headers['Content-Length'] = String(representation.size);
  return { status: 200, headers, representation };
}

/** The reply for a URL that names no file: the 404 page, never cached. */
export function notFoundReply(notFoundPage: SiteFile, request: RequestHeaders): StaticReply {
  const [representation, headers] = representationFor(notFoundPage, request);
  headers['Cache-Control'] = CACHE_CONTROL.noStore;
  headers['Content-Length'] = String(representation.size);
  return { status: 404, headers, representation };
}
