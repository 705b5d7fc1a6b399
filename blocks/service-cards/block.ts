// The service-cards block's definition, used at build time only: each listed service becomes a card with its name, summary, headline price, duration and page.
import { defineBlock, type BlockOf } from '../../model/blocks.ts';
import type { ResolveContext } from '../../model/site.ts';
import type { ServiceView } from '../../model/site.ts';
import type { ServiceCardsProps } from './index.tsx';

type ServiceCardsBlock = BlockOf<'service-cards'>;

function resolve(block: ServiceCardsBlock, ctx: ResolveContext): ServiceCardsProps {
  const { type: _type, anchor: _anchor, services, ...rest } = block;
  const cards = services
    .map((id, i) => ctx.service(id, `/services/${i}`))
    .filter((service): service is ServiceView => service !== undefined)
    .map((service) => ({
      name: service.name,
      summary: service.summary,
      price: service.headline.text,
      duration: service.duration,
      href: service.href,
    }));
  return { ...rest, services: cards };
}

export default defineBlock<'service-cards', ServiceCardsProps>({
  resolve,
  serviceLinks: (block) => block.services,
});
