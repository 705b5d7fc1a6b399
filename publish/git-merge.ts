// Merging what the shared repository has into this repository's branch. Git merges every file; the manifest, when
// both sides changed it, is merged as JSON with the editor's three-way merge (model/merge-conflicts.ts), so changes
// to different places both survive and the same place changed differently is a conflict, told in words. A conflict
// aborts the merge: HEAD and the working tree stay as they were.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SimpleGit } from 'simple-git';
import type { Json } from '../model/json-pointer.ts';
import { mergeManifests, type MergeConflict } from '../model/merge-conflicts.ts';
import { writeAtomically } from '../model/node/write.ts';
import { conflictsInWords } from '../model/merge-words.ts';
import { gitFailure, gitOrUndefined } from './git-client.ts';
import { ConflictError } from './git-errors.ts';

export interface MergeTarget {
  git: SimpleGit;
  root: string;
  gitDir: string;
  /** The manifest, relative to root. */
  manifestPath: string;
}

/** Written while a merge of ours runs: a merge left behind by a killed process is ours to abort, no one else's. */
const MARKER = 'PUBLISH_MERGE';

const merging = (gitDir: string) => existsSync(join(gitDir, 'MERGE_HEAD'));

const conflictInWords = (conflicts: MergeConflict[], manifest: Json): string =>
  `A developer changed the same thing meanwhile: ${conflictsInWords(conflicts, manifest, 'the shared repository')}`;

const cannotMerge = (files: string[]) =>
  `A developer changed ${files.join(', ')} in the shared repository in a way that cannot be merged automatically ` +
  'with this change; a developer must merge it.';

/** Replaces git's merge of the manifest by the JSON three-way merge when both sides changed it. */
async function mergeManifest({ git, root, manifestPath }: MergeTarget): Promise<void> {
  const base = (await git.raw(['merge-base', 'HEAD', 'MERGE_HEAD'])).split('\n')[0];
  const textAt = (commit: string | undefined) =>
    commit ? gitOrUndefined(git, ['show', `${commit}:./${manifestPath}`]) : Promise.resolve(undefined);
  const [baseText, ours, theirs] = await Promise.all([textAt(base), textAt('HEAD'), textAt('MERGE_HEAD')]);
  if (ours === theirs || ours === baseText || theirs === baseText) return;
  if (ours === undefined || theirs === undefined) throw new ConflictError(cannotMerge([manifestPath]));
  let merged: ReturnType<typeof mergeManifests>;
  try {
    merged = mergeManifests(baseText, ours, theirs);
  } catch {
    throw new ConflictError(cannotMerge([manifestPath])); // one side is not JSON
  }
  if (merged.text === undefined) throw new ConflictError(conflictInWords(merged.conflicts, JSON.parse(ours) as Json));
  writeAtomically(join(root, manifestPath), merged.text);
  await git.raw(['add', '--', manifestPath]);
}

async function unmergedFiles(git: SimpleGit): Promise<string[]> {
  const prefix = (await git.raw(['rev-parse', '--show-prefix'])).trim();
  const files = (await git.raw(['diff', '--name-only', '--diff-filter=U', '-z'])).split('\0').filter(Boolean);
  return files.map((file) => (file.startsWith(prefix) ? file.slice(prefix.length) : file));
}

/** Merges `commit`, fetched from the shared repository, into HEAD (fast-forward when it can). */
export async function mergeShared(target: MergeTarget, commit: string): Promise<void> {
  const { git, gitDir, manifestPath } = target;
  writeFileSync(join(gitDir, MARKER), `${commit}\n`);
  try {
    try {
      await git.raw(['merge', '--no-commit', '--no-edit', '--ff', commit]);
    } catch (error) {
      // Git refused to start (local changes in the way): nothing was merged.
      if (!merging(gitDir))
        throw new ConflictError(
          `The shared repository's changes could not be merged into the project folder: ${gitFailure(error)}`,
        );
    }
    if (!merging(gitDir)) return; // a fast-forward
    const others = (await unmergedFiles(git)).filter((file) => file !== manifestPath);
    if (others.length > 0) throw new ConflictError(cannotMerge(others));
    await mergeManifest(target);
    await git.raw(['commit', '--no-edit', '--no-verify']);
  } catch (error) {
    if (merging(gitDir)) await git.raw(['merge', '--abort']);
    throw error;
  } finally {
    rmSync(join(gitDir, MARKER), { force: true });
  }
}

/** Aborts a merge of ours that a killed process left unfinished, so the next commit or merge can run. */
export async function abortLeftoverMerge({ git, gitDir }: MergeTarget): Promise<void> {
  if (!existsSync(join(gitDir, MARKER))) return;
  if (merging(gitDir)) await git.raw(['merge', '--abort']);
  rmSync(join(gitDir, MARKER), { force: true });
}
