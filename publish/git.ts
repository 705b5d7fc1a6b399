// The project repository as publishing uses it: each publication is one commit of the manifest (the person as its
// author, the change in words as its message, a `Publication: <key>` trailer to find it again after a kill), pushed to
// the shared repository (GIT_REMOTE) after merging whatever developers pushed there meanwhile.
import { existsSync, rmSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { SimpleGit } from 'simple-git';
import { writeAtomically } from '../model/node/write.ts';
import { gitClient, gitDirectory, gitFailure, gitOrUndefined } from './git-client.ts';
import { ConflictError, PushFailed } from './git-errors.ts';
import { abortLeftoverMerge, mergeShared, type MergeTarget } from './git-merge.ts';

export { ConflictError, PushFailed };

export interface Author {
  name: string;
  email: string;
}

export interface Commit {
  hash: string;
  author: Author;
  /** When it was committed (published), ISO 8601. */
  date: string;
  /** The message without the Publication trailer. */
  message: string;
  /** The publication key from its trailer, when it was published from an editor. */
  publicationKey?: string;
}

interface RepositoryOptions {
  root: string;
  /** Relative to root; default site.manifest.json. */
  manifestPath?: string;
  /** GIT_REMOTE: a URL or a path. Without it nothing is fetched or pushed. */
  remote?: string;
  /** Default: the current branch, else main. */
  branch?: string;
}

const TRAILER = /^Publication: ([0-9a-f]{8,32})$/m;
const FIELD = '\x1f';
const RECORD = '\x1e';
const MERGE_TRIES = 3;

/** A name git accepts in "Name <email>": no angle brackets or line breaks. */
const plain = (text: string) => text.replace(/[<>\r\n]/g, '').trim();

function parseCommits(output: string): Commit[] {
  return output
    .split(RECORD)
    .map((record) => record.replace(/^\n/, ''))
    .filter((record) => record.length > 0)
    .map((record) => {
      const [hash = '', name = '', email = '', date = '', body = ''] = record.split(FIELD);
      const trailer = TRAILER.exec(body);
      return {
        hash,
        author: { name, email },
        date,
        message: body.replace(new RegExp(TRAILER.source, 'gm'), '').trim(),
        ...(trailer ? { publicationKey: trailer[1] } : {}),
      };
    });
}

const COMMIT_FORMAT = `--format=%H${FIELD}%an${FIELD}%ae${FIELD}%cI${FIELD}%B${RECORD}`;

/** A push refused because the shared repository has commits this one does not (or another push was landing). */
const behind = (failure: string) => /fetch first|non-fast-forward|cannot lock ref|stale info/i.test(failure);

const unreachable = (failure: string) =>
  /does not appear to be a git repository|could not read from remote|unable to access|could not resolve|connection (refused|timed out|reset)|no such file or directory|repository .* not found|timed out/i.test(
    failure,
  );

export class ProjectRepository {
  private readonly git: SimpleGit;
  private readonly root: string;
  private readonly manifestPath: string;
  private readonly remote: string | undefined;
  private readonly branch: string | undefined;

  constructor(options: RepositoryOptions) {
    this.root = options.root;
    this.manifestPath = posix.normalize(options.manifestPath ?? 'site.manifest.json');
    if (options.remote?.startsWith('-') || options.branch?.startsWith('-'))
      throw new Error('GIT_REMOTE and the branch cannot start with a dash.');
    this.remote = options.remote || undefined;
    this.branch = options.branch || undefined;
    this.git = gitClient(this.root);
  }

  private target(): MergeTarget {
    return { git: this.git, root: this.root, gitDir: gitDirectory(this.root), manifestPath: this.manifestPath };
  }

  async head(): Promise<string> {
    return (await this.git.raw(['rev-parse', '--verify', 'HEAD'])).trim();
  }

  async manifestAt(commit: string): Promise<string> {
    if (!/^[\w./^~@{}-]+$/.test(commit) || commit.startsWith('-')) throw new Error(`“${commit}” is not a version.`);
    const text = await gitOrUndefined(this.git, ['show', `${commit}:./${this.manifestPath}`]);
    if (text === undefined) throw new Error(`Version ${commit} of ${this.manifestPath} does not exist.`);
    return text;
  }

  async commitManifest(input: {
    text: string;
    author: Author;
    message: string;
    publicationKey: string;
    also?: string[];
  }): Promise<string> {
    const { text, author, message, publicationKey, also = [] } = input;
    if (!/^[0-9a-f]{8,32}$/.test(publicationKey)) throw new Error(`${publicationKey} is not a publication key.`);
    await abortLeftoverMerge(this.target());
    writeAtomically(join(this.root, this.manifestPath), text);
    const paths = [this.manifestPath];
    for (const path of also) if (existsSync(join(this.root, path)) || (await this.tracked(path))) paths.push(path);
    await this.git.raw(['add', '--all', '--', ...paths]);
    // --only: whatever else is changed or staged in the folder stays out of this commit.
    await this.git.raw([
      'commit',
      '--only',
      '--allow-empty',
      '--no-verify',
      '--cleanup=whitespace',
      `--author=${plain(author.name) || 'Someone'} <${plain(author.email)}>`,
      '--message',
      `${message.trim() || 'Published a change'}\n\nPublication: ${publicationKey}`,
      '--',
      ...paths,
    ]);
    return this.head();
  }

  private async tracked(path: string): Promise<boolean> {
    return (await this.git.raw(['ls-files', '--', path])).trim().length > 0;
  }

  async findPublication(key: string): Promise<string | undefined> {
    if (!/^[0-9a-f]{8,32}$/.test(key)) throw new Error(`${key} is not a publication key.`);
    const output = await gitOrUndefined(this.git, [
      'log',
      '--max-count=200',
      `--grep=^Publication: ${key}$`,
      COMMIT_FORMAT,
    ]);
    return parseCommits(output ?? '').find((commit) => commit.publicationKey === key)?.hash;
  }

  async history(limit: number): Promise<Commit[]> {
    if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`${limit} is not a number of versions.`);
    const hashes = async (args: string[]) =>
      ((await gitOrUndefined(this.git, ['log', `--max-count=${limit}`, '--format=%H', ...args])) ?? '')
        .split('\n')
        .filter(Boolean);
    // A publication that changed nothing (a rollback to the text already live) is a version too.
    const wanted = new Set([
      ...(await hashes(['--', this.manifestPath])),
      ...(await hashes(['--grep=^Publication: [0-9a-f]*$'])),
    ]);
    if (wanted.size === 0) return [];
    const newestFirst = (await this.git.raw(['rev-list', '--date-order', 'HEAD']))
      .split('\n')
      .filter((hash) => wanted.has(hash))
      .slice(0, limit);
    return parseCommits(await this.git.raw(['show', '--no-patch', COMMIT_FORMAT, ...newestFirst]));
  }

  private async branchName(): Promise<string> {
    if (this.branch) return this.branch;
    return (await gitOrUndefined(this.git, ['symbolic-ref', '--short', '--quiet', 'HEAD']))?.trim() || 'main';
  }

  /** The remote branch's commit, or undefined when the remote has no such branch yet. */
  private async fetch(remote: string, branch: string): Promise<string | undefined> {
    try {
      await this.git.raw(['fetch', '--no-tags', remote, `refs/heads/${branch}`]);
    } catch (error) {
      const failure = gitFailure(error);
      if (/couldn't find remote ref/i.test(failure)) return undefined;
      throw new PushFailed(`The shared repository could not be reached: ${failure}`);
    }
    return (await this.git.raw(['rev-parse', '--verify', 'FETCH_HEAD^{commit}'])).trim();
  }

  async pullRemote(): Promise<boolean> {
    if (!this.remote) return false;
    const target = this.target();
    await abortLeftoverMerge(target);
    const shared = await this.fetch(this.remote, await this.branchName());
    if (!shared) return false;
    const before = await this.head();
    // Already merged (git's exit code says so, but simple-git answers only its output).
    if ((await gitOrUndefined(this.git, ['merge-base', shared, before]))?.trim() === shared) return false;
    await mergeShared(target, shared);
    return (await this.head()) !== before;
  }

  async push(): Promise<void> {
    if (!this.remote) return;
    const branch = await this.branchName();
    for (let merges = 0; ; merges++) {
      try {
        await this.git.raw(['push', this.remote, `HEAD:refs/heads/${branch}`]);
        return;
      } catch (error) {
        const failure = gitFailure(error);
        if (!behind(failure)) {
          if (unreachable(failure)) throw new PushFailed(`The shared repository could not be reached: ${failure}`);
          throw new PushFailed(`The shared repository refused the change: ${failure}`);
        }
        if (merges === MERGE_TRIES)
          throw new PushFailed(
            `The shared repository refused the change: it kept changing while this change was merged in ` +
              `(${MERGE_TRIES} tries).`,
          );
        await this.pullRemote();
      }
    }
  }

  clearStaleLock(): void {
    const lock = join(gitDirectory(this.root), 'index.lock');
    try {
      if (Date.now() - statSync(lock).mtimeMs > 10_000) rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
