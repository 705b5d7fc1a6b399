// A publishing server's worker in a process of its own, for the kill tests: it publishes whatever is queued in the
// project's store (PROJECT_DIR, DATA_DIR), and says "ready" when its worker runs. The test kills it mid-publish.
import { createLogger } from '../../server/log.ts';
import { Store } from '../../server/store/store.ts';
import { startPublishing } from '../../publish/setup.ts';

const store = await Store.open(process.env.DATA_DIR!);
startPublishing({
  settings: { projectRoot: process.env.PROJECT_DIR!, remote: process.env.GIT_REMOTE, branch: 'main' },
  store,
  log: createLogger('warn'),
  liveChanged: () => undefined,
  leaseMs: 60_000,
});
process.stdout.write('ready\n');
