// Cloudflare Pages' _headers and _redirects (published folder) from the serving rules. Pages serves /404.html with
// status 404 for any address without a file. Its _redirects cannot proxy to another origin, so /api stays out of it:
// README says how to reach the API (a Pages Function, or a route to the API host).
import type { HostFile, HostSettings } from './host-file.ts';
import { headersFile, redirectsFile } from './plain-text-rules.ts';
import { CLOUDFLARE_REDIRECT_LIMITS, cloudflareRedirectCounts, headerRules, redirectRules } from '../model/serving.ts';

export function cloudflareFiles({ aliases }: HostSettings): HostFile[] {
  // Without an origin the API rule is left out: Pages cannot proxy it.
  const redirects = redirectRules(aliases, undefined);
  const counts = cloudflareRedirectCounts(redirects);
  if (!counts.fits) {
    throw new Error(
      `Cloudflare Pages accepts ${CLOUDFLARE_REDIRECT_LIMITS.static} static and ${CLOUDFLARE_REDIRECT_LIMITS.dynamic} dynamic redirects; the site needs ${counts.static} and ${counts.dynamic}.`,
    );
  }
  return [
    { name: '_headers', text: headersFile('Cloudflare Pages', headerRules()) },
    {
      name: '_redirects',
      text: redirectsFile('Cloudflare Pages', redirects, [
        'Pages cannot proxy /api/* to another origin: route /api/* to the API host, or use a Pages Function (README, "Deploy").',
      ]),
    },
  ];
}
