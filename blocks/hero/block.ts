// The hero block's definition: a service hero shows its headline price and duration; a hero gives its page a headline.
import { defineBlock, type BlockOf } from '../../model/blocks.ts';
import type { ResolveContext } from '../../model/site.ts';
import type { HeroProps } from './index.tsx';

type HeroBlock = BlockOf<'hero'>;

function resolve(block: HeroBlock, ctx: ResolveContext): HeroProps {
  const { type: _type, service: serviceId, ...rest } = block;
  const service = serviceId ? ctx.service(serviceId, '/service') : undefined;
  return { ...rest, price: service?.headline, duration: service?.duration };
}

export default defineBlock<'hero', HeroProps>({
  resolve,
  headline: (block) => ({ title: block.title, eyebrow: block.eyebrow }),
});
