// The Netlify, Cloudflare Pages and Vercel files: each in its format's documented grammar, and carrying the serving
// rules (model/serving.ts) the Koa server and nginx apply.
import { describe, expect, it } from 'vitest';
import { netlifyFiles } from '../../deploy/netlify.ts';
import { cloudflareFiles } from '../../deploy/cloudflare.ts';
import { vercelConfig, vercelSource } from '../../deploy/vercel.ts';
import type { HostFile, HostSettings } from '../../deploy/host-file.ts';
import { detectedHost, hostSettings, writeHostFiles } from '../../deploy/host-files.ts';
import { redirectsFile } from '../../deploy/plain-text-rules.ts';
import {
  CACHE_CONTROL,
  CLOUDFLARE_REDIRECT_LIMITS,
  cloudflareRedirectCounts,
  headerRules,
  redirectRules,
  SECURITY_HEADERS,
  type AliasPath,
} from '../../model/serving.ts';
import { checkSiteText as checkManifest } from '../../site/node.ts';
import { fixtureText } from '../support/fixture-site.ts';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const API = 'https://api.example.com';
const ALIASES: AliasPath[] = [{ path: '/founder', canonicalPath: '/about' }];
const withApi: HostSettings = { aliases: ALIASES, apiOrigin: `${API}/` };
const withoutApi: HostSettings = { aliases: ALIASES, apiOrigin: undefined };

