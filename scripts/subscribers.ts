// `npm run subscribers`: the newsletter subscribers, one address per line (with --csv: email,subscribed_at).
// Reads DATA_DIR (default ./data) read-only; safe while the server runs.
import { configFromEnv } from '../server/config.ts';
import { Store } from '../server/store/store.ts';
import { visible } from '../server/terminal.ts';

const csv = process.argv.includes('--csv');
const { dataDir } = configFromEnv({ DATA_DIR: process.env.DATA_DIR });
const store = Store.openReadOnly(dataDir);
const subscribers = store?.subscribers() ?? [];
store?.close();

if (csv) {
  console.log('email,subscribed_at');
  for (const s of subscribers)
    console.log(`${/[",\n]/.test(s.email) ? `"${s.email.replace(/"/g, '""')}"` : s.email},${s.createdAt}`);
} else if (subscribers.length === 0) {
  console.log(store ? `No subscribers in ${dataDir}.` : `No subscribers yet (no database in ${dataDir}).`);
} else {
  for (const s of subscribers) console.log(`${visible(s.email)}\t${s.createdAt}`);
  console.log(`${subscribers.length} subscriber${subscribers.length === 1 ? '' : 's'}.`);
}
