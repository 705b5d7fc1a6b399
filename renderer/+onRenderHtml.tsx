// Pre-renders a page to HTML with its styles inline in <head>, so it shows fully styled before any script runs. Pages
// are HTML-only for Vike: the only script is the island loader (+client.ts), which wakes the page's interactive parts.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import { escapeInject, dangerouslySkipEscape } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import type { Data } from './+data.ts';
import { PageShell } from './PageShell.tsx';
import { createEmotionCache } from './emotion.ts';
import { globalCss } from '../ui/theme/global-css.ts';
import { fontPreloads } from '../ui/theme/fonts.ts';
import { imagePreloads, type Images } from '../ui/Picture.tsx';
import { loadBlockComponents } from '../blocks/registry.ts';
import { shellPath } from './shell-path.ts';
import { loadSite } from '../site/node.ts';
import { pageHead, renderPageHead } from './seo/head.ts';
import { islandNames } from './islands/names.ts';
import { speculationRulesScript } from './speculation-rules.ts';

/** When a page's data could not be made (the error is in the terminal), a plain page instead of a second error. */
const NO_DATA_PAGE = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>This page could not be shown</title></head>
<body><h1>This page could not be shown</h1><p>The reason is printed where the site runs.</p></body>
</html>`;

export async function onRenderHtml(pageContext: PageContextServer) {
  const data = pageContext.data as Data | undefined;
  if (!data) return escapeInject`${dangerouslySkipEscape(NO_DATA_PAGE)}`;
  const blocks = await loadBlockComponents('blocks' in data ? data.blocks.map((b) => b.type) : []);
  const cache = createEmotionCache();
  cache.compat = true;
  const { extractCritical } = createEmotionServer(cache);
  const images: Images = { table: data.images ?? {}, priority: [] };
  const { html, css, ids } = extractCritical(
    renderToString(
      <PageShell
        data={data}
        path={shellPath(data)}
        Page={pageContext.Page as ComponentType}
        blocks={blocks}
        cache={cache}
        images={images}
        islandNames={await islandNames()}
      />,
    ),
  );
  // Title, description, canonical, robots, Open Graph, Twitter card and JSON-LD (renderer/seo).
  const head = renderPageHead(pageHead(await loadSite(), data));
  return escapeInject`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${dangerouslySkipEscape(head)}
${dangerouslySkipEscape(speculationRulesScript)}
${dangerouslySkipEscape([...fontPreloads(), ...imagePreloads(images)].join('\n'))}
<meta name="theme-color" content="#0b2545">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${dangerouslySkipEscape(globalCss)}</style>
<style data-emotion="${cache.key} ${ids.join(' ')}">${dangerouslySkipEscape(css)}</style>
</head>
<body>
<div id="root">${dangerouslySkipEscape(html)}</div>
</body>
</html>`;
}
