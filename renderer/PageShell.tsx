import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ComponentType } from 'react';
import type { Data } from './+data.ts';
import { BlockComponentsContext, PageDataContext } from './page-context.tsx';
import { Layout } from './layout/Layout.tsx';

interface Props {
  data: Data;
  path: string;
  Page: ComponentType;
  blocks: Record<string, ComponentType<Record<string, unknown>>>;
  cache: EmotionCache;
}

export function PageShell({ data, path, Page, blocks, cache }: Props) {
  return (
    <CacheProvider value={cache}>
      <PageDataContext.Provider value={data}>
        <BlockComponentsContext.Provider value={blocks}>
          <Layout chrome={data.chrome} path={path}>
            <Page />
          </Layout>
        </BlockComponentsContext.Provider>
      </PageDataContext.Provider>
    </CacheProvider>
  );
}
