// The manifest on disk: read with a version (its content hash) so a save can tell whether someone else changed the
// file meanwhile, and written atomically (a temporary file beside it, then rename) so a crash never leaves half a file.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync, rmSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';

export interface ManifestText {
  text: string;
  version: string;
}

export function versionOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

export function readManifestText(file: string): ManifestText {
  const text = readFileSync(file, 'utf8');
  return { text, version: versionOf(text) };
}

export function writeAtomically(file: string, text: string): void {
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}
