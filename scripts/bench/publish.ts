// Publishing's figures (`npm run bench -- --only-publish`), on a scratch copy of the project with the live manifest,
// served as `npm run admin` serves it: from the click on "Publish now" (the request it sends, as a signed-in
// publisher) until a visitor gets the page that shows the change, for a one-price change and a one-FAQ change (each a
// real build), and for a rollback to the version before (a switch to the kept build); and the visitors' requests that
// failed meanwhile (keep-alive loops fetching the home page and the service page throughout).
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import type { Publication } from '../../model/publications.ts';
import { manifestPath } from '../../model/node/paths.ts';
import { formatMoney, type Money } from '../../model/price.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { startVisitorLoad, type VisitorLoad } from './publish-load.ts';
import { makePublishProject, type PublishProject } from './publish-project.ts';
import { startPublishServer, type PublishServer } from './publish-server.ts';
import { table } from './table.ts';

const RUNS = 10;
const VISITORS = 4;
const POLL_MS = 50;
const STATE_EVERY_MS = 1_000;
const GIVE_UP_MS = 180_000;
const GOAL = { publishSeconds: 60, rollbackSeconds: 10 };

interface RunFigures {
  /** From the request sent until the page showed the change. */
  seconds: number;
  /** The visitors' requests from the request sent until the publication finished (pushed), and those that failed. */
  requests: number;
  failed: number;
}

export interface PublishFigures {
  loadAverage: { start: number[]; end: number[] };
  price: RunFigures[];
  faq: RunFigures[];
  rollback: RunFigures[];
  /** The first failed requests, in words. */
  failures: string[];
  missed: string[];
}

