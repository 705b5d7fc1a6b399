// The runtime every awake island shares (Preact through preact/compat, and Emotion's cache, which adopts the styles
// the pre-rendered page carries): loaded with the first island that wakes, never on a page where none does.
import { CacheProvider } from '@emotion/react';
import { createElement, type ComponentType } from 'react';
import { render, type ComponentChild } from 'preact';
import { createEmotionCache } from '../emotion.ts';

const cache = createEmotionCache();
let islandsRendered = 0;

/**
 * Renders the island inside `element` (its <site-island>) over the pre-rendered HTML: Preact's own render() reuses the
 * same nodes, so nothing visible changes (preact/compat's, like React's, would empty the element first). Unlike hydrating, rendering also brings the attributes in line with the island's first
 * render, ids included: an island's ids (Radix's aria-controls, say) come from its own root, not from the whole page
 * the HTML was rendered from. Each island's root gets its own first number for them (Preact's `_mask`, `__m` in its
 * build), so two islands never make the same id.
 */
export function hydrateIsland(element: Element, Component: ComponentType<object>, props: object): void {
  const island = <CacheProvider value={cache}>{createElement(Component, props)}</CacheProvider>;
  (island as unknown as { __m: [number, number] }).__m = [++islandsRendered, 0];
  render(island as ComponentChild, element);
}
