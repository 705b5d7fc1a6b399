// The comparison block's definition, used at build time only: the comparison table's rows are looked up by id in the manifest's one comparison table.
import { defineBlock, type BlockOf } from '../../model/blocks.ts';
import type { ResolveContext } from '../../model/site.ts';
import type { ComparisonProps, ComparisonRow } from './index.tsx';

type ComparisonBlock = BlockOf<'comparison'>;

function resolve(block: ComparisonBlock, ctx: ResolveContext): ComparisonProps {
  const { type: _type, anchor: _anchor, rows: ids, ...rest } = block;
  const table = ctx.manifest.comparison;
  const rows: ComparisonRow[] = [];
  ids.forEach((id, i) => {
    const row = table.rows.find((r) => r.id === id);
    if (!row) {
      ctx.missing(
        'comparison-row',
        id,
        table.rows.map((r) => r.id),
        `/rows/${i}`,
      );
      return;
    }
    rows.push({
      feature: ctx.text(row.feature),
      values: row.values.map((v) => (typeof v === 'string' ? ctx.text(v) : v)),
    });
  });
  return { ...rest, columns: table.columns.map((c) => ctx.text(c)), rows };
}

export default defineBlock<'comparison', ComparisonProps>({
  resolve,
});
