// The "all resources" bundle: a ZIP (fflate) of the other downloads, with fixed timestamps so it is reproducible.
import { zipSync, type Zippable } from 'fflate';
import { EDITION_DATE } from './edition.ts';

export function buildZip(files: { name: string; bytes: Uint8Array }[]): Buffer {
  const entries: Zippable = {};
  for (const file of files) entries[file.name] = [file.bytes, { mtime: EDITION_DATE, level: 9 }];
  return Buffer.from(zipSync(entries));
}
