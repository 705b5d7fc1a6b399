// Writing a file atomically: a temporary file beside it, then a rename, so a crash never leaves half a file and a
// process reading it meanwhile sees the old bytes or the new ones. A symbolic link is written through: the file it
// points to is replaced (the temporary file goes in that file's folder, as a rename cannot cross file systems), the
// link stays, and the file keeps its permissions.
import { randomBytes } from 'node:crypto';
import { chmodSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The file a path finally names (following links), or the path itself when nothing is there yet. */
function targetOf(file: string): string {
  try {
    return realpathSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return file;
    throw error;
  }
}

/** The permission bits of an existing file, or undefined for a new one (which gets the usual mode under the umask). */
function modeOf(file: string): number | undefined {
  try {
    return statSync(file).mode & 0o7777;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export function writeAtomically(file: string, data: string | Uint8Array): void {
  const target = targetOf(file);
  const mode = modeOf(target);
  const temporary = join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    // Created readable by its owner only until it has the target's mode, so no one else can read it meanwhile.
    writeFileSync(temporary, data, { flag: 'wx', mode: mode === undefined ? 0o666 : 0o600 });
    if (mode !== undefined) chmodSync(temporary, mode);
    renameSync(temporary, target);
  } finally {
    rmSync(temporary, { force: true });
  }
}
