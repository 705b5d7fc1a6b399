import { defineConfig } from 'vite';
import vike from 'vike/plugin';
import { sitePlugin } from './renderer/vite-site-plugin.ts';

export default defineConfig({
  plugins: [vike(), sitePlugin()],
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  build: { target: 'es2022' },
});
