// A project to publish from, as a server holds it: a copy of this project's files (node_modules linked) with the
// manifest given, a real git repository with one commit, and a bare repository on disk as its remote. The publish
// bench makes one with the live manifest; the publishing tests (tests/publish/project.ts) with the fixture site's.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareScratch } from '../../change-review/scratch-build.ts';

export interface PublishProject {
  /** The folder that holds the checkout, the remote and anything made beside them; remove() deletes it. */
  top: string;
  /** The server's checkout. */
  root: string;
  /** The bare repository pushed to. */
  remote: string;
  /** Runs git in a folder (the checkout by default) and gives its output. */
  git(args: string[], cwd?: string): string;
  remove(): void;
}

/** This project's folder: the files a copy is made of. */
const PROJECT_ROOT = join(import.meta.dirname, '..', '..');

const IDENTITY = ['-c', 'user.name=Test Developer', '-c', 'user.email=dev@firm.example'];

export function makePublishProject(manifestText: string, projectRoot = PROJECT_ROOT): PublishProject {
  const top = mkdtempSync(join(tmpdir(), 'publish-project-'));
  const root = join(top, 'site');
  const remote = join(top, 'remote.git');
  const git = (args: string[], cwd = root) =>
    execFileSync('git', [...IDENTITY, ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  try {
    prepareScratch(projectRoot, root, manifestText);
    git(['init', '--quiet', '--initial-branch=main']);
    // Ignored through the repository's own exclude file, so the copy's files are exactly the project's: a build of
    // the same manifest has the same key here as in the project (and the tests reuse the browser tests' build).
    writeFileSync(join(root, '.git', 'info', 'exclude'), 'node_modules\ndist\ndata\n');
    git(['add', '--all']);
    git(['commit', '--quiet', '-m', 'The site as the firm launched it']);
    execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', remote]);
    git(['remote', 'add', 'origin', remote]);
    git(['push', '--quiet', 'origin', 'main']);
  } catch (error) {
    rmSync(top, { recursive: true, force: true });
    throw error;
  }
  return { top, root, remote, git, remove: () => rmSync(top, { recursive: true, force: true }) };
}
