// The editor's preview shows the site's own HTML, page by page, apart from its block markers (both render on
// preact/compat: the unit config aliases React to it, as the site's build does).
import { expect, test } from 'vitest';
import { renderToString } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import { createEmotionCache } from '../../renderer/emotion.ts';
import { PageShell } from '../../renderer/PageShell.tsx';
import Page from '../../renderer/page/+Page.tsx';
import { createSite } from '../../model/site.ts';
import { resolvePage } from '../../model/page.ts';
import { loadBlockComponents } from '../../blocks/registry.ts';
import { blockDefinitions } from '../../blocks/definitions.ts';
import { renderPreview } from '../../editor/server/preview.tsx';
import { fixtureText } from '../support/fixture-site.ts';

test("the editor's preview is the site's HTML", async () => {
  const manifest = JSON.parse(fixtureText);
  const site = createSite(manifest, blockDefinitions);
  for (const entry of site.routes) {
    const data = resolvePage(site, entry.canonicalPath, [])!;
    const blocks = await loadBlockComponents(data.blocks.map((b) => b.type));
    const cache = createEmotionCache();
    cache.compat = true;
    const { html } = createEmotionServer(cache).extractCritical(
      renderToString(<PageShell data={data} path={data.canonicalPath} Page={Page} blocks={blocks} cache={cache} />),
    );
    const preview = await renderPreview(manifest, entry.index);
    const root = /<div id="root">([\s\S]*)<\/div><\/body>/
      .exec(preview)![1]!
      .replaceAll('<span data-editor-block></span>', '');
    expect(root, entry.canonicalPath).toBe(html);
  }
});
