// The tiers block's definition, used at build time only: a service's tiers, add-ons and terms, with prices formatted from the manifest's numbers.
import { defineBlock, type BlockOf } from '../../model/blocks.ts';
import type { ResolveContext } from '../../model/site.ts';
import type { TiersProps } from './index.tsx';

type TiersBlock = BlockOf<'tiers'>;

function resolve(block: TiersBlock, ctx: ResolveContext): TiersProps {
  const { type: _type, anchor: _anchor, service: id, showAddOns = true, showTerms = true, ...rest } = block;
  const service = ctx.service(id, '/service');
  const customQuote = ctx.manifest.services.find((s) => s.id === id)?.headlinePrice === 'custom-quote';
  return {
    ...rest,
    quote: service && customQuote ? service.headline.amount : undefined,
    tiers: service?.tiers ?? [],
    addOns: showAddOns ? (service?.addOns ?? []) : [],
    terms: showTerms ? (service?.terms ?? []) : [],
  };
}

export default defineBlock<'tiers', TiersProps>({
  resolve,
});
