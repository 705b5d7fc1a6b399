// Writing a file atomically: a temporary file beside it, then a rename, so a crash never leaves half a file and a
// process reading it meanwhile sees the old bytes or the new ones.
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export function writeAtomically(file: string, data: string | Uint8Array): void {
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}