interface Bench {
  project: PublishProject;
  server: PublishServer;
  load: VisitorLoad;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ENDED: Publication['state'][] = ['published', 'failed', 'held', 'withdrawn', 'sent-back'];

async function stateOf(server: PublishServer, id: number): Promise<Publication> {
  const publication = await server.call<Publication>('GET', `/publications/${id}`);
  if (ENDED.includes(publication.state) && publication.state !== 'published')
    throw new Error(`Publication ${id} ended ${publication.state}: ${publication.message ?? 'no message'}`);
  return publication;
}

/** Sends the publication, times it until `path` shows the change, then waits until it is finished (pushed). */
async function timed(
  { server, load }: Bench,
  send: () => Promise<Publication>,
  path: string,
  shows: (html: string) => boolean,
): Promise<RunFigures> {
  const before = load.counts();
  const began = performance.now();
  const { id } = await send();
  let stateAt = began;
  while (!shows(await server.page(path))) {
    const now = performance.now();
    if (now - began > GIVE_UP_MS) throw new Error(`${path} did not show publication ${id} within 3 minutes.`);
    if (now - stateAt > STATE_EVERY_MS) {
      stateAt = now;
      await stateOf(server, id);
    }
    await sleep(POLL_MS);
  }
  const seconds = (performance.now() - began) / 1000;
  while ((await stateOf(server, id)).state !== 'published') await sleep(POLL_MS);
  const after = load.counts();
  return { seconds, requests: after.requests - before.requests, failed: after.failed - before.failed };
}

/** What the editor's "Publish now" sends: the published manifest as the draft's base, and the draft. */
function publishChange(bench: Bench, change: (manifest: SiteManifest) => void, path: string, word: string) {
  const published = bench.project.git(['show', 'HEAD:site.manifest.json']);
  const value = JSON.parse(published) as SiteManifest;
  change(value);
  const body = { base: JSON.parse(published) as unknown, value };
  const send = () => bench.server.call<Publication>('POST', '/publications', body);
  return timed(bench, send, path, (html) => html.includes(word));
}

/** What the history's "Roll back" sends for the version before the live one. */
async function rollBack(bench: Bench, path: string, shows: (html: string) => boolean) {
  type History = { versions: { commit: string; live: boolean }[] };
  const { versions } = await bench.server.call<History>('GET', '/history?limit=5');
  const target = versions[versions.findIndex((version) => version.live) + 1];
  if (!versions.some((version) => version.live) || !target)
    throw new Error('The history names no version before the live one.');
  return timed(bench, () => bench.server.call<Publication>('POST', `/history/${target.commit}/rollback`), path, shows);
}

/** The first service's page (its first price), and the first page with an FAQ (its first answer). */
function pagesOf(manifest: SiteManifest) {
  const service = manifest.services[0]!;
  const servicePath = `/services/${service.id}`;
  const faqRoute = manifest.routes.find((route) => route.blocks.some((block) => block.type === 'faq'));
  if (!faqRoute || !manifest.routes.some((route) => route.path === servicePath))
    throw new Error(`The live manifest has no ${servicePath} page or no FAQ: the bench measures those.`);
  const firstAnswer = (m: SiteManifest) =>
    (
      m.routes.find((route) => route.path === faqRoute.path)!.blocks.find((b) => b.type === 'faq') as {
        items: { answer: string }[];
      }
    ).items[0]!;
  return { servicePath, faqPath: faqRoute.path, startPrice: service.tiers[0]!.price.amount, firstAnswer };
}

async function measure(bench: Bench, manifest: SiteManifest, figures: PublishFigures): Promise<void> {
  const { servicePath, faqPath, startPrice, firstAnswer } = pagesOf(manifest);
  const money: Money = { locale: manifest.site.locale, currency: manifest.site.currency };
  const shown = (amount: number) => formatMoney(amount, money);
  const page = await bench.server.page(servicePath);
  const unseen = Array.from({ length: RUNS }, (_, i) => shown(startPrice + 1 + i)).filter((p) => !page.includes(p));
  if (!page.includes(shown(startPrice)) || unseen.length < RUNS)
    throw new Error(`${servicePath} must show ${shown(startPrice)} and none of the prices the bench sets.`);
  for (let run = 0; run < RUNS; run++) {
    const price = startPrice + 1 + run;
    const setPrice = (m: SiteManifest) => (m.services[0]!.tiers[0]!.price.amount = price);
    figures.price.push(await publishChange(bench, setPrice, servicePath, shown(price)));
    const old = (html: string) => html.includes(shown(startPrice)) && !html.includes(shown(price));
    figures.rollback.push(await rollBack(bench, servicePath, old));
    const word = `Benchword${run + 1}.`;
    figures.faq.push(await publishChange(bench, (m) => (firstAnswer(m).answer += ` ${word}`), faqPath, word));
    const [p, r, f] = [figures.price[run]!, figures.rollback[run]!, figures.faq[run]!];
    console.log(
      `  run ${run + 1}: price ${p.seconds.toFixed(1)} s, rollback ${r.seconds.toFixed(1)} s, FAQ ${f.seconds.toFixed(1)} s; ` +
        `requests ${p.requests + r.requests + f.requests}, failed ${p.failed + r.failed + f.failed}`,
    );
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const loadLine = (when: string, load: number[]) =>
  `Load average ${when}: ${load.map((l) => l.toFixed(2)).join(' ')} (1, 5, 15 min; ${availableParallelism()} cores)`;

function report(figures: PublishFigures): void {
  const seconds = (what: string, runs: RunFigures[]) => {
    const values = runs.map((run) => run.seconds);
    return [what, median(values).toFixed(1), Math.max(...values).toFixed(1)];
  };
  const everyRun = [...figures.price, ...figures.faq, ...figures.rollback];
  const failed = everyRun.map((run) => run.failed);
  const requests = everyRun.map((run) => run.requests);
  console.log(
    '\n' +
      table(
        ['', 'median', 'worst'],
        [
          seconds(`click → live, one price (s, ${RUNS} runs)`, figures.price),
          seconds(`click → live, one FAQ answer (s, ${RUNS} runs)`, figures.faq),
          seconds(`rollback → live (s, ${RUNS} runs)`, figures.rollback),
          ['failed requests per publish or rollback', median(failed), Math.max(...failed)],
          ['requests per publish or rollback', median(requests), Math.max(...requests)],
        ],
      ),
  );
  const total = { requests: requests.reduce((a, b) => a + b, 0), failed: failed.reduce((a, b) => a + b, 0) };
  const goal = (what: string, worst: number, limit: number, unit: string) => {
    const met = worst <= limit;
    if (!met) figures.missed.push(`${what}: worst ${worst.toFixed(1)} ${unit} > ${limit} ${unit}`);
    return `${what}: worst ${worst.toFixed(1)} ${unit}, goal ≤ ${limit} ${unit}: ${met ? 'met' : 'NOT MET'}`;
  };
  const worstOf = (runs: RunFigures[]) => Math.max(...runs.map((run) => run.seconds));
  console.log(`\n${goal('click → live, one price', worstOf(figures.price), GOAL.publishSeconds, 's')}`);
  console.log(goal('click → live, one FAQ answer', worstOf(figures.faq), GOAL.publishSeconds, 's'));
  console.log(goal('rollback → live', worstOf(figures.rollback), GOAL.rollbackSeconds, 's'));
  if (total.failed > 0) figures.missed.push(`${total.failed} requests failed during publishing`);
  console.log(
    `requests failed during a publish or rollback: ${total.failed} of ${total.requests} (${everyRun.length} runs), ` +
      `goal 0: ${total.failed === 0 ? 'met' : 'NOT MET'}`,
  );
  for (const failure of figures.failures) console.log(`  failed: ${failure}`);
}

export async function publishSection(): Promise<PublishFigures> {
  const figures: PublishFigures = {
    loadAverage: { start: loadavg(), end: [] },
    price: [],
    faq: [],
    rollback: [],
    failures: [],
    missed: [],
  };
  console.log(`\nPublishing (a copy of the project with the live manifest, served as \`npm run admin\` serves it)\n`);
  console.log(loadLine('at the start', figures.loadAverage.start));
  const text = readFileSync(manifestPath(), 'utf8');
  const project = makePublishProject(text);
  try {
    const server = await startPublishServer(project, text);
    try {
      const manifest = JSON.parse(text) as SiteManifest;
      const load = startVisitorLoad(server.origin, ['/', `/services/${manifest.services[0]!.id}`], VISITORS);
      try {
        await measure({ project, server, load }, manifest, figures);
      } finally {
        await load.stop();
        figures.failures = load.failures;
      }
    } finally {
      await server.stop();
    }
  } finally {
    project.remove();
  }
  figures.loadAverage.end = loadavg();
  report(figures);
  console.log(loadLine('at the end', figures.loadAverage.end));
  console.log(
    figures.missed.length === 0 ? '\nPublishing meets its goals.' : `\nGoals missed:\n  ${figures.missed.join('\n  ')}`,
  );
  return figures;
}
