// `npm run lint`'s word on publishing: how the manifest's change since the last commit would be published from the
// editor (at once, or after a publisher's approval), and why, from the same rule the editor and server apply.
import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { simpleGit } from 'simple-git';
import { PUBLISH_RULE } from '../model/publishing.ts';
import { changesBetween } from './rebase.ts';
import { publishSpeed } from '../model/publishing.ts';

/** The explanation, or undefined when the file is not in a git repository or is as last committed. */
export async function publishingNote(file: string): Promise<string | undefined> {
  let committed: string;
  try {
    const git = simpleGit(dirname(file));
    const root = await git.revparse(['--show-toplevel']);
    committed = await git.show([`HEAD:${relative(root, file)}`]);
  } catch {
    return undefined;
  }
  const text = readFileSync(file, 'utf8');
  if (committed === text) return undefined;
  let decision;
  try {
    decision = publishSpeed(changesBetween(committed, text));
  } catch {
    return undefined; // the last commit's manifest is not one this version can read: nothing to compare
  }
  if (decision.summary === 'Nothing changed.') return undefined;
  return [
    `Publishing: compared with the last commit, this change ${decision.speed === 'at-once' ? 'goes live at once from the editor' : 'needs a publisher’s approval in the editor'}.`,
    ...decision.reasons.map((reason) => `  ${reason}`),
    `  The rule: ${PUBLISH_RULE.atOnce} go live at once; ${PUBLISH_RULE.review} need a publisher.`,
  ].join('\n');
}
