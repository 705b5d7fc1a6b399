// `npm run subscribers`: the newsletter's confirmed subscribers, each with its record of consent (when it signed up,
// the words it agreed to, when it confirmed).
//   --pending   the sign-ups not confirmed yet instead (with the day each is deleted unless confirmed)
//   --legacy    the addresses stored before double opt-in (no record of consent; never mailed by the server)
//   --csv       CSV for the firm's mail tool, with each subscriber's unsubscribe link (for a merge field); cells that
//               a spreadsheet would run as a formula are neutralised (OWASP: a leading ')
// Reads DATA_DIR's SQLite file (default ./data) read-only, or PostgreSQL when DATABASE_URL is set; safe while the
// server runs. The links use PUBLIC_URL (default the built manifest's baseUrl).
import { configFromEnv, databaseFromEnv } from '../server/config.ts';
import { unsubscribeUrl } from '../server/newsletter/links.ts';
import type { NewsletterSubscriber } from '../server/store/newsletter-store.ts';
import { Store } from '../server/store/store.ts';
import { visible } from '../server/terminal.ts';

const args = new Set(process.argv.slice(2));
if (args.has('--help') || args.has('-h')) {
  console.log('Usage: npm run subscribers [-- --pending | --legacy] [-- --csv]');
  process.exit(0);
}
const pending = args.has('--pending');
const { DATA_DIR, PUBLIC_URL, CLIENT_DIR } = process.env;
const { dataDir, publicUrl } = configFromEnv({ DATA_DIR, PUBLIC_URL, CLIENT_DIR });

/** One CSV cell: a leading = + - @ TAB or CR (a formula to a spreadsheet) gets a ' before it; then RFC 4180 quoting. */
function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${inert.replace(/"/g, '""')}"`;
}

function printCsv(list: NewsletterSubscriber[]): void {
  if (!publicUrl) {
    console.error(
      'No address for the unsubscribe links: set PUBLIC_URL, or build the site (its manifest has baseUrl).',
    );
    process.exit(1);
  }
  const rows = [['email', 'signed_up_at', 'consent_text', 'confirmed_at', 'unsubscribe_url']];
  for (const s of list)
    rows.push([
      s.email,
      s.signedUpAt,
      s.consentText,
      s.confirmedAt ?? '',
      unsubscribeUrl(publicUrl, s.unsubscribeToken),
    ]);
  process.stdout.write(rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n');
}

function printList(list: NewsletterSubscriber[]): void {
  for (const s of list) {
    console.log(visible(s.email));
    console.log(`  Signed up: ${s.signedUpAt}`);
    console.log(`  Agreed to: ${visible(s.consentText)}`);
    if (s.confirmedAt) console.log(`  Confirmed: ${s.confirmedAt}`);
    else console.log(`  Not confirmed; deleted on ${new Date(s.pendingExpiresAt ?? 0).toISOString()} unless confirmed`);
  }
  const noun = pending ? 'pending sign-up' : 'subscriber';
  console.log(`${list.length} ${noun}${list.length === 1 ? '' : 's'}.`);
}

function printLegacy(legacy: { email: string; createdAt: string }[]): void {
  if (args.has('--csv')) {
    const rows = [['email', 'stored_at'], ...legacy.map((s) => [s.email, s.createdAt])];
    process.stdout.write(rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n');
    return;
  }
  for (const s of legacy) console.log(`${visible(s.email)}\tstored ${s.createdAt}`);
  console.log(
    `${legacy.length} address${legacy.length === 1 ? '' : 'es'} from before double opt-in, with no record of consent: ` +
      'they are not subscribers and are never mailed.',
  );
}

const store = await Store.openReadOnly(dataDir, databaseFromEnv());
const where = store?.dialect === 'postgres' ? 'the database (DATABASE_URL)' : dataDir;
// No tables yet (schema 0): a PostgreSQL database no server has started on; nothing to list, as without a SQLite file.
const version = store ? await store.schemaVersion() : 0;
const filled = store !== undefined && version > 0;
if (filled && !(await store.isCurrent())) {
  await store.close();
  console.error(
    `${where} holds a database from another version of the server (schema ${version}): start the server once to bring it up to date.`,
  );
  process.exit(1);
}
if (args.has('--legacy')) {
  const legacy = filled ? await store.newsletter.legacy() : [];
  await store?.close();
  printLegacy(legacy);
  process.exit(0);
}
const list = filled ? await store.newsletter.list({ pending }) : [];
await store?.close();

if (args.has('--csv')) printCsv(list);
else if (list.length === 0)
  console.log(
    filled
      ? `No ${pending ? 'pending sign-ups' : 'subscribers'} in ${where}.`
      : `No subscribers yet (${store ? 'no server has set up the database' : `no database in ${dataDir}`}).`,
  );
else printList(list);
