// The FAQ block's definition: each question is asked once, its questions name its items in messages, and its page
// gets FAQPage structured data.
import type { FAQPage, Question } from 'schema-dts';
import { defineBlock, type StructuredData } from '../../model/blocks.ts';
import type { FaqProps } from './index.tsx';

/** Questions that differ only in case, spacing or the final punctuation are the same question. */
export function sameQuestion(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s?!.:]+$/, '')
    .trim();
}

export default defineBlock<'faq', FaqProps>({
  check(block, ctx) {
    const seen = new Map<string, number>();
    block.items.forEach((item, i) => {
      const key = sameQuestion(item.question);
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, i);
        return;
      }
      ctx.report({
        rule: 'faq',
        severity: 'error',
        at: `/items/${i}/question`,
        message: `This FAQ already asks "${block.items[first]!.question}" (item ${first + 1}, line ${ctx.lineOf(`/items/${first}/question`) ?? '?'}). Remove one of the two, or merge their answers.`,
      });
    });
  },
  itemNames: { items: (item: { question?: string }) => item.question },
  /** The questions and answers as the page shows them (placeholders already filled in). */
  structuredData(props, page) {
    const faq: FAQPage = {
      '@type': 'FAQPage',
      '@id': `${page.url}#faq`,
      url: page.url,
      mainEntity: props.items.map((item): Question => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    };
    return [faq as StructuredData];
  },
});
