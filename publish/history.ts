// The versions of the site, newest first: every commit that changed the manifest (published from the editor, or
// merged from a developer), who made it and when, what changed in words, and which one the live site shows.
import type { Store } from '../server/store/store.ts';
import type { ProjectRepository } from './git.ts';
import type { Version } from '../model/publications.ts';

export async function versionHistory(
  store: Store,
  repository: ProjectRepository,
  liveRelease: string | undefined,
  limit: number,
): Promise<{ live?: string; versions: Version[] }> {
  const commits = await repository.history(limit);
  const published = await store.publications.list(['published'], 500);
  const byCommit = new Map(published.filter((p) => p.commit).map((p) => [p.commit!, p]));
  // The live version: the newest published from the live release; before any publish from here, the newest commit.
  const liveCommit = liveRelease
    ? published.find((p) => p.release === liveRelease && p.commit)?.commit
    : commits[0]?.hash;
  const versions = commits.map((commit): Version => {
    const publication = byCommit.get(commit.hash);
    const [title = '', ...rest] = commit.message.split('\n');
    const approver = publication?.publisher;
    return {
      commit: commit.hash,
      author: commit.author,
      date: commit.date,
      title,
      changes: publication
        ? publication.changes.map((change) => change.text)
        : rest.map((line) => line.replace(/^- /, '')).filter(Boolean),
      publicationId: publication?.id,
      approvedBy: approver && approver.email !== commit.author.email ? approver.name : undefined,
      live: commit.hash === liveCommit,
    };
  });
  return { live: liveCommit, versions };
}
