// Netlify's _headers and _redirects (published folder) from the serving rules. Netlify serves /404.html with status
// 404 for any address without a file, and proxies a `200!` rewrite to another origin.
import type { HostFile, HostSettings } from './host-file.ts';
import { headersFile, redirectsFile } from './plain-text-rules.ts';
import { headerRules, redirectRules } from '../model/serving.ts';

export function netlifyFiles({ aliases, apiOrigin }: HostSettings): HostFile[] {
  const redirects = redirectRules(aliases, apiOrigin);
  return [
    { name: '_headers', text: headersFile('Netlify', headerRules()) },
    {
      name: '_redirects',
      text: redirectsFile(
        'Netlify',
        redirects,
        apiOrigin ? [] : ['No API_ORIGIN was set at build time: /api/* is not proxied (set it and rebuild).'],
      ),
    },
  ];
}
