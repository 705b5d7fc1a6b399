// The manifest on disk, read with a version (its content hash) so a save can tell whether someone else changed the
// file meanwhile. Saves write it atomically (model/node/write.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

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
