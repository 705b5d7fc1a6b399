// The options of `npm run bench`, and the last line it prints: which budgets were met, and what the run skipped.
export const USAGE = `Usage: npm run bench -- [options]
  --routes=/,/book      only these pages (default every page)
  --runs=N              Lighthouse runs per page, the median reported (default 3)
  --against=REF         each page beside the same page of a git ref's build (e.g. --against=main), in one run: JS
                        KB gzip, Lighthouse mobile TBT, LCP, score and CLS, medians of --runs, instead of the usual
                        pages table (REF is built by its own \`npm run build\` in a temporary git worktree)
  --build               rebuild first (otherwise only when there is no current build)
  --skip-lighthouse  --skip-load  --skip-analysis  --skip-review
  --server-only         only the load, validation and mail figures: no browser
  --compare-preact=DIR  DIR/node_modules holds preact and preact-render-to-string: variant builds with react aliased
                        to preact/compat in the browser only, then for pre-rendering too (JS per page, clean hydration)
  --compare-server-routing   a variant with Vike's server routing (with both, also preact + server routing)
  --json=FILE           all figures as JSON
  --only-review         just the change review's figure (a one-price change reviewed, builds and pictures included)
  --only-admin          just the editor online's figures: passkey and recovery-code sign-in, saving a price (and
                        the local editor's save, as the reference)
  --only-build-scale    just the build's figures: a generated 1,000-route site built cold (empty cache) and warm, the
                        time per stage, CPU time and peak memory (budget: cold ≤ 20 s)
  --only-publish        just publishing's figures: click → live for a price and an FAQ change, rollback → live, and
                        the visitors' requests that failed meanwhile (10 runs each, on a copy of the project)
  --cluster             just the cluster's figures: 10,000 inquiries through real nginx to one PostgreSQL, with one
                        API process, then two while one is killed every 2.5 s and PostgreSQL restarted once:
                        inquiries/s accepted, mails/s delivered, each acknowledged inquiry delivered exactly once
  --help                this text
Variant builds go to .bench/<name>/client. Run it alone (\`flock /tmp/site-build.lock npm run bench\`): other work on
the machine skews Lighthouse's CPU figures.`;

export interface BenchOptions {
  routes?: string[];
  runs: number;
  /** A git ref whose build every page is compared with (its build, served by this project's server). */
  against?: string;
  rebuild: boolean;
  lighthouse: boolean;
  load: boolean;
  analysis: boolean;
  serverOnly: boolean;
  comparePreact?: string;
  compareServerRouting: boolean;
  json?: string;
  review: boolean;
  onlyReview: boolean;
  onlyAdmin: boolean;
  onlyPublish: boolean;
  onlyBuildScale: boolean;
  cluster: boolean;
}

const VALUES = ['routes', 'runs', 'against', 'compare-preact', 'json'];
const FLAGS = [
  'build',
  'skip-lighthouse',
  'skip-load',
  'skip-analysis',
  'skip-review',
  'server-only',
  'compare-server-routing',
  'only-review',
  'only-admin',
  'only-publish',
  'only-build-scale',
  'cluster',
];

/** `--against main` as `--against=main`: a value option may also take its value as the next argument. */
function joinSpacedValues(argv: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const next = argv[i + 1];
    const takesValue = VALUES.some((name) => argv[i] === `--${name}`);
    if (takesValue && next !== undefined && !next.startsWith('--')) joined.push(`${argv[i]}=${argv[++i]}`);
    else joined.push(argv[i]!);
  }
  return joined;
}

/** The options, or an error naming the first argument that is not one (a typo must not start an hour-long run). */
export function parseBenchArgs(given: string[]): BenchOptions {
  const argv = joinSpacedValues(given);
  const unknown = argv.find(
    (a) => !FLAGS.some((name) => a === `--${name}`) && !VALUES.some((name) => a.startsWith(`--${name}=`)),
  );
  if (unknown !== undefined) throw new Error(`Unknown option "${unknown}" (\`npm run bench -- --help\` lists them).`);
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const flag = (name: string) => argv.includes(`--${name}`);
  return {
    routes: value('routes')?.split(',').filter(Boolean),
    runs: Number(value('runs') ?? 3),
    against: value('against'),
    rebuild: flag('build'),
    lighthouse: !flag('skip-lighthouse'),
    load: !flag('skip-load'),
    analysis: !flag('skip-analysis'),
    serverOnly: flag('server-only'),
    comparePreact: value('compare-preact'),
    compareServerRouting: flag('compare-server-routing'),
    json: value('json'),
    review: !flag('skip-review'),
    onlyReview: flag('only-review'),
    onlyAdmin: flag('only-admin'),
    onlyPublish: flag('only-publish'),
    onlyBuildScale: flag('only-build-scale'),
    cluster: flag('cluster'),
  };
}

/** The figures a run left out, by its --skip-* options. */
export function skippedFigures(options: BenchOptions): string[] {
  return [
    ...(options.lighthouse
      ? []
      : ['Lighthouse performance, accessibility, best practices, SEO and its CLS (--skip-lighthouse)']),
    ...(options.load ? [] : ['load (--skip-load)']),
    ...(options.analysis ? [] : ['where the JavaScript comes from (--skip-analysis)']),
    ...(options.review ? [] : ['the change review (--skip-review)']),
  ];
}

/** The last line: whether the budgets were met, judged only on the figures this run measured, and what it skipped. */
export function verdict(failures: string[], options: BenchOptions): string {
  const skipped = skippedFigures(options);
  const judged = options.lighthouse
    ? 'All budgets met.'
    : 'Budgets met for what was measured (JavaScript per page, layout shift at 390 px, hydration).';
  const result = failures.length === 0 ? judged : `Budgets missed:\n  ${failures.join('\n  ')}`;
  return skipped.length === 0 ? result : `Skipped, so not judged: ${skipped.join('; ')}.\n${result}`;
}
