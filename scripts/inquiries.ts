// `npm run inquiries`: every stored contact inquiry with its delivery state (newest last).
//   --pending   only the ones not delivered yet
//   --json      machine-readable output
// Reads DATA_DIR's SQLite file (default ./data) read-only, or PostgreSQL when DATABASE_URL is set; safe while the
// server runs.
import { configFromEnv, databaseFromEnv } from '../server/config.ts';
import { Store, type Inquiry } from '../server/store/store.ts';
import { visible } from '../server/terminal.ts';

const args = new Set(process.argv.slice(2));
if (args.has('--help') || args.has('-h')) {
  console.log('Usage: npm run inquiries [-- --pending] [-- --json]');
  process.exit(0);
}

function deliveryState(inquiry: Inquiry, now = Date.now()): string {
  if (inquiry.deliveredAt) return `delivered ${inquiry.deliveredAt}`;
  if (inquiry.attempts === 0)
    return 'not mailed yet (no attempt: the server runs without SMTP_URL, or is about to send it)';
  const due = Math.max(0, Math.round((inquiry.nextAttemptAt - now) / 1000));
  return `pending after ${inquiry.attempts} failed attempt${inquiry.attempts === 1 ? '' : 's'}, next in ~${due}s (last error: ${inquiry.lastError ?? 'unknown'})`;
}

const { dataDir } = configFromEnv({ DATA_DIR: process.env.DATA_DIR });
const store = await Store.openReadOnly(dataDir, databaseFromEnv());
// No tables yet (schema 0): a PostgreSQL database no server has started on; nothing to list, as without a SQLite file.
const filled = store !== undefined && (await store.schemaVersion()) > 0;
const all = filled ? await store.inquiries() : [];
await store?.close();
const where = store?.dialect === 'postgres' ? 'the database (DATABASE_URL)' : dataDir;
const shown = args.has('--pending') ? all.filter((i) => !i.deliveredAt) : all;

if (args.has('--json')) {
  console.log(
    JSON.stringify(
      shown.map((i) => ({ ...i, state: i.deliveredAt ? 'delivered' : 'pending' })),
      null,
      2,
    ),
  );
} else if (shown.length === 0) {
  console.log(
    filled
      ? `No ${args.has('--pending') ? 'pending ' : ''}inquiries in ${where}.`
      : `No inquiries yet (${store ? 'no server has set up the database' : `no database in ${dataDir}`}).`,
  );
} else {
  for (const i of shown) {
    console.log(`#${i.id}  ${i.createdAt}  ${visible(deliveryState(i))}`);
    console.log(`  From:    ${visible(i.name)} <${visible(i.email)}>${i.company ? `, ${visible(i.company)}` : ''}`);
    console.log(`  Service: ${i.serviceLabel} (${i.service})`);
    console.log(`  Message:\n${visible(i.message, true).replace(/^/gm, '    ')}\n`);
  }
  const pending = all.filter((i) => !i.deliveredAt).length;
  console.log(`${all.length} inquir${all.length === 1 ? 'y' : 'ies'}, ${pending} not delivered.`);
}
