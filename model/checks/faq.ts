// An FAQ asks each question once.
import type { Check } from './types.ts';

/** Questions that differ only in case, spacing or the final punctuation are the same question. */
export function sameQuestion(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').replace(/[\s?!.:]+$/, '').trim();
}

export const faqCheck: Check = {
  rules: ['faq'],
  description: 'No FAQ block asks the same question twice.',
  run(ctx) {
    ctx.manifest.routes.forEach((route, r) => {
      route.blocks.forEach((block, b) => {
        if (block.type !== 'faq') return;
        const seen = new Map<string, number>();
        block.items.forEach((item, i) => {
          const key = sameQuestion(item.question);
          const first = seen.get(key);
          if (first === undefined) {
            seen.set(key, i);
            return;
          }
          const base = `/routes/${r}/blocks/${b}/items`;
          ctx.report({
            rule: 'faq',
            severity: 'error',
            pointer: `${base}/${i}/question`,
            message: `This FAQ already asks "${block.items[first]!.question}" (item ${first + 1}, line ${ctx.lineOf(`${base}/${first}/question`) ?? '?'}). Remove one of the two, or merge their answers.`,
          });
        });
      });
    });
  },
};
