// Every picture the manifest names ({ "src": "/images/…", "alt": "…" } anywhere) is in the images folder, so the build
// can make its sizes: lint says so before the build would stop on it. An SVG picture must also be safe to serve
// (svg-safety.ts): each reason it is not is reported at its "src", with the line in the SVG file and the fix.
import type { Check, CheckContext, ImagesFolder } from './types.ts';
import { didYouMean } from '../suggest.ts';
import { svgSafetyProblems } from './svg-safety.ts';

const PREFIX = '/images/';
/** Reasons listed per SVG file; a file with more is usually not a plain picture at all. */
const MOST_SVG_PROBLEMS = 5;

/** Every { src, alt } picture in the manifest, with the pointer of its "src". */
function* pictures(value: unknown, pointer = ''): Generator<{ pointer: string; src: string }> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* pictures(item, `${pointer}/${i}`);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (typeof record.src === 'string' && typeof record.alt === 'string')
    yield { pointer: `${pointer}/src`, src: record.src };
  for (const [key, item] of Object.entries(record))
    yield* pictures(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
}

function reportUnsafeSvg(ctx: CheckContext, folder: ImagesFolder, name: string, pointer: string): void {
  const text = folder.svgTexts?.[name];
  if (text === undefined) return;
  const file = `${folder.shown.replace(/\/?$/, '/')}${name}`;
  const problems = svgSafetyProblems(text);
  for (const [i, problem] of problems.slice(0, MOST_SVG_PROBLEMS).entries()) {
    const more =
      i === MOST_SVG_PROBLEMS - 1 && problems.length > MOST_SVG_PROBLEMS
        ? ` (${problems.length - MOST_SVG_PROBLEMS} more in this file.)`
        : '';
    ctx.report({
      rule: 'svg-safety',
      severity: 'error',
      pointer,
      message: `The picture ${file}, line ${problem.line}, column ${problem.column}: ${problem.message}${more}`,
    });
  }
}

export const imageFilesCheck: Check = {
  rules: ['image-files', 'svg-safety'],
  description: 'Every picture the file names is in the images folder, and every SVG picture is safe to serve.',
  run(ctx) {
    const folder = ctx.images;
    if (!folder) return;
    const shown = folder.shown.replace(/\/?$/, '/');
    for (const { pointer, src } of pictures(ctx.manifest)) {
      if (!src.startsWith(PREFIX)) continue; // the schema explains where pictures go
      const name = src.slice(PREFIX.length);
      if (folder.files?.includes(name)) {
        if (name.toLowerCase().endsWith('.svg')) reportUnsafeSvg(ctx, folder, name, pointer);
        continue;
      }
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
