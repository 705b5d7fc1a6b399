// The real editor over a temporary copy of the fixture site (tests/support/fixture-site.ts) and an empty downloads
// folder (the fixture's downloads are all generated), and Chromium to drive it.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startEditor, type EditorOptions, type RunningEditor } from '../../editor/server/server.ts';
import { checkSiteText } from '../../site/node.ts';
import { readHandMadeDownloads } from '../../model/node/load.ts';
import { describeChanges, type Change } from '../../model/changes.ts';
import { blockDefinitions } from '../../blocks/definitions.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { closeContexts, sharedBrowser } from '../e2e/browser.ts';
import { fixtureText } from '../support/fixture-site.ts';

export interface EditorFixture {
  dir: string;
  manifestFile: string;
  downloadsDir: string;
  editor: RunningEditor;
  browser: Browser;
  close(): Promise<void>;
}

/** Editor options a test may set: a shorter disk check, an images folder of its own. */
type Settings = Pick<EditorOptions, 'diskCheckMs' | 'imagesDir'>;

/** `manifestText` (the fixture's by default) in a temporary folder, edited by a real editor with `settings`. */
export async function startFixture(settings: Settings = {}, manifestText = fixtureText): Promise<EditorFixture> {
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

/** A fresh browser profile (no saved draft) with the editor open at the given width, on its first screen. */
export async function openEditor(
  fixture: EditorFixture,
  width = 1280,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await fixture.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(fixture.editor.url);
  await page.getByRole('navigation', { name: 'Parts of the site' }).waitFor();
  return { context, page };
}

/** Opens the site's own settings (firm name, e-mail, language…), kept under Advanced in the outline. */
export async function openSiteSettings(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Parts of the site' })
    .getByRole('button', { name: 'Firm and contact details', exact: true })
    .click();
  await page.getByRole('heading', { name: 'Firm and contact details' }).waitFor();
}

export function readManifestFile(fixture: EditorFixture): SiteManifest {
  return JSON.parse(readFileSync(fixture.manifestFile, 'utf8')) as SiteManifest;
}

export async function errorsOf(fixture: EditorFixture, manifest: SiteManifest) {
  const { problems } = checkSiteText(JSON.stringify(manifest), {
    downloads: readHandMadeDownloads(fixture.downloadsDir),
  });
  return problems.filter((p) => p.severity === 'error');
}

export async function changesBetween(before: SiteManifest, after: SiteManifest): Promise<Change[]> {
  return describeChanges(before, after, blockDefinitions);
}

/** Waits until the live lint has run on the latest edit and reports no errors. */
export async function expectNoErrors(page: Page): Promise<void> {
  await page
    .getByRole('status')
    .filter({ hasText: /^(No problems|0 errors)/ })
    .waitFor();
}

/** Reviews and saves; returns the plain-language change list the editor showed. */
export async function reviewAndSave(page: Page): Promise<string[]> {
  await expectNoErrors(page);
  await page.getByRole('button', { name: 'Review and publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review and publish' });
  await dialog.getByRole('listitem').first().waitFor();
  const shown = await dialog.getByRole('listitem').allInnerTexts();
  await dialog.getByRole('button', { name: 'Save to site.manifest.json' }).click();
  await page.getByText('Saved to site.manifest.json.').waitFor();
  return shown;
}

/** The text the preview frame shows. */
export async function previewText(page: Page): Promise<string> {
  return (
    (await page.frameLocator('iframe[title="Preview of the page being edited"]').locator('body').innerText()) ?? ''
  );
}

/** A temporary copy of this project (its files as they are now, node_modules linked) with the edited manifest and downloads. */
export function copyProject(fixture: EditorFixture): string {
  const project = mkdtempSync(join(tmpdir(), 'site-editor-build-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
    .split('\n')
    // A tracked file deleted in the working tree is not one of the files as they are now.
    .filter((file) => file && existsSync(file));
  for (const file of files) {
    if (file === 'site.manifest.json' || file.startsWith('downloads/')) continue;
    mkdirSync(dirname(join(project, file)), { recursive: true });
    cpSync(file, join(project, file));
  }
  cpSync(fixture.manifestFile, join(project, 'site.manifest.json'));
  cpSync(fixture.downloadsDir, join(project, 'downloads'), { recursive: true });
  symlinkSync(resolve('node_modules'), join(project, 'node_modules'));
  return project;
}
