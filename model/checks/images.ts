// Every picture the manifest names ({ "src": "/images/…", "alt": "…" } anywhere) is in the images folder, so the build
// can make its sizes: lint says so before the build would stop on it.
import type { Check } from './types.ts';
import { didYouMean } from '../suggest.ts';

const PREFIX = '/images/';

/** Every { src, alt } picture in the manifest, with the pointer of its "src". */
function* pictures(value: unknown, pointer = ''): Generator<{ pointer: string; src: string }> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* pictures(item, `${pointer}/${i}`);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (typeof record.src === 'string' && typeof record.alt === 'string') yield { pointer: `${pointer}/src`, src: record.src };
  for (const [key, item] of Object.entries(record)) yield* pictures(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
}

export const imageFilesCheck: Check = {
  rules: ['image-files'],
  description: 'Every picture the file names is in the images folder.',
  run(ctx) {
    const folder = ctx.images;
    if (!folder) return;
    const shown = folder.shown.replace(/\/?$/, '/');
    for (const { pointer, src } of pictures(ctx.manifest)) {
      if (!src.startsWith(PREFIX)) continue; // the schema explains where pictures go
      const name = src.slice(PREFIX.length);
      if (folder.files?.includes(name)) continue;
      const hint = folder.files ? didYouMean(name, folder.files, '"') : '';
      ctx.report({
        rule: 'image-files',
        severity: 'error',
        pointer,
        message: folder.files
          ? `The picture "${name}" is not in the images folder (${shown}).${hint ? hint.replace(/"([^"]+)"\?$/, `"${PREFIX}$1"?`) : ' Put the file there, or correct its name here.'}`
          : `The images folder (${shown}) does not exist, so "${src}" cannot be shown. Create the folder and put the picture in it.`,
      });
    }
  },
};
