// The confirmation block's definition: a page that confirms a sent form stays out of search results and the sitemap.
import { defineBlock } from '../../model/blocks.ts';

export default defineBlock<'confirmation'>({ noindex: true });
