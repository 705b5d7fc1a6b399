// The contract for the parts of a page that move. Everything else is static HTML: its code never reaches a browser.
// An interactive part lives in a file named `*.island.tsx` (in a block's folder, or in renderer/layout/ for the
// site's chrome) whose default export is `defineIsland(Component, wake)`; the static code around it renders
// `<Island of={…} props={…} />`. In the pre-rendered page that becomes a <site-island> element holding the part's
// HTML and its props as JSON; the loader (renderer/+client.ts) loads the part's code and hydrates it when `wake` says.
import { createContext, createElement, useContext, useId, type ComponentType } from 'react';

/**
 * When a part's code loads and hydrates: `load` at once, `idle` once the page has loaded and the browser is idle,
 * `visible` when it scrolls into view, `interaction` at the first pointer, touch or focus on it. Whatever the
 * condition, a pointer, touch or focus wakes a part at once, and a click or key pressed on a part that is still
 * waking is held and replayed once it is awake (renderer/islands/replay.ts).
 */
export type Wake = 'load' | 'idle' | 'visible' | 'interaction';

export interface IslandDefinition<P> {
  Component: ComponentType<P>;
  wake: Wake;
}

export function defineIsland<P>(Component: ComponentType<P>, wake: Wake): IslandDefinition<P> {
  return { Component, wake };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
type AnyIsland = IslandDefinition<any>;

/**
 * Each island's name, by definition: given by the pre-renderer (renderer/islands/names.ts). Without it (the
 * editor's preview, unit tests) an island renders as plain HTML, which is what a page without JavaScript shows.
 */
export const IslandNamesContext = createContext<ReadonlyMap<AnyIsland, string> | null>(null);

export function Island<P extends object>({ of, props }: { of: IslandDefinition<P>; props: P }) {
  const names = useContext(IslandNamesContext);
  // The page's id counter where the island starts: the loader continues from it, so the ids the island makes when it
  // wakes (Radix's, say) are the ones in the HTML.
  const idsAfter = useId();
  const content = createElement(of.Component as ComponentType<object>, props);
  if (!names) return content;
  const name = names.get(of);
  if (!name)
    throw new Error('An island must be the default export of a *.island.tsx file (see docs/adding-a-block.md)');
  return createElement(
    'site-island',
    { wake: of.wake, island: name, props: JSON.stringify(props), ids: idsAfter },
    content,
  );
}
