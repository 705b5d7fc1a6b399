import { defineConfig } from 'vite';
import vike from 'vike/plugin';
import { blockDefinitionsServerOnly, sitePlugin } from './renderer/vite-site-plugin.ts';
import { reactDependencies, reactOnPreact } from './renderer/react-on-preact.ts';

// The code is written against React's API and runs on preact/compat everywhere (renderer/react-on-preact.ts). The build
// bundles every dependency into the server build, so pre-rendering shares the browser's runtime and the HTML hydrates
// exactly; the dev server compiles only the dependencies that import React (Node loads the rest, CommonJS included).
export default defineConfig(({ command }) => ({
  plugins: [vike(), sitePlugin(), blockDefinitionsServerOnly()],
  resolve: { alias: reactOnPreact },
  ssr: { noExternal: command === 'build' ? true : reactDependencies },
  // `npm run dev` shows the draft site on this computer only, unless HOST names another address (HOST=0.0.0.0: the network).
  server: { host: process.env.HOST || 'localhost' },
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  build: { target: 'es2022' },
}));
