// Pages are full page loads; the speculation rules in every page's <head> (renderer/seo/speculation.ts) have Chromium
// prerender the page a visitor is about to open. Browsers without them prefetch it instead, when a pointer rests on a
// link, a finger touches it or the keyboard reaches it.
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

export function prefetchOnIntent(): void {
  if (HTMLScriptElement.supports?.('speculationrules')) return;
  const fetched = new Set<string>([location.pathname]);
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || link.origin !== location.origin || fetched.has(link.pathname) || link.hasAttribute('download')) return;
    fetched.add(link.pathname);
    const prefetch = document.createElement('link');
    prefetch.rel = 'prefetch';
    prefetch.href = link.pathname;
    document.head.append(prefetch);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
}
