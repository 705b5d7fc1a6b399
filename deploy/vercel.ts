// vercel.json (project root) from the serving rules: the build and its output folder, the headers by path, /api
// rewritten to API_ORIGIN, and clean URLs for Vike's folder/index.html layout (/about serves about/index.html).
// Vercel serves /404.html with status 404 for any address without a file.
import type { HostFile, HostSettings } from './host-file.ts';
import { API_PREFIX, headerRules, redirectRules, type HeaderRule } from '../model/serving.ts';

/** A path pattern of the rules ("/*", "/assets/*", "/404.html") in Vercel's path-to-regexp syntax. */
export function vercelSource(path: string): string {
  return path.endsWith('/*') ? `${path.slice(0, -1)}(.*)` : path;
}

function headerEntry(rule: HeaderRule) {
  return {
    source: vercelSource(rule.path),
    headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
  };
}

export function vercelConfig({ aliases, apiOrigin }: HostSettings) {
  const redirects = redirectRules(aliases, apiOrigin);
  const api = redirects.filter((rule) => rule.status === 200);
  const moved = redirects.filter((rule) => rule.status !== 200);
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: 'npm run build',
    outputDirectory: 'dist/client',
    cleanUrls: true,
    trailingSlash: false,
    headers: headerRules().map(headerEntry),
    rewrites: api.map((rule) => ({ source: `${API_PREFIX}:path*`, destination: rule.to.replace(':splat', ':path*') })),
    redirects: moved.map((rule) => ({ source: rule.from, destination: rule.to, statusCode: rule.status })),
  };
}

export function vercelFiles(settings: HostSettings): HostFile[] {
  return [{ name: 'vercel.json', text: JSON.stringify(vercelConfig(settings), null, 2) + '\n' }];
}
