/** @jsxImportSource @emotion/react */
// The live preview: the draft's page rendered to HTML by the site's own renderer and block components, the same code
// path as pre-rendering, without a build. No script is included, so nothing in the draft ever runs. This module runs
// on preact/compat like the site: preview.tsx bundles it with the site's aliases (renderer/react-on-preact.ts).
// A part of the page that cannot be shown yet (a draft in the middle of an edit) shows as a note in its place
// (preview-boundaries.tsx, preview-prune.ts); the rest of the page shows as usual.
import { Fragment, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import { createEmotionCache } from '../../renderer/emotion.ts';
import { PageShell } from '../../renderer/PageShell.tsx';
import { usePageData } from '../../renderer/page-context.tsx';
import { globalCss } from '../../ui/theme/global-css.ts';
import { createSite } from '../../model/site.ts';
import { resolvePage, type PageData } from '../../model/page.ts';
import type { Chrome } from '../../model/chrome.ts';
import { loadBlockComponents } from '../../blocks/registry.ts';
import { blockDefinitions } from '../../blocks/definitions.ts';
import type { Problem } from '../../model/problems.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { escapeHtml } from '../../model/html.ts';
import { BLOCK_MARK } from './preview-frame.ts';
import { Boundary, Placeholder } from './preview-boundaries.tsx';
import { pruneUnfinished } from './preview-prune.ts';

// The site's faces are used only if they are there for the first paint (font-display: optional); the preview swaps
// them in when they arrive instead, so every preview shows the brand's letters, not only the ones after the first.
const previewCss = globalCss.replaceAll('font-display:optional', 'font-display:swap');

function page(body: string, css = ''): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<style>${previewCss}</style><style>${css}</style></head><body>${body}</body></html>`;
}

const note = (text: string) => page(`<p style="padding:2rem">${escapeHtml(text)}</p>`);

type Components = Record<string, ComponentType<Record<string, unknown>>>;

/** What the page shows in place of the parts of the draft left out (preview-prune.ts). */
interface LeftOut {
  blocks: Map<number, string>;
  chrome: string[];
}

const blockNote = (reason: string) => `This block can't be shown yet: ${reason}.`;

/** The page's blocks, each after its marker (to scroll to it) and in its own boundary, and the notes for those left out. */
function previewPage(components: Components, leftOut: LeftOut): ComponentType {
  return function PreviewPage() {
    const data = usePageData() as PageData;
    const shown = [...data.blocks];
    const count = shown.length + leftOut.blocks.size;
    return (
      <>
        {Array.from({ length: count }, (_, i) => {
          const reason = leftOut.blocks.get(i);
          const block = reason === undefined ? shown.shift() : undefined;
          const Component = block && components[block.type];
          const shownBlock = Component ? (
            <Boundary fallback={<Placeholder>{blockNote('something in it is not finished yet')}</Placeholder>}>
              <Component {...block.props} />
            </Boundary>
          ) : (
            <Placeholder>{blockNote(reason ?? 'its kind of block is not known')}</Placeholder>
          );
          // As the site's BlockList renders it, after an empty marker.
          return (
            <Fragment key={i}>
              <span {...{ [BLOCK_MARK]: '' }} />
              {block?.anchor ? <div id={block.anchor}>{shownBlock}</div> : shownBlock}
            </Fragment>
          );
        })}
        {leftOut.chrome.map((text) => (
          <Placeholder key={text}>{text}</Placeholder>
        ))}
      </>
    );
  };
}

/** The navigation and footer without any of their links: what shows when one of them cannot be rendered. */
function withoutLinks(chrome: Chrome): Chrome {
  return {
    ...chrome,
    nav: { ...chrome.nav, links: [], services: [] },
    footer: { ...chrome.footer, social: [], services: [], company: [], legal: [] },
  };
}

async function renderPage(data: PageData, leftOut: LeftOut, chromeBoundary: boolean): Promise<string> {
  const components = await loadBlockComponents(data.blocks.map((b) => b.type));
  const Page = previewPage(components, leftOut);
  const cache = createEmotionCache();
  cache.compat = true;
  const { extractCritical } = createEmotionServer(cache);
  const shell = (chrome: Chrome) => (
    <PageShell data={{ ...data, chrome }} path={data.canonicalPath} Page={Page} blocks={components} cache={cache} />
  );
  // Every block has its own boundary: what reaches this one is the navigation's or the footer's.
  const withoutChromeLinks = (
    <>
      <Placeholder>The navigation or the footer can't be shown yet: one of their links is not finished.</Placeholder>
      {shell(withoutLinks(data.chrome))}
    </>
  );
  const tree = chromeBoundary ? (
    <Boundary fallback={withoutChromeLinks}>{shell(data.chrome)}</Boundary>
  ) : (
    shell(data.chrome)
  );
  const { html, css } = extractCritical(renderToString(tree));
  return page(`<div id="root">${html}</div>`, css);
}

function resolveRoute(manifest: SiteManifest, routeIndex: number): PageData | string {
  const site = createSite(manifest, blockDefinitions);
  const entry = site.routes.find((r) => r.index === routeIndex);
  if (!entry) return 'This page has no address yet, so it cannot be shown.';
  const problems: Problem[] = [];
  return resolvePage(site, entry.canonicalPath, problems) ?? `There is no page at ${entry.canonicalPath}.`;
}

async function renderRoute(manifest: SiteManifest, routeIndex: number, withBlocks: boolean): Promise<string> {
  const pruned = pruneUnfinished(manifest, routeIndex, { blocks: withBlocks });
  const resolved = resolveRoute(pruned.manifest, routeIndex);
  if (typeof resolved === 'string') return note(resolved);
  return renderPage(resolved, pruned, withBlocks);
}

/** The page of route `routeIndex` in `manifest` as a whole HTML document, or a plain note when it cannot be shown. */
export async function renderPreview(manifest: SiteManifest, routeIndex: number): Promise<string> {
  try {
    return await renderRoute(manifest, routeIndex, false);
  } catch {
    // Unfinished blocks of the draft: the page without them, and a note in place of each.
  }
  try {
    return await renderRoute(manifest, routeIndex, true);
  } catch {
    return note('The preview will show again once the problems listed in the editor are fixed.');
  }
}
