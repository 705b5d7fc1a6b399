// The real editor over a temporary copy of the fixture site, as harness.ts starts it, with some of its options set:
// a shorter disk check, an images folder of the test's own.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEditor, type EditorOptions } from '../../editor/server/server.ts';
import { closeContexts, sharedBrowser } from '../e2e/browser.ts';
import { fixtureText } from '../support/fixture-site.ts';
import type { EditorFixture } from './harness.ts';

type Settings = Pick<EditorOptions, 'diskCheckMs' | 'imagesDir'>;

/** `manifestText` (the fixture's by default) in a temporary folder, edited by an editor with `settings`. */
export async function startConfiguredFixture(settings: Settings, manifestText = fixtureText): Promise<EditorFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'site-editor-'));
  const manifestFile = join(dir, 'site.manifest.json');
  const downloadsDir = join(dir, 'downloads');
  writeFileSync(manifestFile, manifestText);
  mkdirSync(downloadsDir);
  const editor = await startEditor({
    manifestFile,
    handMadeDownloadsDir: downloadsDir,
    schemaFile: 'schema/site.schema.json',
    port: 0,
    ...settings,
  });
  const browser = await sharedBrowser();
  return {
    dir,
    manifestFile,
    downloadsDir,
    editor,
    browser,
    async close() {
      await closeContexts(browser);
      await editor.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
