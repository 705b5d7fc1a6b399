// The live manifest (site.manifest.json, or the file SITE_MANIFEST names): the smoke checks, derived from it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { manifestPath, shownPath } from '../../model/node/load.ts';
import { PROJECT_ROOT } from '../support/fixture-site.ts';
import { smokeSuite } from './smoke-suite.ts';

const file = manifestPath();
const text = readFileSync(file, 'utf8');

smokeSuite('live', text, shownPath(file), () => {
  // Editors (VS Code and others) check and complete the file against the schema its "$schema" names.
  it('points editors at the composed schema', () => {
    const named = (JSON.parse(text) as { $schema?: string }).$schema ?? '';
    expect(existsSync(resolve(dirname(file), named)) && resolve(dirname(file), named)).toBe(
      resolve(PROJECT_ROOT, 'schema', 'site.schema.json'),
    );
  });
});
