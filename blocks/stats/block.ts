// The stats block's definition, used at build time only: each claim id becomes the claim's value and label.
import { defineBlock, type BlockOf } from '../../model/blocks.ts';
import type { ResolveContext } from '../../model/site.ts';
import type { ClaimView } from '../../model/site.ts';
import type { StatsProps } from './index.tsx';

type StatsBlock = BlockOf<'stats'>;

function resolve(block: StatsBlock, ctx: ResolveContext): StatsProps {
  const { type: _type, anchor: _anchor, claims, ...rest } = block;
  const found = claims.map((id, i) => ctx.claim(id, `/claims/${i}`));
  return {
    ...rest,
    claims: found.filter((claim): claim is ClaimView => claim !== undefined),
  };
}

export default defineBlock<'stats', StatsProps>({
  resolve,
});
