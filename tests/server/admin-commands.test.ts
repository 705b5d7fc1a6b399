// `npm run admin -- invite | people | log`, on a real store: the first publisher is made this way, and the log prints
// what happened, oldest first.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, expect, it } from 'vitest';
import type { Store } from '../../server/store/store.ts';
import { inviteCommand, logCommand, peopleCommand, UsageError } from '../../admin/commands.ts';
import { removeTempDirs, tempDir } from './support.ts';
import { describeEachDialect, openFreshStore } from './db/dialects.ts';

afterAll(removeTempDirs);

const config = { origin: 'https://www.firm.example', rpId: 'www.firm.example', idleMs: 1, absoluteMs: 1 };

describeEachDialect('the admin commands', (target) => {
  let store: Store | undefined;
  afterEach(async () => void (await store?.close()));

  it('invite prints a one-time link for the person, logs it, and refuses a second invite for someone with access', async () => {
    store = await openFreshStore(target);
    const printed = await inviteCommand(store, config, 'Aoife Byrne', 'aoife@firm.example', 'publisher');
    expect(printed).toMatch(/^Invite for Aoife Byrne <aoife@firm\.example> as publisher\. Send them this link/);
    expect(printed).toMatch(/https:\/\/www\.firm\.example\/admin\/welcome#invite=[A-Za-z0-9_-]{43}/);
    expect(await store.accounts.pendingInvites()).toMatchObject([{ name: 'Aoife Byrne', role: 'publisher' }]);
    expect(await logCommand(store, 10)).toMatch(
      / {2}— {2}invite {2}Aoife Byrne <aoife@firm\.example> as publisher {2}terminal on /,
    );
    expect(await peopleCommand(store)).toMatch(/^Nobody has access yet/);
    await expect(inviteCommand(store, config, 'X', 'not-an-address', 'editor')).rejects.toThrow(UsageError);
    await expect(inviteCommand(store, config, 'X', 'x@firm.example', 'owner')).rejects.toThrow(
      /--role must be editor or publisher/,
    );
    const token = /#invite=([A-Za-z0-9_-]+)/.exec(printed)![1]!;
    const key = { credentialId: 'key-1', publicKey: new Uint8Array([1]), counter: 0, transports: [], name: 'Key' };
    expect(await store.accounts.acceptInvite(token, key, [])).toHaveProperty('person');
    await expect(inviteCommand(store, config, 'Aoife', 'AOIFE@firm.example', 'editor')).rejects.toThrow(
      'AOIFE@firm.example already has access to the editor.',
    );
  });
});

it('the command itself: a mistake is one line on stderr and exit code 2', async () => {
  const run = promisify(execFile);
  const dataDir = join(tempDir('admin-cli-run'), 'data');
  const failed = await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'invite', 'Aoife', 'nope'], {
    env: { ...process.env, DATA_DIR: dataDir },
  }).catch((error: { code: number; stderr: string }) => error);
  expect(failed).toMatchObject({ code: 2, stderr: '“nope” is not an e-mail address.\n' });
});
