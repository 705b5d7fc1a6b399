// Every download's file is in the downloads folder (DOWNLOADS_DIR, by default ./downloads), so no download link 404s.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { shownPath } from '../problems.ts';
import type { Check } from './types.ts';
import { didYouMean } from './suggest.ts';

export function defaultDownloadsDir(): string {
  return process.env.DOWNLOADS_DIR || join(process.cwd(), 'downloads');
}

function filesIn(dir: string): string[] | undefined {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() || entry.isSymbolicLink())
      .map((entry) => entry.name);
  } catch {
    return undefined;
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export const downloadFilesCheck: Check = {
  rules: ['download-files'],
  description: "Every download's file is in the downloads folder.",
  run(ctx) {
    const dir = ctx.downloadsDir;
    const shown = shownPath(dir).replace(/\/?$/, '/');
    const files = filesIn(dir);
    ctx.manifest.downloads.forEach((download, i) => {
      if (files && isFile(join(dir, download.file))) return;
      const hint = files ? didYouMean(download.file, files, '"') : '';
      ctx.report({
        rule: 'download-files',
        severity: 'error',
        pointer: `/downloads/${i}/file`,
        message: files
          ? `The file "${download.file}" is not in the downloads folder (${shown}).${hint || ' Put the file there, or correct its name here.'}`
          : `The downloads folder (${shown}) does not exist, so "${download.file}" cannot be served. Create the folder and put the file in it.`,
      });
    });
  },
};
