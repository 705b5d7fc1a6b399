// The live manifest (site.manifest.json, or the file SITE_MANIFEST names): the smoke checks, derived from it.
import { readFileSync } from 'node:fs';
import { manifestPath, shownPath } from '../../model/node/load.ts';
import { smokeSuite } from './smoke-suite.ts';

const file = manifestPath();
smokeSuite('live', readFileSync(file, 'utf8'), shownPath(file));
