// One runtime everywhere: the code is written against React's API and runs on preact/compat in the browser, in
// pre-rendering, in `npm run dev` and in the unit tests (vite.config.ts, vitest.config.ts), so what a test or the
// preview shows is what visitors get. Preact keeps every page's JavaScript within the 90 KB gzip budget.
import type { Alias } from 'vite';

export const reactOnPreact: Alias[] = [
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The packages (or scopes) that import React. Where Node itself would load them (the dev server's and the tests'
 * server side), they must go through Vite instead, so the aliases above reach their imports too; everything else stays
 * with Node, which also loads the CommonJS packages Vite's module runner cannot.
 */
const reactPackages = ['@emotion', '@radix-ui', 'notistack', 'react-final-form'];

/** For Vite's ssr.noExternal, which matches package names. */
export const reactDependencies: RegExp[] = reactPackages.map((name) => new RegExp(`^${name}(/|$)`));

/**
 * For Vitest's server.deps.inline, which matches file paths. Preact itself is compiled too, so the aliases' targets and
 * preact's own imports resolve to one copy of it (Node and Vite would otherwise load its .mjs and .module.js builds).
 */
export const reactDependencyFiles = new RegExp(
  `/node_modules/(${[...reactPackages, 'preact', 'preact-render-to-string'].join('|')})/`,
);
