// Where each page's JavaScript comes from, by family of packages, in a source-mapped build of the site; and the same
// figures for the variant builds asked for (preact/compat, Vike's server routing), with whether every page hydrated.
import type { Browser } from 'playwright-core';
import { analysisBuild, attribute, type Attribution, type ChunkParts, type Variant } from './analysis.ts';
import type { BenchOptions } from './options.ts';
import { kb, measureAll, type BenchRun } from './pages-section.ts';
import type { PageJs } from './page-js.ts';
import { startBenchServer } from './server.ts';
import { table } from './table.ts';

const FAMILIES = [
  'react + react-dom',
  'preact (compat)',
  'vike',
  'emotion',
  'radix',
  'final-form',
  'notistack',
  'app: renderer & schema',
  'app: blocks',
  'other packages',
  'glue (unmapped)',
];

function attributionFor(dir: string, pages: Map<string, PageJs>): Map<string, Attribution> {
  const cache = new Map<string, ChunkParts>();
  return new Map(
    [...pages].map(([route, page]) => [
      route,
      attribute(
        dir,
        page.files.map((f) => f.path),
        cache,
      ),
    ]),
  );
}

function attributionTable(pages: Map<string, PageJs>, attributions: Map<string, Attribution>): string {
  const present = FAMILIES.filter((f) => [...attributions.values()].some((a) => a.families.has(f)));
  return table(
    ['route', 'total gz', ...present],
    [...attributions].map(([route, a]) => [
      route,
      kb(pages.get(route)!.gzip),
      ...present.map((f) => (a.families.has(f) ? kb(a.families.get(f)!.gzip) : '-')),
    ]),
  );
}

/** Builds one source-mapped variant, serves it, and measures every page of the run in it. */
async function measureBuild(
  browser: Browser,
  routes: string[],
  name: string,
  variant?: Variant,
): Promise<{ pages: Map<string, PageJs>; attributions: Map<string, Attribution> }> {
  const dir = await analysisBuild(name, variant);
  const server = await startBenchServer(dir);
  try {
    const pages = await measureAll(browser, server.url, routes, 300);
    const attributions = attributionFor(dir, pages);
    console.log(attributionTable(pages, attributions));
    return { pages, attributions };
  } finally {
    await server.stop();
  }
}

export async function analysisSection(browser: Browser, run: BenchRun): Promise<void> {
  console.log(
    '\nWhere the JavaScript comes from (source-mapped build in .bench/analysis; KB gzip of each part alone)…',
  );
  const { attributions } = await measureBuild(browser, run.routes, 'analysis');
  const first = attributions.get(run.routes[0]!);
  if (first) {
    const top = [...first.packages].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 14);
    console.log(
      `\nLargest parts on ${run.routes[0]} (KB gzip alone / raw): ${top.map(([p, s]) => `${p} ${kb(s.gzip)}/${kb(s.raw)}`).join(', ')}`,
    );
  }
  run.report.attribution = Object.fromEntries(
    [...attributions].map(([r, a]) => [
      r,
      { families: Object.fromEntries(a.families), packages: Object.fromEntries(a.packages) },
    ]),
  );
}

function variantsOf(options: BenchOptions): [string, string, Variant][] {
  const { comparePreact: preactDir, compareServerRouting } = options;
  const variants: [string, string, Variant][] = [];
  if (preactDir)
    variants.push([
      'preact',
      `react/react-dom aliased to preact/compat in the browser bundle (preact from ${preactDir})`,
      { preactDir },
    ]);
  if (compareServerRouting)
    variants.push(['server-routing', "Vike's server routing (clientRouting: false)", { serverRouting: true }]);
  if (preactDir)
    variants.push(['preact-ssr', 'preact/compat in the browser and for pre-rendering', { preactDir, preactSsr: true }]);
  if (preactDir && compareServerRouting)
    variants.push([
      'preact+server-routing',
      'preact/compat in the browser with server routing',
      { preactDir, serverRouting: true },
    ]);
  return variants;
}

export async function variantsSection(browser: Browser, run: BenchRun, options: BenchOptions): Promise<void> {
  const figures: Record<string, unknown> = {};
  run.report.variants = figures;
  for (const [name, title, variant] of variantsOf(options)) {
    console.log(`\nVariant ${name}: ${title}…`);
    const { pages, attributions } = await measureBuild(browser, run.routes, name, variant);
    const broken = [...pages].filter(([, p]) => !p.hydrated || p.consoleErrors.length > 0);
    console.log(
      broken.length === 0
        ? 'Every page hydrated without console errors.'
        : broken
            .map(
              ([r, p]) =>
                `  ${r}: ${p.hydrated ? 'hydrated' : 'DID NOT HYDRATE'}; ${p.consoleErrors.join(' | ').slice(0, 300)}`,
            )
            .join('\n'),
    );
    figures[name] = Object.fromEntries(
      [...pages].map(([r, p]) => [
        r,
        {
          gzip: p.gzip,
          hydrated: p.hydrated,
          consoleErrors: p.consoleErrors,
          families: Object.fromEntries(attributions.get(r)!.families),
        },
      ]),
    );
  }
}
