// Builds one version of the site in a scratch copy of the project, so the working tree and its dist/ are left alone:
// the project's own files (as they are now) with that version's manifest, built by the project's own `npm run build`.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { downloadsDir } from '../../model/node/paths.ts';

export interface ScratchBuild {
  /** The scratch copy of the project. */
  root: string;
  /** The built pages (dist/client of the scratch copy). */
  clientDir: string;
  /** Where the build leaves the generated documents (the downloads folder as the project defines it). */
  documentsDir: string;
}

/** Project files that take no part in a build. */
const NOT_BUILT = /^(tests|docs|review|\.ci|dist|data)\//;

function projectFiles(projectRoot: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: projectRoot, encoding: 'utf8', maxBuffer: 64 << 20 });
  return listed.split('\0').filter((file) => file !== '' && !NOT_BUILT.test(file) && file !== 'site.manifest.json' && existsSync(join(projectRoot, file)));
}

/** Copies the project (without node_modules, which is linked) into root, with manifestText as its manifest. */
export function prepareScratch(projectRoot: string, root: string, manifestText: string): void {
  for (const file of projectFiles(projectRoot)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    copyFileSync(join(projectRoot, file), join(root, file));
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  writeFileSync(join(root, 'site.manifest.json'), manifestText);
}

/** Runs the project's build in the scratch copy; rejects with the build's own output when it fails. */
export function buildScratch(projectRoot: string, root: string, manifestText: string): Promise<ScratchBuild> {
  prepareScratch(projectRoot, root, manifestText);
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const name of ['SITE_MANIFEST', 'DOWNLOADS_DIR', 'CLIENT_DIR']) delete env[name];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`The build failed:\n${output.trim().split('\n').slice(-30).join('\n')}`));
      resolve({
        root,
        clientDir: join(root, 'dist', 'client'),
        documentsDir: join(root, relative(process.cwd(), downloadsDir({}))),
      });
    });
  });
}