function file(files: HostFile[], name: string): string {
  const found = files.find((f) => f.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found.text;
}

// ---- the plain-text formats Netlify and Cloudflare Pages document ----

/** A header field name (RFC 9110 token). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Parses a _headers file as the hosts document it: a path line (not indented), then indented `Name: value` lines. */
function parseHeaders(text: string): { path: string; headers: [string, string][] }[] {
  const rules: { path: string; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (/^\s/.test(line)) {
      const match = /^\s+([^:\s]+):\s*(.*)$/.exec(line);
      expect(match, `header line "${line}"`).not.toBeNull();
      expect(match![1]).toMatch(TOKEN);
      expect(rules.length, 'a header line follows a path').toBeGreaterThan(0);
      rules.at(-1)!.headers.push([match![1]!, match![2]!]);
    } else {
      expect(line, 'a path line is an absolute path or https URL').toMatch(/^(\/|https:\/\/)\S*$/);
      expect(line.split('*').length - 1, 'one splat per path').toBeLessThanOrEqual(1);
      rules.push({ path: line, headers: [] });
    }
  }
  return rules;
}

/** Whether a _headers path pattern matches a URL path (a trailing * matches anything). */
function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/** A _redirects line: `from to status[!]`, the status always written. */
function parseRedirects(text: string): { from: string; to: string; status: number; force: boolean }[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'))
    .map((line) => {
      const match = /^(\/\S*)\s+(\/\S*|https?:\/\/\S+)\s+(200|301|302|303|307|308|404)(!?)$/.exec(line);
      expect(match, `redirect line "${line}"`).not.toBeNull();
      return { from: match![1]!, to: match![2]!, status: Number(match![3]), force: match![4] === '!' };
    });
}

describe.each([
  ['Netlify', netlifyFiles],
  ['Cloudflare Pages', cloudflareFiles],
])('%s _headers', (_host, files) => {
  const rules = parseHeaders(file(files(withApi), '_headers'));

  it("has a CSP with ASVS 5.0's minimum (3.4.3): object-src 'none', base-uri 'none', and no inline or eval'd script", () => {
    const csp = SECURITY_HEADERS['Content-Security-Policy']!.split(/;\s*/);
    expect(csp).toEqual(expect.arrayContaining(["object-src 'none'", "base-uri 'none'"]));
    // Inline speculation rules only (their own keyword): never 'unsafe-inline' or 'unsafe-eval'.
    expect(csp).toContain("script-src 'self' 'inline-speculation-rules'");
  });

  it('sends every security header of the rules on every path', () => {
    const all = rules.find((r) => r.path === '/*');
    expect(Object.fromEntries(all!.headers)).toEqual(SECURITY_HEADERS);
  });

  it('gives each path one Cache-Control (the hosts join repeated headers with a comma), as the rules say', () => {
    const cacheOf = (path: string) =>
      rules
        .filter((r) => matches(r.path, path))
        .flatMap((r) => r.headers.filter(([name]) => name === 'Cache-Control').map(([, v]) => v));
    expect(cacheOf('/assets/entries/page.BX12ab.js')).toEqual([CACHE_CONTROL.immutable]);
    expect(cacheOf('/404.html')).toEqual([CACHE_CONTROL.noStore]);
    // Pages keep the host's default, which is the rules' revalidate policy.
    expect(cacheOf('/services/ops-audit/')).toEqual([]);
    for (const path of ['/', '/about', '/assets/x.css', '/404.html']) {
      const names = rules.filter((r) => matches(r.path, path)).flatMap((r) => r.headers.map(([name]) => name));
      expect(new Set(names).size, `no header twice for ${path}`).toBe(names.length);
    }
  });

  it("stays within Cloudflare's limits: 100 rules, 2,000 characters a line", () => {
    expect(rules.length).toBeLessThanOrEqual(100);
    for (const line of file(files(withApi), '_headers').split('\n')) expect(line.length).toBeLessThanOrEqual(2_000);
  });
});

describe('Netlify _redirects', () => {
  it('proxies /api/* to API_ORIGIN with a forced 200 rewrite', () => {
    expect(parseRedirects(file(netlifyFiles(withApi), '_redirects'))).toEqual([
      { from: '/api/*', to: `${API}/api/:splat`, status: 200, force: true },
    ]);
  });

  it('has no /api rule, and says why, when API_ORIGIN is not set', () => {
    const text = file(netlifyFiles(withoutApi), '_redirects');
    expect(parseRedirects(text)).toEqual([]);
    expect(text).toMatch(/# No API_ORIGIN/);
  });

  it('redirects no alias: aliases are served as their own pages', () => {
    const from = parseRedirects(file(netlifyFiles(withApi), '_redirects')).map((r) => r.from);
    expect(from).not.toContain('/founder');
  });
});

describe('Cloudflare Pages _redirects', () => {
  it('never proxies to another origin (Pages cannot) and says where /api goes instead', () => {
    const text = file(cloudflareFiles(withApi), '_redirects');
    expect(parseRedirects(text).filter((r) => r.status === 200)).toEqual([]);
    expect(text).toMatch(/Pages Function/);
  });

  it('writes every redirect with its status (Cloudflare defaults to 302, Netlify to 301)', () => {
    const text = redirectsFile('Cloudflare Pages', redirectRules(ALIASES, undefined, 'redirect'));
    expect(text.split('\n')).toContain('/founder  /about  301');
    expect(parseRedirects(text)).toEqual([{ from: '/founder', to: '/about', status: 301, force: false }]);
  });

  it(`counts static and dynamic redirects against ${CLOUDFLARE_REDIRECT_LIMITS.static} and ${CLOUDFLARE_REDIRECT_LIMITS.dynamic}`, () => {
    const many = Array.from({ length: CLOUDFLARE_REDIRECT_LIMITS.static + 1 }, (_, i) => ({
      path: `/old-${i}`,
      canonicalPath: '/about',
    }));
    expect(cloudflareRedirectCounts(redirectRules(many, undefined, 'redirect'))).toEqual({
      static: 2_001,
      dynamic: 0,
      fits: false,
    });
    expect(cloudflareRedirectCounts(redirectRules(many.slice(1), API, 'redirect'))).toEqual({
      static: 2_000,
      dynamic: 1,
      fits: true,
    });
  });
});

describe('vercel.json', () => {
  const config = vercelConfig(withApi);
  const KEYS = [
    '$schema',
    'buildCommand',
    'outputDirectory',
    'cleanUrls',
    'trailingSlash',
    'headers',
    'rewrites',
    'redirects',
  ];

  it('uses only documented properties, with the types Vercel expects', () => {
    for (const key of Object.keys(config)) expect(KEYS).toContain(key);
    expect(typeof config.cleanUrls).toBe('boolean');
    expect(typeof config.trailingSlash).toBe('boolean');
    for (const entry of config.headers) {
      expect(entry.source).toMatch(/^\//);
      for (const header of entry.headers) {
        expect(header.key).toMatch(TOKEN);
        expect(typeof header.value).toBe('string');
      }
    }
    for (const rewrite of config.rewrites) {
      expect(rewrite.source).toMatch(/^\//);
      expect(rewrite.destination).toMatch(/^(\/|https:\/\/)/);
    }
    expect(JSON.parse(JSON.stringify(config))).toEqual(config);
  });

  it('carries the rules: security headers everywhere, immutable assets, /api rewritten to API_ORIGIN', () => {
    const headersFor = (source: string) =>
      Object.fromEntries(config.headers.find((h) => h.source === source)!.headers.map((h) => [h.key, h.value]));
    expect(headersFor('/(.*)')).toEqual(SECURITY_HEADERS);
    expect(headersFor('/assets/(.*)')).toEqual({ 'Cache-Control': CACHE_CONTROL.immutable });
    expect(config.headers.map((h) => h.source)).toEqual(headerRules().map((r) => vercelSource(r.path)));
    expect(config.rewrites).toEqual([{ source: '/api/:path*', destination: `${API}/api/:path*` }]);
    expect(config.redirects).toEqual([]);
  });

  it("serves the build folder with clean URLs, matching the build's folder/index.html pages", () => {
    expect(config.outputDirectory).toBe('dist/client');
    expect(config.cleanUrls).toBe(true);
    expect(config.trailingSlash).toBe(false);
  });
});

describe('the manifest (SITE_MANIFEST: the fixture site)', () => {
  it('lists its aliases for the hosts, and fits Cloudflare Pages (no host-limits warning)', async () => {
    const settings = hostSettings({});
    expect(settings.aliases).toContainEqual({ path: '/founder', canonicalPath: '/about' });
    expect(settings.apiOrigin).toBeUndefined();
    const { problems } = await checkManifest(fixtureText);
    expect(problems.filter((p) => p.rule === 'host-limits')).toEqual([]);
  });
});

describe('the build step', () => {
  it('recognises the host running the build from its environment', () => {
    expect(detectedHost({ NETLIFY: 'true' })).toBe('netlify');
    expect(detectedHost({ CF_PAGES: '1' })).toBe('cloudflare');
    expect(detectedHost({})).toBeUndefined();
  });

  it("writes a host's _headers and _redirects into the published folder", () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-host-files-'));
    try {
      writeHostFiles('netlify', dir, withApi);
      expect(readdirSync(dir).sort()).toEqual(['_headers', '_redirects']);
      expect(readFileSync(join(dir, '_redirects'), 'utf8')).toBe(file(netlifyFiles(withApi), '_redirects'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
