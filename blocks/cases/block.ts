// The case snapshots block's definition: each case is named by its badge in messages.
import { defineBlock } from '../../model/blocks.ts';

export default defineBlock<'cases'>({ itemNames: { items: (item: { badge?: string }) => item.badge } });
