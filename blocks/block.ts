// The contract between a block folder and the renderer. A folder holds schema.json, index.tsx (the component, the
// only part browsers load) and, when the type needs one, block.ts (its definition: build-time resolve and hooks; see
// model/blocks.ts).
import type { ComponentType } from 'react';

export type { BlockDefinition, BlockOf, BlockType } from '../model/blocks.ts';

/** What blocks/<type>/index.tsx exports. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block's component has its own props
export interface BlockComponentModule<P = any> {
  default: ComponentType<P>;
}

/** The fields every block has besides its own; the renderer handles them. */
export type OwnFields<B> = Omit<B, 'type' | 'anchor'>;
