// The one script every page loads: the island loader (islands/loader.ts). It wakes each island of the page when its
// condition is met, loads that island's code and the shared runtime, and renders it over its HTML; a page whose islands all
// sleep runs nothing else. Once the islands that wake by themselves are awake, it marks the page interactive
// (browser tests wait for that).
import { islandLoaders } from './islands/modules.ts';
import { afterEffects, startIslands } from './islands/loader.ts';
import { restoreTypedValues, typedValues } from './islands/typed-values.ts';
import { holdEventsUntilAwake } from './islands/replay.ts';
import { prefetchOnIntent } from './islands/prefetch.ts';

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.getAttribute('island') ?? '';
  const load = islandLoaders[name];
  if (!load) throw new Error(`The page names an island "${name}" that the site does not have`);
  const [{ default: island }, { hydrateIsland }] = await Promise.all([load(), import('./islands/hydrate.tsx')]);
  const typed = typedValues(element);
  hydrateIsland(element, island.Component, JSON.parse(element.getAttribute('props') ?? '{}') as object);
  await afterEffects();
  restoreTypedValues(typed);
}

holdEventsUntilAwake();
prefetchOnIntent();
void startIslands(hydrate).then(() => {
  document.documentElement.dataset.hydrated = 'true';
});
