import type { Config } from 'vike/types';

// Every page is pre-rendered and HTML-only for Vike: no page hydrates as a whole and moving between pages is a full
// page load. The one script is +client.ts, the island loader, which wakes the parts of a page that move.
export default {
  clientRouting: false,
  prerender: true,
} satisfies Config;
