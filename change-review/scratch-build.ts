// Builds one version of the site in a scratch copy of the project, so the working tree and its dist/ are left alone:
// the project's own files (as they are now) with that version's manifest, built by the project's own `npm run build`.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { builtDownloadsDir } from '../model/node/paths.ts';

export interface ScratchBuild {
  /** The scratch copy of the project. */
  root: string;
  /** The built pages (dist/client of the scratch copy). */
  clientDir: string;
  /** Where the build leaves the generated documents (the downloads folder as the project defines it). */
  documentsDir: string;
}

/** Project files that take no part in a build (the review's own code and its reports among them). */
const NOT_BUILT = /^(tests|docs|change-review|review|\.ci|dist|data)\/|(^|\/)\.builds\//;

function projectFiles(projectRoot: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: projectRoot,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  return listed.split('\0').filter(
    (file) =>
      file !== '' &&
      !NOT_BUILT.test(file) &&
      file !== 'site.manifest.json' &&
      // Deleted but still tracked, or a link (a worktree's linked node_modules): not a file to copy.
      lstatSync(join(projectRoot, file), { throwIfNoEntry: false })?.isFile() === true,
  );
}

/**
 * Copies the project into root, with manifestText as its manifest and node_modules linked (the project's own, or
 * `modules`).
 */
export function prepareScratch(
  projectRoot: string,
  root: string,
  manifestText: string,
  modules = join(projectRoot, 'node_modules'),
): void {
  for (const file of projectFiles(projectRoot)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    copyFileSync(join(projectRoot, file), join(root, file));
  }
  symlinkSync(modules, join(root, 'node_modules'), 'dir');
  writeFileSync(join(root, 'site.manifest.json'), manifestText);
}

/** A fingerprint of one version: the project's files as they are now and the manifest. Equal keys build equal sites. */
export function buildKey(projectRoot: string, manifestText: string): string {
  const hash = createHash('sha256');
  for (const file of projectFiles(projectRoot).sort())
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(projectRoot, file)))
      .update('\0');
  return hash.update(manifestText).digest('hex').slice(0, 16);
}

/**
 * A build kept in cacheDir under its key, built when missing: the base of a review is usually the same from one run
 * to the next. Builds of other keys than `keep` are removed.
 */
export async function cachedBuild(
  projectRoot: string,
  cacheDir: string,
  manifestText: string,
  keep: string[],
): Promise<ScratchBuild> {
  const key = buildKey(projectRoot, manifestText);
  const root = join(cacheDir, key);
  mkdirSync(cacheDir, { recursive: true });
  for (const entry of readdirSync(cacheDir))
    if (entry !== key && !keep.includes(entry)) rmSync(join(cacheDir, entry), { recursive: true, force: true });
  if (existsSync(join(root, 'dist', 'BUILD_OK'))) return scratchBuildAt(root);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root);
  return buildScratch(projectRoot, root, manifestText);
}

function scratchBuildAt(root: string): ScratchBuild {
  return {
    root,
    clientDir: join(root, 'dist', 'client'),
    documentsDir: join(root, relative(process.cwd(), builtDownloadsDir({}))),
  };
}

/** A build that failed: its message holds the output's last lines, `output` all of it. */
export class ScratchBuildFailed extends Error {
  constructor(
    message: string,
    readonly output: string,
  ) {
    super(message);
  }
}

/** Runs the project's build in the scratch copy; rejects with the build's own output when it fails. */
export function buildScratch(projectRoot: string, root: string, manifestText: string): Promise<ScratchBuild> {
  prepareScratch(projectRoot, root, manifestText);
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const name of ['SITE_MANIFEST', 'DOWNLOADS_DIR', 'BUILT_DOWNLOADS_DIR', 'CLIENT_DIR']) delete env[name];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0)
        return reject(
          new ScratchBuildFailed(`The build failed:\n${output.trim().split('\n').slice(-30).join('\n')}`, output),
        );
      resolve(scratchBuildAt(root));
    });
  });
}
