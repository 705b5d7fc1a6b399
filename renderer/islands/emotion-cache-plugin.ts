// In the client build only, @emotion/cache is islands/emotion-cache.ts: Emotion's cache without stylis, for browsers
// that read nested CSS (see that file). Pre-rendering, the dev server's server side and the tests keep Emotion's own.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const BROWSER_CACHE = fileURLToPath(new URL('./emotion-cache.ts', import.meta.url));

export function browserEmotionCache(): Plugin {
  return {
    name: 'site:browser-emotion-cache',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(source, importer) {
      if (source === '@emotion/cache' && importer !== BROWSER_CACHE) return BROWSER_CACHE;
      return undefined;
    },
  };
}
