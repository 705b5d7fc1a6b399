// Publishing one change, step by step: lint, build, commit, switch, push. Each step records itself before it starts,
// and each can be run again after a kill: the commit is found by its trailer, a build is reused by its key, a switch
// is a rename, a push pushes whatever is committed. A failure before the switch leaves the live site as it was.
import type { Publication } from '../model/publications.ts';
import type { Logger } from '../server/log.ts';
import type { ProjectRepository } from './git.ts';
import { ConflictError } from './git.ts';
import type { Releases } from './releases.ts';
import { ReleaseBuildFailed } from './releases.ts';
import { textToPublish, type Checked } from './rebase.ts';

export interface PipelineParts {
  repository: ProjectRepository;
  releases: Releases;
  /** Tells the server in this process that the live link moved (other processes notice within 250 ms). */
  liveChanged(): void | Promise<void>;
  log: Logger;
  /** Problems of a manifest text as lint words them (the same check as lint, build, editor). */
  check(text: string): Checked;
}

/**
 * What the pipeline records as it goes (the worker writes it to the publication, under its lease). It rejects with
 * LeaseLost once this process no longer holds the lease: the run stops there, before its next step.
 */
export type Progress = (fields: Partial<Publication>) => Promise<void>;

/** This process lost the publication's lease (it lapsed, or another process took it over): it must stop publishing. */
export class LeaseLost extends Error {
  constructor(id: number) {
    super(`This process no longer holds the lease on publication ${id}.`);
    this.name = 'LeaseLost';
  }
}

/** The outcome of one run: published, or stopped with a reason in words and the state to leave it in. */
export type Outcome = { state: 'published'; message: string } | { state: 'held' | 'failed'; message: string };

const short = (commit: string) => commit.slice(0, 7);

/** The text to publish: the one a run before a kill committed, or the change rebased on what is published now. */
async function decided(parts: PipelineParts, publication: Publication, progress: Progress) {
  const { repository } = parts;
  const earlier = publication.commit ?? (await repository.findPublication(publication.key));
  if (earlier) return { commit: earlier, text: await repository.manifestAt(earlier), message: '' };
  await progress({ step: 'lint' });
  await repository.pullRemote();
  return textToPublish(publication, await repository.manifestAt('HEAD'), parts.check);
}

async function pushed(parts: PipelineParts, progress: Progress): Promise<string> {
  await progress({ step: 'push' });
  try {
    await parts.repository.push();
    await progress({ pushed: true });
    return '';
  } catch (error) {
    if (error instanceof LeaseLost) throw error;
    parts.log.warn('publish: push failed', { error: (error as Error).message });
    return ` It is not yet in the shared repository: ${(error as Error).message} The next publish sends it again.`;
  }
}

/**
 * The build comes before the commit, so a version that cannot be built never enters the history: a failed build
 * leaves the repository, the remote and the live site as they were. Every failure is an outcome, except a lost
 * lease (LeaseLost), after which nothing more is done or recorded here.
 */
export async function runPublication(
  parts: PipelineParts,
  publication: Publication,
  progress: Progress,
): Promise<Outcome> {
  try {
    const made = await decided(parts, publication, progress);
    if ('held' in made) return { state: 'held', message: made.held };
    await progress({ step: 'build' });
    const release = await parts.releases.build(made.text);
    await progress({ release: release.key });
    let commit = made.commit;
    if (!commit) {
      await progress({ step: 'commit' });
      commit = await parts.repository.commitManifest({
        text: made.text,
        author: publication.author,
        message: made.message,
        publicationKey: publication.key,
      });
      await progress({ commit });
    }
    await progress({ step: 'switch', previousRelease: parts.releases.live()?.key });
    parts.releases.switchTo(release.key);
    await parts.liveChanged();
    await progress({ publishedAt: new Date().toISOString() });
    const pushNote = await pushed(parts, progress);
    parts.releases.tidy();
    return { state: 'published', message: `Live: version ${short(commit)} is on the site.${pushNote}` };
  } catch (error) {
    if (error instanceof LeaseLost) throw error;
    if (error instanceof ConflictError) return { state: 'held', message: error.message };
    if (error instanceof ReleaseBuildFailed) return { state: 'failed', message: error.message };
    parts.log.error('publish failed', { id: publication.id, error: (error as Error).stack ?? String(error) });
    return { state: 'failed', message: `Publishing stopped: ${(error as Error).message} The live site is unchanged.` };
  }
}
