// The git commands publishing runs, through simple-git, in the project repository: as the server's own committer
// (it works on a machine without a git identity), never asking for a password or opening an editor, with git's
// messages in English so that they can be recognised and put into words.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { simpleGit, type SimpleGit } from 'simple-git';

/** Taken from the server's environment, as git itself would: who commits, and how ssh reaches the remote. */
const PASSED_ON = ['GIT_COMMITTER_NAME', 'GIT_COMMITTER_EMAIL', 'GIT_SSH_COMMAND'];
/** Variables simple-git refuses to pass (they could run programs or point git at another repository). */
const GUARDED = new Set(['editor', 'visual', 'pager', 'prefix', 'ssh_askpass']);

function gitEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    const name = key.toLowerCase();
    if (!name.startsWith('git') && !GUARDED.has(name)) env[key] = value;
  }
  for (const key of PASSED_ON) if (process.env[key]) env[key] = process.env[key];
  return { ...env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };
}

export function gitClient(root: string): SimpleGit {
  return simpleGit({
    baseDir: root,
    // The committer when GIT_COMMITTER_NAME/EMAIL are not set; the author is always the person publishing.
    config: ['user.name=Site editor', 'user.email=editor@localhost', 'commit.gpgSign=false'],
    allowEnvironment: [...PASSED_ON, 'GIT_TERMINAL_PROMPT'],
    unsafe: { allowUnsafeSshCommand: true },
    // A remote that stops answering must not hold a publication forever.
    timeout: { block: 60_000 },
  }).env(gitEnvironment());
}

/** What git said when a command failed, without its "fatal:"/"error:" prefixes, on one line. */
export function gitFailure(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const lines = text
    .split('\n')
    .map((line) => line.replace(/^(fatal|error|hint|remote): ?/, '').trim())
    .filter((line) => line.length > 0 && !line.startsWith('To '));
  return lines.slice(0, 4).join(' ') || 'git gave no reason';
}

/** Runs a git command, answering undefined instead of throwing when it fails (a missing file, no commits yet). */
export async function gitOrUndefined(git: SimpleGit, args: string[]): Promise<string | undefined> {
  try {
    return await git.raw(args);
  } catch {
    return undefined;
  }
}

/** The repository's own folder (.git), found from `root` upwards; a `.git` file (a worktree) names it. */
export function gitDirectory(root: string): string {
  for (let folder = resolve(root); ; folder = dirname(folder)) {
    const dotGit = join(folder, '.git');
    if (existsSync(dotGit)) {
      if (statSync(dotGit).isDirectory()) return dotGit;
      const named = /^gitdir: (.+)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1]?.trim();
      if (named) return resolve(folder, named);
    }
    if (dirname(folder) === folder) throw new Error(`${root} is not inside a git repository.`);
  }
}
