// The downloads block's definition, used at build time only: each slug becomes the download's title, type, description and address.
import { defineBlock, type BlockOf } from '../../model/blocks.ts';
import type { ResolveContext } from '../../model/site.ts';
import type { DownloadsProps } from './index.tsx';

type DownloadsBlock = BlockOf<'downloads'>;

function resolve(block: DownloadsBlock, ctx: ResolveContext): DownloadsProps {
  const { type: _type, anchor: _anchor, items, ...rest } = block;
  // A slug that names no download is reported by ctx.download and left out of the page.
  const files = items.flatMap((slug, i) => ctx.download(slug, `/items/${i}`) ?? []);
  return { ...rest, files };
}

export default defineBlock<'downloads', DownloadsProps>({
  resolve,
});
