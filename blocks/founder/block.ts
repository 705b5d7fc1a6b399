// The founder block's definition: the founder's name, role and portrait come from the manifest's founder section.
import { defineBlock, type BlockOf } from '../../model/blocks.ts';
import type { ResolveContext } from '../../model/site.ts';
import type { FounderProps } from './index.tsx';

function resolve(block: BlockOf<'founder'>, ctx: ResolveContext): FounderProps {
  const { type: _type, anchor: _anchor, ...rest } = block;
  const founder = ctx.manifest.founder;
  if (!founder)
    ctx.problem(
      'The founder block shows the founder, but the manifest has no "founder" section: add one with their name and role.',
      '',
    );
  return { ...rest, founder: founder ?? { name: ctx.manifest.site.firmName, role: '' } };
}

export default defineBlock<'founder', FounderProps>({ resolve });
