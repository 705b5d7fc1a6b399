// The cross-links block's definition, used at build time only: each listed service becomes a card with its name, tagline, headline price and page.
import { defineBlock, type BlockOf } from '../../model/blocks.ts';
import type { ResolveContext } from '../../model/site.ts';
import type { ServiceView } from '../../model/site.ts';
import type { CrossLinksProps } from './index.tsx';

type CrossLinksBlock = BlockOf<'cross-links'>;

function resolve(block: CrossLinksBlock, ctx: ResolveContext): CrossLinksProps {
  const { type: _type, anchor: _anchor, services, ...rest } = block;
  const links = services
    .map((id, i) => ctx.service(id, `/services/${i}`))
    .filter((service): service is ServiceView => service !== undefined)
    .map((service) => ({
      name: service.name,
      tagline: service.tagline,
      price: service.headline.text,
      href: service.href,
    }));
  return { ...rest, services: links };
}

export default defineBlock<'cross-links', CrossLinksProps>({
  resolve,
  serviceLinks: (block) => block.services,
});
