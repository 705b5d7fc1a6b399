// `npm run admin -- invite | people | log`, on a real store: the first publisher is made this way, and the log prints
// what happened, oldest first.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { Store } from '../../server/store/store.ts';
import { inviteCommand, logCommand, peopleCommand, UsageError } from '../../admin/commands.ts';
import { removeTempDirs, tempDir } from './support.ts';

afterAll(removeTempDirs);

const config = { origin: 'https://www.firm.example', rpId: 'www.firm.example', idleMs: 1, absoluteMs: 1 };

it('invite prints a one-time link for the person, logs it, and refuses a second invite for someone with access', () => {
  const store = Store.open(join(tempDir('admin-cli'), 'data'));
  const printed = inviteCommand(store, config, 'Aoife Byrne', 'aoife@firm.example', 'publisher');
  expect(printed).toMatch(/^Invite for Aoife Byrne <aoife@firm\.example> as publisher\. Send them this link/);
  expect(printed).toMatch(/https:\/\/www\.firm\.example\/admin\/welcome#invite=[A-Za-z0-9_-]{43}/);
  expect(store.accounts.pendingInvites()).toMatchObject([{ name: 'Aoife Byrne', role: 'publisher' }]);
  expect(logCommand(store, 10)).toMatch(
    / {2}— {2}invite {2}Aoife Byrne <aoife@firm\.example> as publisher {2}terminal on /,
  );
  expect(peopleCommand(store)).toMatch(/^Nobody has access yet/);
  expect(() => inviteCommand(store, config, 'X', 'not-an-address', 'editor')).toThrow(UsageError);
  expect(() => inviteCommand(store, config, 'X', 'x@firm.example', 'owner')).toThrow(
    /--role must be editor or publisher/,
  );
  store.close();
});

it('the command itself: a mistake is one line on stderr and exit code 2', async () => {
  const run = promisify(execFile);
  const dataDir = join(tempDir('admin-cli-run'), 'data');
  const failed = await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'invite', 'Aoife', 'nope'], {
    env: { ...process.env, DATA_DIR: dataDir },
  }).catch((error: { code: number; stderr: string }) => error);
  expect(failed).toMatchObject({ code: 2, stderr: '“nope” is not an e-mail address.\n' });
});
