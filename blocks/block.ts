// The contract between the renderer and a block folder.
import type { ComponentType } from 'react';
import type { Block } from '../schema/site.types.ts';
import type { ResolveContext } from '../renderer/site/site.ts';

export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/**
 * What blocks/<type>/index.tsx exports.
 * `resolve` runs at build time: it turns the manifest block (with its references to services, downloads,
 * claims…) into the props the component shows, so the browser receives only what the page needs.
 * Without it, the component receives the block itself, its texts and links already resolved.
 */
export interface BlockModule<B = never, P = B> {
  default: ComponentType<P>;
  resolve?: (block: B, ctx: ResolveContext) => P;
}

/** The fields every block has besides its own; the renderer handles them. */
export type OwnFields<B> = Omit<B, 'type' | 'anchor'>;
