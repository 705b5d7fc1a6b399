import { defineConfig } from 'vite';
import vike from 'vike/plugin';
import { blockDefinitionsServerOnly, sitePlugin } from './renderer/vite-site-plugin.ts';
import { reactDependencies, reactOnPreact } from './renderer/react-on-preact.ts';
import { browserEmotionCache } from './renderer/islands/emotion-cache-plugin.ts';
import { shippedModulesRecord } from './renderer/islands/shipped-modules.ts';

// The code is written against React's API and runs on preact/compat everywhere (renderer/react-on-preact.ts). The build
// bundles every dependency into the server build, so pre-rendering shares the browser's runtime and the HTML hydrates
// exactly; the dev server compiles only the dependencies that import React (Node loads the rest, CommonJS included).
const HOC_ONLY_PACKAGES = /\/node_modules\/(hoist-non-react-statics|react-is)\//;

export default defineConfig(({ command }) => ({
  plugins: [vike(), sitePlugin(), blockDefinitionsServerOnly(), browserEmotionCache(), shippedModulesRecord()],
  resolve: { alias: reactOnPreact },
  ssr: { noExternal: command === 'build' ? true : reactDependencies },
  // `npm run dev` shows the draft site on this computer only, unless HOST names another address (HOST=0.0.0.0: the network).
  server: { host: process.env.HOST || 'localhost' },
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // Emotion imports these for withTheme(), which the site does not use; without this they would reach every page.
      treeshake: { moduleSideEffects: (id) => (HOC_ONLY_PACKAGES.test(id) ? false : undefined) },
    },
  },
}));
