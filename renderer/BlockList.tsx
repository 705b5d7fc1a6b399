import { useContext } from 'react';
import type { ResolvedBlock } from '../model/page.ts';
import { BlockComponentsContext } from './page-context.tsx';

/** Renders a page's blocks in order; the only link between a block's "type" and its component is the registry. */
export function BlockList({ blocks }: { blocks: ResolvedBlock[] }) {
  const components = useContext(BlockComponentsContext);
  return (
    <>
      {blocks.map((block, i) => {
        const Component = components[block.type];
        if (!Component) throw new Error(`No component loaded for block type '${block.type}'`);
        return block.anchor ? (
          <div id={block.anchor} key={i}>
            <Component {...block.props} />
          </div>
        ) : (
          <Component key={i} {...block.props} />
        );
      })}
    </>
  );
}
