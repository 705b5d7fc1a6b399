// The policy block's definition: the "last updated" date, written the way the site's locale writes dates.
import { defineBlock, type BlockOf } from '../../model/blocks.ts';
import type { ResolveContext } from '../../model/site.ts';
import type { PolicyProps } from './index.tsx';

function resolve(block: BlockOf<'policy'>, ctx: ResolveContext): PolicyProps {
  const { type: _type, anchor: _anchor, ...rest } = block;
  const date = new Date(`${block.updated}T12:00:00Z`);
  const updatedText = new Intl.DateTimeFormat(ctx.manifest.site.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  return { ...rest, updatedText };
}

export default defineBlock<'policy', PolicyProps>({ resolve });
