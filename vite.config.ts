import { defineConfig } from 'vite';
import vike from 'vike/plugin';
import { blockDefinitionsServerOnly, sitePlugin } from './renderer/vite-site-plugin.ts';

// The code is written against React's API. Built pages run on Preact's compatible runtime, which keeps every page's
// JavaScript within the 90 KB gzip budget (React 19's react-dom alone is 66 KB). Pre-rendering uses the same runtime
// as the browser, so the HTML hydrates exactly: dependencies are bundled into the server build so they share it.
// `npm run dev` keeps React itself (Vite's dev server cannot bundle CommonJS dependencies for pre-rendering).
const reactOnPreact = [
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  plugins: [vike(), sitePlugin(), blockDefinitionsServerOnly()],
  ...(command === 'build' ? { resolve: { alias: reactOnPreact }, ssr: { noExternal: true } } : {}),
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  build: { target: 'es2022' },
}));
