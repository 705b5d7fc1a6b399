/** @jsxImportSource @emotion/react */
// The live preview: the draft's page rendered to HTML by the site's own renderer and block components, the same code
// path as pre-rendering, without a build. No script is included, so nothing in the draft ever runs. This module runs
// on preact/compat like the site: preview.tsx bundles it with the site's aliases (renderer/react-on-preact.ts).
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import { createEmotionCache } from '../../renderer/emotion.ts';
import { PageShell } from '../../renderer/PageShell.tsx';
import Page from '../../renderer/page/+Page.tsx';
import { globalCss } from '../../ui/theme/global-css.ts';
import { createSite } from '../../model/site.ts';
import { resolvePage } from '../../model/page.ts';
import { loadBlockComponents } from '../../blocks/registry.ts';
import { blockDefinitions } from '../../blocks/definitions.ts';
import type { Problem } from '../../model/problems.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { escapeHtml } from '../../model/html.ts';
import { BLOCK_MARK } from './preview-frame.ts';

function page(body: string, css = ''): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<style>${globalCss}</style><style>${css}</style></head><body>${body}</body></html>`;
}

/** The page of route `routeIndex` in `manifest` as a whole HTML document, or a plain note when it cannot be shown. */
export async function renderPreview(manifest: SiteManifest, routeIndex: number): Promise<string> {
  try {
    const site = createSite(manifest, blockDefinitions);
    const entry = site.routes.find((r) => r.index === routeIndex);
    if (!entry) return page(`<p style="padding:2rem">This page has no address yet, so it cannot be shown.</p>`);
    const problems: Problem[] = [];
    const data = resolvePage(site, entry.canonicalPath, problems);
    if (!data) return page(`<p style="padding:2rem">There is no page at ${escapeHtml(entry.canonicalPath)}.</p>`);
    const components = await loadBlockComponents(data.blocks.map((b) => b.type));
    // Each block is preceded by an empty marker, so the editor can scroll the preview to the block being edited.
    const marked = Object.fromEntries(
      Object.entries(components).map(([type, Component]) => {
        const Marked: ComponentType<Record<string, unknown>> = (props) => (
          <>
            <span {...{ [BLOCK_MARK]: '' }} />
            <Component {...props} />
          </>
        );
        return [type, Marked];
      }),
    );
    const cache = createEmotionCache();
    cache.compat = true;
    const { extractCritical } = createEmotionServer(cache);
    const { html, css } = extractCritical(
      renderToString(<PageShell data={data} path={data.canonicalPath} Page={Page} blocks={marked} cache={cache} />),
    );
    return page(`<div id="root">${html}</div>`, css);
  } catch (error) {
    return page(
      `<p style="padding:2rem">The preview will show again once the problems listed in the editor are fixed. (${escapeHtml((error as Error).message)})</p>`,
    );
  }
}
