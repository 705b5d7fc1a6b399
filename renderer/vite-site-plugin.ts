// Vite plugin for `npm run dev`: reloads the open page when site.manifest.json is saved.
import type { Plugin } from 'vite';
import { manifestPath } from './site/load.ts';

export function sitePlugin(): Plugin {
  const file = manifestPath();
  return {
    name: 'site-manifest-reload',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(file);
      server.watcher.on('change', (changed) => {
        if (changed === file) server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
