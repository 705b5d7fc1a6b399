// The server's figures in `npm run bench`: static page req/s against nginx on the same folder (ratio, target ≥ 0.8),
// POST /api/contact under load, the cost of refusing the worst inquiries (≤ 10× a normal one), and how long 1,000
// inquiries take to reach a local SMTP peer (budget 10 s).
import { contactLoad, staticComparison, type LoadResult } from './load.ts';
import { mailThroughput, type MailThroughput } from './mail.ts';
import { table } from './table.ts';
import { printValidationCost, type ValidationCost } from './validation-cost.ts';

export const SERVER_BUDGET = { staticVsNginx: 0.8, mailSeconds: 10, mailInquiries: 1_000 } as const;

export interface ServerFigures {
  load: LoadResult[];
  staticRatio?: number;
  reference: string;
  validation: ValidationCost;
  mail: MailThroughput;
  failures: string[];
}

export async function serverFigures(clientDir: string, siteUrl: string): Promise<ServerFigures> {
  const failures: string[] = [];
  console.log(
    '\nLoad (autocannon, 50 connections): GET / on the site server and on nginx over the same dist/client, 10 s each in alternating halves; POST /api/contact 10 s…',
  );
  const comparison = await staticComparison(clientDir);
  const contact = await contactLoad(siteUrl);
  const load = [comparison.site, ...(comparison.nginx ? [comparison.nginx] : []), contact];
  console.log(
    table(
      ['target', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors', 'CPU µs/req'],
      load.map((l) => [
        l.name,
        l.requestsPerSecond,
        l.p50Ms,
        l.p99Ms,
        l.total,
        l.non2xx,
        l.errors,
        l.cpuUsPerRequest ?? '-',
      ]),
    ),
  );
  if (comparison.ratio === undefined) console.log(`GET /: no nginx reference (${comparison.reference}), so no ratio.`);
  else {
    const verdict = comparison.ratio >= SERVER_BUDGET.staticVsNginx ? 'ok' : 'MISS';
    console.log(
      `GET /: site server / ${comparison.reference} = ${comparison.ratio.toFixed(2)} (target ≥ ${SERVER_BUDGET.staticVsNginx}) ${verdict}`,
    );
    if (comparison.cpuRatio !== undefined) {
      console.log(
        `  CPU time per request, ${comparison.reference} / site server = ${comparison.cpuRatio.toFixed(2)} (what the req/s ratio tends to when the machine is busy)`,
      );
    }
    if (verdict === 'MISS')
      failures.push(`GET / at ${comparison.ratio.toFixed(2)}× nginx (target ≥ ${SERVER_BUDGET.staticVsNginx})`);
  }
  const validation = await printValidationCost(siteUrl);
  failures.push(...validation.failures);

  console.log(
    `\nMail: ${SERVER_BUDGET.mailInquiries} stored inquiries, then the real server with SMTP_URL at a local smtp-server (first to last message accepted)…`,
  );
  const mail = await mailThroughput(clientDir, SERVER_BUDGET.mailInquiries);
  const share = mail.seconds / SERVER_BUDGET.mailSeconds;
  console.log(
    `${mail.inquiries} inquiries delivered in ${mail.seconds.toFixed(1)} s (${Math.round(mail.perSecond)} mails/s; ${share.toFixed(2)} of the ${SERVER_BUDGET.mailSeconds} s budget); ` +
      `${mail.distinct} distinct inquiries in ${mail.messages} messages`,
  );
  if (mail.seconds > SERVER_BUDGET.mailSeconds)
    failures.push(
      `mail: ${mail.seconds.toFixed(1)} s for ${mail.inquiries} inquiries (budget ${SERVER_BUDGET.mailSeconds} s)`,
    );
  if (mail.distinct !== mail.inquiries || mail.messages !== mail.inquiries)
    failures.push(`mail: ${mail.messages} messages for ${mail.distinct} distinct of ${mail.inquiries} inquiries`);
  return { load, staticRatio: comparison.ratio, reference: comparison.reference, validation, mail, failures };
}
