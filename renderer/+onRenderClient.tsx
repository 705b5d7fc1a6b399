// Hydrates the pre-rendered page, then renders later pages on client-side navigation.
import type { ComponentType } from 'react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import type { PageContextClient } from 'vike/types';
import type { Data } from './+data.ts';
import { PageShell } from './PageShell.tsx';
import { createEmotionCache } from './emotion.ts';
import { loadBlockComponents } from '../blocks/registry.ts';
import { shellPath } from './shell-path.ts';

let root: Root | undefined;
const cache = createEmotionCache();

function updateHead(data: Data) {
  document.title = data.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', data.description);
  if ('canonicalUrl' in data) document.querySelector('link[rel="canonical"]')?.setAttribute('href', data.canonicalUrl);
}

export async function onRenderClient(pageContext: PageContextClient) {
  const data = pageContext.data as Data;
  const blocks = await loadBlockComponents('blocks' in data ? data.blocks.map((b) => b.type) : []);
  const page = (
    <PageShell
      data={data}
      path={shellPath(data)}
      Page={pageContext.Page as ComponentType}
      blocks={blocks}
      cache={cache}
    />
  );
  const container = document.getElementById('root')!;
  if (pageContext.isHydration) {
    root = hydrateRoot(container, page);
  } else {
    root ??= createRoot(container);
    root.render(page);
    updateHead(data);
  }
}
