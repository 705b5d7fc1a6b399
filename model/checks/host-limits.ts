// The site fits the static hosts it may be published on: Cloudflare Pages takes at most 2,000 static and 100 dynamic
// redirects in its _redirects file (the serving rules decide which redirects the manifest's addresses need).
import type { Check } from './types.ts';
import { aliasPaths, CLOUDFLARE_REDIRECT_LIMITS, cloudflareRedirectCounts, redirectRules } from '../serving.ts';

export const hostLimitsCheck: Check = {
  rules: ['host-limits'],
  description:
    'The redirects the site needs fit the limits of Cloudflare Pages (2,000 static and 100 dynamic redirects).',
  run(ctx) {
    const counts = cloudflareRedirectCounts(redirectRules(aliasPaths(ctx.site.pages.values()), undefined));
    if (counts.fits) return;
    ctx.report({
      rule: 'host-limits',
      severity: 'warning',
      pointer: '/routes',
      code: 'too-many-redirects',
      value: counts.static + counts.dynamic,
      message: `The site needs ${counts.static} fixed and ${counts.dynamic} pattern redirects, more than Cloudflare Pages accepts (${CLOUDFLARE_REDIRECT_LIMITS.static} and ${CLOUDFLARE_REDIRECT_LIMITS.dynamic}). It can still be published on Netlify, Vercel, nginx or the site's own server; for Cloudflare Pages, remove some aliases.`,
    });
  },
};
