// The cost of refusing an inquiry, in `npm run bench`: on the real server, the worst bodies under the 16 KB limit are
// refused in at most 10× the time of a normal inquiry that is refused (so neither side stores anything). A ratio
// measured in the same run, with batches interleaved so machine load affects both sides alike; the old quadratic e-mail
// pattern made it hundreds. The server tests check that each of these bodies is refused, and why (tests/server).
import { OTHER_CODE } from '../../model/contact-options.ts';
import { BODY_LIMIT_BYTES } from '../../server/api/json-body.ts';
import { table } from './table.ts';

export const VALIDATION_BUDGET = { worstToNormal: 10 } as const;

/** A normal inquiry, refused for its one-letter name. "Other" is a choice on every site, whatever its services. */
export const NORMAL_REFUSED = {
  name: 'A',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  service: OTHER_CODE,
  message: 'Please reset our operations.',
};

/** Fills a field so the whole JSON body is just under the 16 KB limit. */
function fill(field: keyof typeof NORMAL_REFUSED, make: (length: number) => string): Record<string, string> {
  const room = BODY_LIMIT_BYTES - JSON.stringify({ ...NORMAL_REFUSED, [field]: '' }).length - 16;
  return { ...NORMAL_REFUSED, [field]: make(room) };
}

/** The most expensive bodies to refuse that we know of, each under the body limit (so they reach validation). */
export const WORST_BODIES: Record<string, Record<string, unknown>> = {
  'e-mail of dots': fill('email', (n) => '.'.repeat(n)),
  'e-mail a@…dots…@ (backtracking bait)': fill('email', (n) => `a@${'.'.repeat(n - 3)}@`),
  'e-mail a@…dots…@ at the length limit': { ...NORMAL_REFUSED, email: `a@${'.'.repeat(251)}@` },
  'e-mail a@b…dots… with a space': fill('email', (n) => `a@b${'.'.repeat(n - 5)} x`),
  'name with a line break at the end': fill('name', (n) => `${'a'.repeat(n - 1)}\n`),
  'company of spaces around a letter': fill('company', (n) => `${' '.repeat(n - 1)}x`),
  'company of tabs between two letters': fill('company', (n) => `x${'\t'.repeat(Math.floor(n / 2) - 2)}x`),
  'service far too long': fill('service', (n) => 'o'.repeat(n)),
  'message far too long': fill('message', (n) => 'word '.repeat(n / 5)),
  'every field at its limit, one letter too long': {
    name: 'n'.repeat(201),
    email: `${'a'.repeat(242)}@example.com`,
    company: 'c'.repeat(200),
    service: OTHER_CODE,
    message: 'm'.repeat(5000),
  },
  'every field wrong': {
    name: 'x',
    email: `a@${'.'.repeat(250)}@`,
    company: 'x\ny'.repeat(60),
    service: 'nope',
    message: 'short',
  },
};

export interface ValidationCost {
  /** Milliseconds to refuse the normal inquiry (median of the rounds). */
  normalMs: number;
  /** Per worst body: milliseconds to refuse it (median of the rounds), and that over the normal one's, to one decimal. */
  worstMs: Record<string, number>;
  ratios: Record<string, number>;
  failures: string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Milliseconds per request for `calls` posts of `body`, each of which must be answered 400 (nothing stored). */
async function timePerRequest(url: string, body: Record<string, unknown>, calls = 10): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < calls; i++) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    if (res.status !== 400) throw new Error(`expected 400 for a refused inquiry, got ${res.status}`);
  }
  return (performance.now() - started) / calls;
}

/** Times the refusals on the server at siteUrl (its contact rate limit off), in interleaved rounds. */
export async function validationCost(siteUrl: string, rounds = 7): Promise<ValidationCost> {
  const url = `${siteUrl}/api/contact`;
  for (const body of [NORMAL_REFUSED, ...Object.values(WORST_BODIES)]) await timePerRequest(url, body, 3); // warm up
  const normal: number[] = [];
  const worst = new Map<string, number[]>(Object.keys(WORST_BODIES).map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    normal.push(await timePerRequest(url, NORMAL_REFUSED));
    for (const [name, body] of Object.entries(WORST_BODIES)) worst.get(name)!.push(await timePerRequest(url, body));
  }
  const normalMs = median(normal);
  const worstMs = Object.fromEntries([...worst].map(([name, times]) => [name, median(times)]));
  const ratios = Object.fromEntries(
    Object.entries(worstMs).map(([name, ms]) => [name, Math.round((ms / normalMs) * 10) / 10]),
  );
  const failures = Object.entries(ratios)
    .filter(([, ratio]) => ratio > VALIDATION_BUDGET.worstToNormal)
    .map(
      ([name, ratio]) =>
        `refusing "${name}" takes ${ratio}× a normal refusal (budget ${VALIDATION_BUDGET.worstToNormal}×)`,
    );
  return { normalMs, worstMs, ratios, failures };
}

/** The figure as `npm run bench` prints it. */
export async function printValidationCost(siteUrl: string): Promise<ValidationCost> {
  console.log(
    `\nValidation: time to refuse the worst bodies under ${BODY_LIMIT_BYTES / 1024} KB, against a normal inquiry refused (interleaved rounds)…`,
  );
  const cost = await validationCost(siteUrl);
  const budget = VALIDATION_BUDGET.worstToNormal;
  console.log(
    table(
      ['body', 'ms', '× normal', 'budget'],
      [
        ['normal inquiry (one-letter name)', cost.normalMs.toFixed(2), 1, '-'],
        ...Object.entries(cost.ratios).map(([name, ratio]) => [
          name,
          cost.worstMs[name]!.toFixed(2),
          ratio,
          ratio <= budget ? 'ok' : `MISS: > ${budget}×`,
        ]),
      ],
    ),
  );
  return cost;
}
