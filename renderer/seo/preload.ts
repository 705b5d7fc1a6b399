// modulepreload links for the block chunks a page imports dynamically. Vike preloads the page entry and its static
// imports; the blocks are loaded by blocks/registry.ts with import(), which the browser would only discover once the
// entry has run (a request waterfall before hydration). Listing them in <head> lets them download in parallel.

export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export type AssetsManifest = Record<string, ManifestChunk>;

function closure(manifest: AssetsManifest, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** The manifest key of a block's module, as blocks/registry.ts imports it. */
export function blockModuleKey(type: string): string {
  return `blocks/${type}/index.tsx`;
}

/**
 * The URLs of the JS chunks the given blocks need that no entry already loads statically, in a stable order.
 * Returns nothing without a manifest (in `vike dev`).
 */
export function blockPreloads(
  manifest: AssetsManifest | null | undefined,
  blockTypes: Iterable<string>,
  base = '/',
): string[] {
  if (!manifest) return [];
  const entries = closure(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]!.isEntry),
  );
  const needed = closure(manifest, [...new Set(blockTypes)].map(blockModuleKey));
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return [...needed]
    .filter((key) => !entries.has(key))
    .map((key) => prefix + manifest[key]!.file.replace(/^\//, ''))
    .sort();
}
