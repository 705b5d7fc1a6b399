// Every download's file is in the downloads folder, so no download link 404s. The folder's listing is given by
// the caller (model/node reads it from disk; the editor from its server), so this check stays free of file access.
import type { Check } from './types.ts';
import { didYouMean } from '../suggest.ts';

export const downloadFilesCheck: Check = {
  rules: ['download-files'],
  description: "Every download's file is in the downloads folder.",
  run(ctx) {
    const folder = ctx.downloads;
    if (!folder) return;
    const shown = folder.shown.replace(/\/?$/, '/');
    const files = folder.files;
    ctx.manifest.downloads.forEach((download, i) => {
      if (files?.includes(download.file)) return;
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
