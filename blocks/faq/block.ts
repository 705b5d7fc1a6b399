// The FAQ block's definition: its questions name its items in messages, and its page gets FAQPage structured data.
import type { FAQPage, Question } from 'schema-dts';
import { defineBlock, type StructuredData } from '../../model/blocks.ts';
import type { FaqProps } from './index.tsx';

export default defineBlock<'faq', FaqProps>({
  itemNames: { items: (item: { question?: string }) => item.question },
  /** The questions and answers as the page shows them (placeholders already filled in). */
  structuredData(props, page) {
    const faq: FAQPage = {
      '@type': 'FAQPage',
      '@id': `${page.url}#faq`,
      url: page.url,
      mainEntity: props.items.map((item): Question => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
    };
    return [faq as StructuredData];
  },
});
