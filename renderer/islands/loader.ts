// Wakes the page's islands: each <site-island> holds a part's pre-rendered HTML, the name of its code and its props.
// An island wakes when its `wake` condition is met, or at once when a visitor reaches for it (replay.ts); waking
// loads its code and the shared runtime, renders it over its HTML, and marks it `awake`. After @11ty/is-land's conditions, without
// its template, fallback and nesting features, which the site does not use, in a fifth of its size.
import type { Wake } from '../../ui/island.tsx';

export const ISLAND_TAG = 'site-island';

type Hydrate = (island: HTMLElement) => Promise<void>;

const waking = new Map<Element, Promise<void>>();
let hydrate: Hydrate = () => Promise.reject(new Error('The island loader has not started'));

/** Preact runs effects after the next paint: a frame, then a task. */
export function afterEffects(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/** Wakes `island` (once), resolving when it is awake: rendered, with its effects run. */
export function wakeIsland(island: HTMLElement): Promise<void> {
  let woken = waking.get(island);
  if (!woken) {
    woken = hydrate(island).then(() => island.setAttribute('awake', ''));
    waking.set(island, woken);
  }
  return woken;
}

/** The island around `target` that is not awake yet, if any. */
export function sleepingIsland(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(`${ISLAND_TAG}:not([awake])`) : null;
}

const IDLE_WAKE_MS = 2_000;

function whenIdle(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  // At the latest after IDLE_WAKE_MS: a page kept busy (a slow phone, a long task) still gets its idle islands, and a
  // toast asked for meanwhile (it waits for the overlays island) still shows.
  const idle = () =>
    new Promise<void>((resolve) =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => resolve(), { timeout: IDLE_WAKE_MS })
        : setTimeout(resolve, 200),
    );
  return loaded.then(idle);
}

const visibility = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    visibility.unobserve(entry.target);
    void wakeIsland(entry.target as HTMLElement);
  }
});

/** Starts every island of the page on its condition; resolves when those that wake by themselves are awake. */
export function startIslands(hydrateIsland: Hydrate): Promise<unknown> {
  hydrate = hydrateIsland;
  const idle = whenIdle();
  const byThemselves: Promise<void>[] = [];
  for (const island of document.querySelectorAll<HTMLElement>(ISLAND_TAG)) {
    const wake = island.getAttribute('wake') as Wake;
    if (wake === 'load') byThemselves.push(wakeIsland(island));
    else if (wake === 'idle') byThemselves.push(idle.then(() => wakeIsland(island)));
    else if (wake === 'visible') visibility.observe(island);
  }
  return Promise.all(byThemselves);
}
