// The runtime every awake island shares (Preact through preact/compat, and Emotion's cache, which adopts the styles
// the pre-rendered page carries): loaded with the first island that wakes, never on a page where none does.
import { CacheProvider } from '@emotion/react';
import { createElement, type ComponentType } from 'react';
import { render, type ComponentChild } from 'preact';
import { createEmotionCache } from '../emotion.ts';

const cache = createEmotionCache();
let islandsRendered = 0;

/**
 * Where the island's ids continue from. Preact numbers useId()'s ids from the root they render in ("P0-8": the root's
 * first number, then a counter; `_mask`, `__m` in Preact's build). The pre-rendered page gives the counter where the
 * island began (ui/island.tsx), so the island, rendered in a root of its own, makes the same ids as the HTML. Without
 * it, each island gets a first number of its own, so two islands never make the same id.
 */
function idMask(element: Element): [number, number] {
  const match = /^P(\d+)-(\d+)$/.exec(element.getAttribute('ids') ?? '');
  return match ? [Number(match[1]), Number(match[2]) + 1] : [1000 + ++islandsRendered, 0];
}

/**
 * Renders the island inside `element` (its <site-island>) over the pre-rendered HTML: Preact's own render() reuses the
 * same nodes, so nothing visible changes (preact/compat's, like React's, would empty the element first), and brings
 * any attribute that differs in line with the island's first render.
 */
export function hydrateIsland(element: Element, Component: ComponentType<object>, props: object): void {
  const island = <CacheProvider value={cache}>{createElement(Component, props)}</CacheProvider>;
  (island as unknown as { __m: [number, number] }).__m = idMask(element);
  render(island as ComponentChild, element);
}
