// The manifest on disk, read with a version (its content hash) so a save can tell whether someone else changed the
// file meanwhile. Saves write it atomically (model/node/write.ts), one at a time (withFileLock).
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

/** Per file, the end of its queue of tasks (a promise that never rejects). */
const queues = new Map<string, Promise<void>>();

/**
 * Runs `task` when every task queued before it for the same file has finished: a save's version check and its write
 * are one critical section, however long its check takes or whatever it awaits.
 */
export function withFileLock<T>(file: string, task: () => T | Promise<T>): Promise<T> {
  const previous = queues.get(file) ?? Promise.resolve();
  const result = previous.then(task);
  const settled = result.then(
    () => undefined,
    () => undefined,
  );
  queues.set(file, settled);
  void settled.then(() => {
    if (queues.get(file) === settled) queues.delete(file);
  });
  return result;
}
