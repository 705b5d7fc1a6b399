// Writes sitemap.xml and robots.txt into the built site (dist/client), from the manifest. scripts/build.ts calls it
// right after `vike build`; `tsx build/seo.ts` runs it alone on an existing build.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadSite } from '../site/node.ts';
import type { Site } from '../model/site.ts';
import { robotsTxt, sitemapXml } from '../renderer/seo/sitemap.ts';
import { clientDir as defaultClientDir } from './state.ts';

/** `site` is the checked site when the caller has it (the build does), else loaded (and checked) here. */
export async function writeSeoFiles(clientDir = defaultClientDir, site?: Site): Promise<string[]> {
  site ??= await loadSite();
  const files = { 'sitemap.xml': sitemapXml(site), 'robots.txt': robotsTxt(site) };
  for (const [name, content] of Object.entries(files)) writeFileSync(join(clientDir, name), content);
  return Object.keys(files).map((name) => join(clientDir, name));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const written = await writeSeoFiles();
  console.log(`Wrote ${written.join(', ')}`);
}
