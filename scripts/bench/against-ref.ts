// The reference build of `npm run bench -- --against=REF`: the ref checked out in a temporary git worktree, given
// node_modules (this project's, linked, when the ref's package-lock.json is the same; its own `npm ci` otherwise), and
// built there by the ref's own `npm run build`, whatever that command was at the time.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { manifestSnapshotPath } from '../../model/node/paths.ts';

/** This project's folder: its git repository, node_modules and package-lock.json. */
const PROJECT_ROOT = join(import.meta.dirname, '..', '..');

export interface RefBuild {
  /** The ref as given, and the commit it named. */
  ref: string;
  commit: string;
  subject: string;
  /** The built pages, for startBenchServer. */
  clientDir: string;
  /** Removes the worktree and everything in it; safe to call twice. */
  remove(): void;
}

const git = (args: string[]) =>
  execFileSync('git', args, { cwd: PROJECT_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

function resolveCommit(ref: string): { commit: string; subject: string } {
  try {
    const commit = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    return { commit, subject: git(['log', '-1', '--format=%s', commit]) };
  } catch {
    throw new Error(`--against=${ref}: git knows no commit by that name.`);
  }
}

/** Runs a command in the worktree; a quiet one's output is shown only if it fails (its last 60 lines). */
function run(command: string, args: string[], cwd: string, what: string, quiet = false): void {
  // Without NODE_ENV: under NODE_ENV=production `npm ci` would leave out the devDependencies the build needs.
  const result = spawnSync(command, args, {
    cwd,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: undefined },
  });
  if (result.status === 0) return;
  if (quiet) console.error(`${result.stdout}${result.stderr}`.trimEnd().split('\n').slice(-60).join('\n'));
  throw new Error(`${what} failed in the reference worktree ${cwd} (see above).`);
}

function provideNodeModules(worktree: string): void {
  const refLock = join(worktree, 'package-lock.json');
  const ownLock = join(PROJECT_ROOT, 'package-lock.json');
  if (existsSync(refLock) && readFileSync(refLock, 'utf8') === readFileSync(ownLock, 'utf8')) {
    symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(worktree, 'node_modules'), 'dir');
    console.log('Same package-lock.json as now: the reference uses this project’s node_modules.');
    return;
  }
  console.log('The reference has another package-lock.json: `npm ci --no-audit --no-fund` in its worktree…');
  run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], worktree, '`npm ci`');
}

const TOP_PREFIX = 'bench-against-';

/** Deletes a run's folder: its worktree first (a linked node_modules unlinked, never deleted through), its pid last. */
function removeTop(top: string): void {
  try {
    unlinkSync(join(top, 'tree', 'node_modules'));
  } catch {
    // not a link (the ref's own `npm ci`) or not there: deleted with the worktree
  }
  rmSync(join(top, 'tree'), { recursive: true, force: true });
  rmSync(top, { recursive: true, force: true });
  try {
    git(['worktree', 'prune']);
  } catch {
    // the folder is gone either way; a stale entry is pruned by the next run
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Deletes what an earlier run left behind. A killed run cleans up nothing: tsx kills its script outright when the
 * script does not answer a Ctrl-C within 60 ms (as while Lighthouse parses a trace). A folder whose pid file is gone
 * or names no live process is such a leftover.
 */
function removeLeftovers(): void {
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith(TOP_PREFIX))) {
    const top = join(tmpdir(), name);
    const pid = Number(existsSync(join(top, 'pid')) ? readFileSync(join(top, 'pid'), 'utf8') : NaN);
    if (Number.isInteger(pid) && alive(pid)) continue;
    console.log(`Deleting ${top}, left by an interrupted run.`);
    removeTop(top);
  }
}

/**
 * Checks REF out in a temporary worktree and builds it. The worktree is removed if anything fails here, and on
 * Ctrl-C or SIGTERM until remove() is called. The server reads a manifest snapshot beside the pages (for /api and
 * mail only), checked against today's schema: the build gets serverManifest there, which today's server accepts,
 * since an older build saved none or one of an older schema.
 */
export function buildRef(ref: string, serverManifest: string): RefBuild {
  const { commit, subject } = resolveCommit(ref);
  removeLeftovers();
  const top = mkdtempSync(join(tmpdir(), TOP_PREFIX));
  writeFileSync(join(top, 'pid'), String(process.pid));
  const worktree = join(top, 'tree');
  let removed = false;
  const remove = () => {
    if (!removed) removeTop(top);
    removed = true;
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
  };
  // Deferred, so that tsx hears first that its script got the signal (or it would kill it halfway through).
  const onSignal = (signal: NodeJS.Signals) =>
    setTimeout(() => {
      remove();
      process.kill(process.pid, signal);
    }, 100);
  process.on('SIGINT', onSignal).on('SIGTERM', onSignal);
  try {
    console.log(`\nReference: ${ref} = ${commit.slice(0, 12)} "${subject}"\nWorktree: ${worktree}`);
    git(['worktree', 'add', '--detach', '--quiet', worktree, commit]);
    provideNodeModules(worktree);
    console.log('Building the reference with its own `npm run build`…');
    const started = Date.now();
    run('npm', ['run', '--silent', 'build'], worktree, 'The reference’s `npm run build`', true);
    const clientDir = join(worktree, 'dist', 'client');
    if (!existsSync(clientDir)) throw new Error(`The reference’s build left no ${clientDir}.`);
    copyFileSync(serverManifest, manifestSnapshotPath(clientDir));
    console.log(`Reference built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
    return { ref, commit, subject, clientDir, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
