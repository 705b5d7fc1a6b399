// The session the editing scenarios share: one editor over one copy of the fixture site for the whole file, a fresh
// browser profile for each test, and the checks every scenario makes of what it saved.
import { afterAll, beforeAll, beforeEach, expect, onTestFailed } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { SiteManifest } from '../../schema/site.types.ts';
import { changesBetween, errorsOf, openEditor, readManifestFile, startFixture, type EditorFixture } from './harness.ts';

interface ScenarioSession {
  fixture: EditorFixture;
  context?: BrowserContext;
  page: Page;
  /** The manifest as saved when the test began. */
  before: SiteManifest;
}

/** Registers the file's hooks; the returned session holds the current test's page and starting manifest. */
export function useScenarioSession(): ScenarioSession {
  const session = {} as ScenarioSession;
  beforeAll(async () => {
    session.fixture = await startFixture();
  });
  afterAll(async () => {
    await session.fixture?.close();
  });
  beforeEach(async () => {
    await session.context?.close();
    const { context, page } = await openEditor(session.fixture);
    Object.assign(session, { context, page, before: readManifestFile(session.fixture) });
    // What the editor showed when a scenario failed (its outline, dialogs, status and alerts), for the test's output.
    onTestFailed(async () =>
      console.log(
        `The editor showed:\n${await page
          .locator('body')
          .ariaSnapshot({ timeout: 5_000 })
          .catch((e: Error) => e.message)}`,
      ),
    );
  });
  return session;
}

/** The saved manifest lints clean, and its changes are exactly the expected ones (in the change engine's words). */
export async function expectSaved({ fixture, before }: ScenarioSession, expected: RegExp[]): Promise<SiteManifest> {
  const after = readManifestFile(fixture);
  expect(await errorsOf(fixture, after)).toEqual([]);
  const changes = (await changesBetween(before, after)).map((c) => c.text);
  expect(changes).toHaveLength(expected.length);
  expected.forEach((pattern) =>
    expect(
      changes.some((text) => pattern.test(text)),
      `${pattern} in ${changes.join(' | ')}`,
    ).toBe(true),
  );
  return after;
}

/** An entry of the editor's outline, by its label (a string matches the whole label). */
export const outlineItem = (page: Page, name: string | RegExp) =>
  page
    .getByRole('navigation', { name: 'Parts of the site' })
    .getByRole('button', { name, exact: typeof name === 'string' });
