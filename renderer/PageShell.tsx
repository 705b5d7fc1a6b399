import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ComponentType } from 'react';
import type { Data } from './+data.ts';
import { BlockComponentsContext, PageDataContext } from './page-context.tsx';
import { Layout } from './layout/Layout.tsx';
import { ImagesContext, type Images } from '../ui/Picture.tsx';
import { IslandNamesContext, type IslandDefinition } from '../ui/island.tsx';

interface Props {
  data: Data;
  path: string;
  Page: ComponentType;
  blocks: Record<string, ComponentType<Record<string, unknown>>>;
  cache: EmotionCache;
  /** On the server: the page's images, collecting the priority ones for <head>. */
  images?: Images;
  /** When pre-rendering: each island's name (renderer/islands/names.ts), so islands are marked for the loader. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
  islandNames?: ReadonlyMap<IslandDefinition<any>, string>;
}

export function PageShell({
  data,
  path,
  Page,
  blocks,
  cache,
  images = { table: data.images ?? {} },
  islandNames,
}: Props) {
  return (
    <CacheProvider value={cache}>
      <PageDataContext.Provider value={data}>
        <ImagesContext.Provider value={images}>
          <IslandNamesContext.Provider value={islandNames ?? null}>
            <BlockComponentsContext.Provider value={blocks}>
              <Layout chrome={data.chrome} path={path}>
                <Page />
              </Layout>
            </BlockComponentsContext.Provider>
          </IslandNamesContext.Provider>
        </ImagesContext.Provider>
      </PageDataContext.Provider>
    </CacheProvider>
  );
}
