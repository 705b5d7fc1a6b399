// The focus-cards block's definition, used at build time only: cards that preselect a service in the contact form.
import { defineBlock, type BlockOf } from '../../model/blocks.ts';
import type { ResolveContext } from '../../model/site.ts';
import { contactOptions } from '../../model/contact-options.ts';
import type { FocusCardsProps } from './index.tsx';

type FocusCardsBlock = BlockOf<'focus-cards'>;

/** Each card names a service the contact form offers; a card for any other service could preselect nothing. */
function resolve(block: FocusCardsBlock, ctx: ResolveContext): FocusCardsProps {
  const codes = contactOptions(ctx.manifest).map((option) => option.code);
  const items = block.items.map((item, i) => {
    const at = `/items/${i}/service`;
    const service = ctx.service(item.service, at);
    if (service && !codes.includes(item.service)) {
      ctx.problem(
        `The contact form does not offer the service '${item.service}' (it has no formLabel), so this card could not preselect it. Cards can use: ${codes.filter((c) => c !== 'other').join(', ')}.`,
        at,
      );
    }
    return { service: item.service, name: service?.name ?? item.service, text: item.text };
  });
  return { eyebrow: block.eyebrow, heading: block.heading, intro: block.intro, items };
}

export default defineBlock<'focus-cards', FocusCardsProps>({
  resolve,
  itemNames: { items: (item: { service?: string }) => item.service },
});
