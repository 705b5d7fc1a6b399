// A failed build in words a person who publishes can act on: a full disk, or the build's own last lines.
import { statfsSync } from 'node:fs';
import { ScratchBuildFailed } from '../change-review/scratch-build.ts';

/** A release could not be built; the message says why, in words, and that the live site is unchanged. */
export class ReleaseBuildFailed extends Error {
  override name = 'ReleaseBuildFailed';
}

const LAST_LINES = 12;
/** Less free space than this after a failed build: the disk filled up, whatever words the tool that hit it used. */
const NEARLY_FULL_BYTES = 1 << 20;

function freeBytes(folder: string): number {
  try {
    const { bavail, bsize } = statfsSync(folder);
    return bavail * bsize;
  } catch {
    return Infinity;
  }
}

function isDiskFull(error: unknown, output: string, folder: string): boolean {
  return (
    (error as NodeJS.ErrnoException | undefined)?.code === 'ENOSPC' ||
    /ENOSPC|no space left on device/i.test(output) ||
    freeBytes(folder) < NEARLY_FULL_BYTES
  );
}

/** The build's output without terminal colours, its last lines only. */
function lastLines(text: string): string {
  const lines = text
    .replace(/\u001b\[[0-9;]*[A-Za-z]/g, '')
    .replace(/^The build failed:\s*/, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
  return lines.slice(-LAST_LINES).join('\n');
}

/** Why a build into `folder` failed, in words; call it before the folder is removed (it looks at the free space). */
export function buildFailure(error: unknown, folder: string): ReleaseBuildFailed {
  const message = error instanceof Error ? error.message : String(error);
  const output = error instanceof ScratchBuildFailed ? error.output : message;
  if (isDiskFull(error, output, folder))
    return new ReleaseBuildFailed(
      `The server's disk is full, so the new version could not be built. The live site is unchanged. Free some space on the disk that holds ${folder} and publish again.`,
      { cause: error },
    );
  return new ReleaseBuildFailed(`The build failed, so nothing changed on the live site:\n${lastLines(message)}`, {
    cause: error,
  });
}
