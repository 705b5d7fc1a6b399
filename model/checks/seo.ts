// Titles and descriptions fit in search results: a title of 60 characters at most, a description of 160 at most,
// counted with placeholders filled in. Longer ones still work, so these are warnings.
import type { Check } from './types.ts';
import type { Problem } from '../problems.ts';

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

export const seoCheck: Check = {
  rules: ['title-length', 'description-length'],
  description: `Each page's title is at most ${TITLE_MAX} characters and its description at most ${DESCRIPTION_MAX} (a warning).`,
  run(ctx) {
    ctx.manifest.routes.forEach((route, i) => {
      const ignored: Problem[] = []; // unknown placeholders are reported when the page is resolved
      const text = ctx.site.context(`/routes/${i}`, ignored).text;
      const fields = [
        {
          key: 'title',
          rule: 'title-length',
          max: TITLE_MAX,
          where: 'the browser tab and search results',
          word: 'title',
        },
        {
          key: 'description',
          rule: 'description-length',
          max: DESCRIPTION_MAX,
          where: 'search results',
          word: 'description',
        },
      ] as const;
      for (const field of fields) {
        const raw = route[field.key];
        const shown = text(raw);
        if (shown.length <= field.max) continue;
        const filled = shown !== raw ? ` once its placeholders are filled in ("${shown}")` : '';
        ctx.report({
          rule: field.rule,
          severity: 'warning',
          pointer: `/routes/${i}/${field.key}`,
          message: `The ${field.word} is ${shown.length} characters long${filled}; ${field.where} show about ${field.max}. Shorten it by ${shown.length - field.max} character${shown.length - field.max === 1 ? '' : 's'}.`,
        });
      }
    });
  },
};
