// The serving rules, defined once: the headers every response carries, the cache policy by path, the 404 page, how
// aliases are served and where /api goes. The Koa server applies them, and every host file (nginx, Netlify,
// Cloudflare Pages, Vercel) is written from them, so the site behaves the same wherever it is published.

const CSP = [
  "default-src 'self'",
  // 'inline-speculation-rules' lets a page's <script type="speculationrules"> run, and no other inline script.
  "script-src 'self' 'inline-speculation-rules'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Headers on every response, errors and the 404 included. The CSP allows no inline or eval'd scripts but the pages'
 * speculation rules (styles may be inline: the pre-rendered pages carry their critical CSS).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CSP,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** URL prefix of the manifest's pictures (public/images), served as they were put there. */
export const PICTURES_PREFIX = '/images/';

/**
 * The pictures' own CSP, in place of the site's: an SVG opened by itself is a document, and this lets it only draw
 * (inline styles and embedded raster data), never run a script, load a file or be framed. Raster pictures ignore it.
 */
export const PICTURE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Cache-Control values, one per kind of response. */
export const CACHE_CONTROL = {
  /** Hashed build assets: their name changes with their content, so a copy never goes stale. */
  immutable: `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
  /** Pages and other unhashed files: kept, but checked with the server before each use. */
  revalidate: 'public, max-age=0, must-revalidate',
  /** /api replies and the 404: never stored. */
  noStore: 'no-store',
} as const;

/** URL prefix of the hashed assets Vite writes (dist/client/assets/). */
export const HASHED_ASSETS_PREFIX = '/assets/';

/** Where the API lives on the site's origin. */
export const API_PREFIX = '/api/';
/**
 * The contact form's endpoint. Sending the same inquiry again is safe (the API stores one submission once), so a proxy
 * may pass a POST here on to another API server when the first died before answering.
 */
export const CONTACT_ENDPOINT = `${API_PREFIX}contact`;

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith(API_PREFIX);
}

/** Where the editor online lives on the site's origin (`npm run admin`). */
export const ADMIN_PREFIX = '/admin';

/** The part of the server that owns `path` (so no page can be there), or undefined for the site's own addresses. */
export function reservedFor(path: string): string | undefined {
  if (isApiPath(path)) return "the server's forms and downloads";
  if (path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`)) return "the site's editor";
  return undefined;
}

/** The Cache-Control of a file of the site found at `path` (a 404 is always CACHE_CONTROL.noStore). */
export function cacheControlFor(path: string): string {
  if (isApiPath(path)) return CACHE_CONTROL.noStore;
  return path.startsWith(HASHED_ASSETS_PREFIX) ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate;
}

/** The page sent, with status 404, for any address that names no file. */
export const NOT_FOUND = { page: '/404.html', status: 404 } as const;

/**
 * How an alias is served: as its own pre-rendered page (status 200) whose canonical link names the page's path, so
 * search engines index one address. No host redirects an alias; the host files hold no alias redirects.
 */
export type AliasMode = 'page' | 'redirect';
export const ALIASES_SERVED_AS: AliasMode = 'page';

/** An alias and the canonical path of its page. */
export interface AliasPath {
  path: string;
  canonicalPath: string;
}

/** The header rules a static host applies: every path first, then the narrower ones. */
export interface HeaderRule {
  /** A path pattern: "/*" (everything), "/assets/*" (a prefix), or one exact path. */
  path: string;
  headers: Readonly<Record<string, string>>;
}

/**
 * The headers per path for hosts that set them by pattern (Netlify, Cloudflare Pages, Vercel). Those hosts join the
 * values of a header set by two matching rules with a comma, so Cache-Control is set once per path: pages keep the
 * hosts' own default, which is CACHE_CONTROL.revalidate on all three.
 */
export function headerRules(): HeaderRule[] {
  return [
    { path: '/*', headers: SECURITY_HEADERS },
    { path: `${HASHED_ASSETS_PREFIX}*`, headers: { 'Cache-Control': CACHE_CONTROL.immutable } },
    // Hosts send both CSPs here; a browser enforces both, so the stricter picture policy is the one that counts.
    { path: `${PICTURES_PREFIX}*`, headers: { 'Content-Security-Policy': PICTURE_CSP } },
    { path: NOT_FOUND.page, headers: { 'Cache-Control': CACHE_CONTROL.noStore } },
  ];
}

/** A redirect or rewrite a static host applies. `status` 200 is a rewrite (proxy), kept even when a file matches. */
export interface RedirectRule {
  from: string;
  to: string;
  status: 200 | 301 | 302 | 404;
  /** Proxy even when a file exists at `from` (Netlify's "!"). */
  force?: boolean;
}

/**
 * The redirects a host needs: one 301 per alias when aliases are served as redirects (none as pages, the rule today),
 * then /api/* to the API's origin when it is set (a host that cannot proxy leaves that one out).
 */
export function redirectRules(
  aliases: readonly AliasPath[],
  apiOrigin: string | undefined,
  aliasMode: AliasMode = ALIASES_SERVED_AS,
): RedirectRule[] {
  const rules: RedirectRule[] =
    aliasMode === 'redirect' ? aliases.map((a) => ({ from: a.path, to: a.canonicalPath, status: 301 as const })) : [];
  if (apiOrigin)
    rules.push({ from: `${API_PREFIX}*`, to: `${trimOrigin(apiOrigin)}${API_PREFIX}:splat`, status: 200, force: true });
  return rules;
}

/** The origin without a trailing slash ("https://api.example.com/" → "https://api.example.com"). */
export function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** A redirect whose source has a placeholder or splat ("dynamic" in Cloudflare's limits). */
export function isDynamicRedirect(rule: RedirectRule): boolean {
  return rule.from.includes('*') || /\/:[A-Za-z]/.test(rule.from);
}

/** Cloudflare Pages' documented limits on a _redirects file. */
export const CLOUDFLARE_REDIRECT_LIMITS = { static: 2_000, dynamic: 100 } as const;

/** How many static and dynamic redirects the rules hold, and whether Cloudflare Pages accepts that many. */
export function cloudflareRedirectCounts(rules: readonly RedirectRule[]): {
  static: number;
  dynamic: number;
  fits: boolean;
} {
  const dynamic = rules.filter(isDynamicRedirect).length;
  const fixed = rules.length - dynamic;
  return {
    static: fixed,
    dynamic,
    fits: fixed <= CLOUDFLARE_REDIRECT_LIMITS.static && dynamic <= CLOUDFLARE_REDIRECT_LIMITS.dynamic,
  };
}

/** The aliases of a site's page table (paths that are not their page's canonical path). */
export function aliasPaths(pages: Iterable<AliasPath>): AliasPath[] {
  return [...pages]
    .filter((p) => p.path !== p.canonicalPath)
    .map(({ path, canonicalPath }) => ({ path, canonicalPath }));
}
