// `npm start` (scripts/start.ts) in a project folder whose working manifest is broken but whose last build is complete:
// it serves that build, pages and /api from the build's manifest snapshot, and says loudly that nothing was built.
// Without a complete build it refuses to start rather than serve half a site.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { makeDownloadsDir, NOT_FOUND_HTML, postJson, removeTempDirs, ROOT, tempDir } from './support.ts';
import { killServerProcesses, spawnServer, startServerProcess } from './processes.ts';
import { fixtureManifest, fixtureManifestPath, fixtureText } from '../support/fixture-site.ts';

afterEach(killServerProcesses);
afterAll(removeTempDirs);

const HOME = '<!doctype html><title>Home</title><h1>The last good build</h1>';

/**
 * A project folder: a broken site.manifest.json (the fixture's, cut off mid-edit) and, when `built`, a complete build of
 * the whole fixture in dist/.
 */
function project({ built }: { built: boolean }): string {
  const dir = tempDir('project');
  writeFileSync(join(dir, 'site.manifest.json'), fixtureText.slice(0, fixtureText.length / 2));
  if (built) {
    mkdirSync(join(dir, 'dist', 'client'), { recursive: true });
    writeFileSync(join(dir, 'dist', 'client', 'index.html'), HOME);
    writeFileSync(join(dir, 'dist', 'client', '404.html'), NOT_FOUND_HTML);
    copyFileSync(fixtureManifestPath, join(dir, 'dist', 'site.manifest.json'));
    writeFileSync(join(dir, 'dist', 'BUILD_OK'), 'hash-of-the-manifest-it-was-built-from\n');
  }
  return dir;
}

function env(cwd: string): Record<string, string> {
  return {
    DATA_DIR: join(cwd, 'data'),
    BUILT_DOWNLOADS_DIR: makeDownloadsDir(),
    SMTP_URL: '',
    SITE_MANIFEST: '',
    CLIENT_DIR: '',
  };
}

const START = join(ROOT, 'scripts', 'start.ts');

describe('npm start with a broken manifest', { timeout: 120_000 }, () => {
  it('serves the last good build, with pages and /api from its snapshot, and says loudly the manifest was not built', async () => {
    const cwd = project({ built: true });
    const server = await startServerProcess(env(cwd), { entry: START, cwd });
    expect(server.errors()).toContain('THE MANIFEST WAS NOT BUILT');
    expect(server.errors()).toContain('site.manifest.json');
    expect(server.errors()).toMatch(/not valid JSON|problem|error/i);

    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toBe(HOME);
    // /api reads the snapshot: the service choices and downloads of the built site.
    const service = fixtureManifest().services.find((s) => s.formLabel)!;
    const inquiry = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      service: service.id,
      message: 'Still taking inquiries.',
    };
    expect((await postJson(`${server.url}/api/contact`, inquiry)).status).toBe(202);
    const download = fixtureManifest().downloads[0]!;
    expect((await fetch(`${server.url}/api/download/${download.slug}`)).status).toBe(200);
    // The last good build is untouched.
    expect(existsSync(join(cwd, 'dist', 'BUILD_OK'))).toBe(true);
    expect(readFileSync(join(cwd, 'dist', 'client', 'index.html'), 'utf8')).toBe(HOME);
  });

  it('refuses to start when there is no complete build to fall back on', async () => {
    const cwd = project({ built: false });
    const server = spawnServer(env(cwd), { entry: START, cwd });
    expect((await server.exited).code).toBe(1);
    expect(server.errors()).toContain('The site was not built');
    expect(server.output()).not.toContain('"msg":"listening"');
  });
});
