import createCache from '@emotion/cache';

/** One key for server and browser, so the browser adopts the styles inlined in the pre-rendered HTML. */
export function createEmotionCache() {
  return createCache({ key: 'k' });
}
