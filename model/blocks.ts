// What the model knows about a block type beyond its schema: the optional hooks a block folder's block.ts exports.
// The model never names a block type; it asks the definitions it is given.
import type { Block } from '../schema/site.types.ts';
import type { ResolveContext } from './site.ts';

export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** A block's JSON-LD: schema.org nodes (plain objects with an "@type") added to its page's graph. */
export type StructuredData = Record<string, unknown> & { '@type': string };

/** What a block's own check may do: report a problem at a field of the block, and name the line of another. */
export interface BlockCheckContext {
  /** Reports a problem at `at`, a JSON pointer within the block ("/items/2/question"). */
  report(problem: { rule: string; severity: 'error' | 'warning'; message: string; at: string }): void;
  /** The line of a field of the block in the file, to mention it in a message ("item 1, line 40"). */
  lineOf(at: string): number | undefined;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block type's definition has its own block and props types, and one record holds them all
export interface BlockDefinition<B = any, P = any> {
  /**
   * Build time only (never shipped to browsers): turns the manifest block, its texts and links already resolved,
   * into the props its component shows. Lookups that fail record problems through ctx. Without it, the component
   * receives the block itself.
   */
  resolve?(block: B, ctx: ResolveContext): P;
  /** A rule of the block's own that the schema cannot express, run by lint and the build on every such block. */
  check?(block: B, ctx: BlockCheckContext): void;
  /** How the items of one of the block's lists are named in messages: { items: (item) => item.question }. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block type's definition has its own block and props types, and one record holds them all
  itemNames?: Record<string, (item: any) => string | undefined>;
  /** Structured data the block adds to its page, from its resolved props. */
  structuredData?(props: P, page: { url: string }): StructuredData[];
  /** A page with this block stays out of search results and the sitemap (for example a confirmation page). */
  noindex?: boolean;
  /** Ids of the services the block shows as links to their pages (those pages count as reachable). */
  serviceLinks?(block: B): string[];
  /** The page's headline, when this block gives one (the share image uses the home page's). */
  headline?(block: B): { title: string; eyebrow?: string } | undefined;
}

/** Every block type's definition; a type without hooks has an empty one. */
export type BlockDefinitions = Readonly<Record<string, BlockDefinition>>;

/** Type-checks a block folder's definition against its block's schema type. */
export function defineBlock<T extends BlockType, P = Omit<BlockOf<T>, 'type' | 'anchor'>>(
  definition: BlockDefinition<BlockOf<T>, P>,
): BlockDefinition<BlockOf<T>, P> {
  return definition;
}

/** The definition of a block type, or an empty one. */
export function definitionOf(blocks: BlockDefinitions | undefined, type: unknown): BlockDefinition {
  return (typeof type === 'string' && blocks && Object.hasOwn(blocks, type) && blocks[type]) || {};
}
