// The plain-text _headers and _redirects format Netlify and Cloudflare Pages share: a path on its own line with its
// headers indented below; one redirect per line as `from to status` (the status always written: the two hosts
// default to different ones, 301 and 302).
import type { HeaderRule, RedirectRule } from '../model/serving.ts';

const GENERATED =
  'Written by `npm run build` / `npm run deploy` from the serving rules (model/serving.ts): do not edit.';

export function headersFile(host: string, rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) =>
    [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `# ${host} headers. ${GENERATED}\n${blocks.join('\n\n')}\n`;
}

export function redirectLine(rule: RedirectRule): string {
  return `${rule.from}  ${rule.to}  ${rule.status}${rule.force ? '!' : ''}`;
}

export function redirectsFile(host: string, rules: readonly RedirectRule[], notes: readonly string[] = []): string {
  return (
    [`# ${host} redirects. ${GENERATED}`, ...notes.map((note) => `# ${note}`), ...rules.map(redirectLine)].join('\n') +
    '\n'
  );
}
