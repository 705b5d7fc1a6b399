// Each block's own rules (the `check` hook of its definition), run on every block of every page.
import { definitionOf } from '../blocks.ts';
import type { Check } from './types.ts';

export const blockChecks: Check = {
  rules: ['block'],
  description: "Each block type's own rules, such as no FAQ asking the same question twice.",
  run(ctx) {
    ctx.manifest.routes.forEach((route, r) => {
      route.blocks.forEach((block, b) => {
        const check = definitionOf(ctx.site.blocks, block.type).check;
        if (!check) return;
        const base = `/routes/${r}/blocks/${b}`;
        check(block, {
          report: ({ at, ...finding }) => ctx.report({ ...finding, pointer: base + at }),
          lineOf: (at) => ctx.lineOf(base + at),
        });
      });
    });
  },
};
