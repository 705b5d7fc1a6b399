// The live preview on the site's own runtime: preview-render.tsx and the site's renderer and blocks under it are
// bundled with the site's aliases from React to preact/compat (bundle.ts), so the editor shows exactly the HTML that
// pre-rendering makes. The bundle is made on the first preview and run in memory: nothing is written to disk.
import { createRequire } from 'node:module';
import { runInThisContext } from 'node:vm';
import { bundlePreviewRenderer } from './bundle.ts';
import type { SiteManifest } from '../../schema/site.types.ts';

type RenderPreview = typeof import('./preview-render.tsx').renderPreview;

let renderer: Promise<RenderPreview> | undefined;

async function loadRenderer(): Promise<RenderPreview> {
  const code = await bundlePreviewRenderer();
  const module = { exports: {} as { renderPreview?: RenderPreview } };
  // The module wrapper Node puts around a CommonJS file; the bundle needs only Node's own modules.
  const run = runInThisContext(`(function (module, exports, require) {\n${code}\n})`, {
    filename: 'editor-preview-renderer.cjs',
  }) as (...args: unknown[]) => void;
  run(module, module.exports, createRequire(import.meta.url));
  return module.exports.renderPreview!;
}

/** The page of route `routeIndex` in `manifest` as a whole HTML document, or a plain note when it cannot be shown. */
export async function renderPreview(manifest: SiteManifest, routeIndex: number): Promise<string> {
  renderer ??= loadRenderer();
  return (await renderer)(manifest, routeIndex);
}
