import { loadSite } from '../../site/node.ts';

/** Every path the manifest defines, routes and aliases, is pre-rendered to its own HTML file. */
export async function onBeforePrerenderStart(): Promise<string[]> {
  const site = await loadSite();
  return [...site.pages.keys()];
}
