// Grids that fit their content: the number of columns follows the number of items, and a last row that is not full
// is centred, so no row ever leaves empty columns beside its items.
import { css } from '@emotion/react';
import { mq, space } from './theme/tokens.ts';

/** Columns on a wide screen for `count` items: 1, 2, 3, 4, then 3 + 2, 3 + 3, 4 + 3, 4 + 4, 3 × 3 and so on. */
export function columnsFor(count: number, max = 4): number {
  if (count <= max) return Math.max(count, 1);
  if (max >= 4 && count % 4 === 0) return 4;
  if (count % 3 === 0 || max < 4) return 3;
  if (max >= 4 && count % 4 >= 3) return 4; // 7 → 4 + 3, 11 → 4 + 4 + 3
  return 3; // 5 → 3 + 2, 10 → 3 + 3 + 3 + 1 centred
}

// Each item spans two half-tracks, so a short last row can start half a column in and sit centred.
function rowsOf(count: number, columns: number): string {
  const rest = count % columns;
  const centre = rest === 0 ? '' : `> :nth-child(${count - rest + 1}) { grid-column: ${columns - rest + 1} / span 2; }`;
  // :nth-child(n) matches every item with the same weight as the centring rule, so a wider screen's rules undo a
  // narrower one's centring.
  return `grid-template-columns: repeat(${columns * 2}, minmax(0, 1fr)); > :nth-child(n) { grid-column: auto / span 2; } ${centre}`;
}

/**
 * One column on phones (or two small ones), two from tablets, `columnsFor(count, max)` from desktops; short last rows centred.
 * Items that should line up inside (titles, prices, buttons) use `subgridRows`.
 */
export function fitGrid(
  count: number,
  { max = 4, gap = space[5], phoneColumns = 1 }: { max?: number; gap?: string; phoneColumns?: 1 | 2 } = {},
) {
  const wide = columnsFor(count, max);
  return css`
    list-style: none;
    display: grid;
    gap: ${gap};
    grid-template-columns: repeat(${count >= 2 ? phoneColumns : 1}, minmax(0, 1fr));
    ${count >= 2 ? `${mq.md} { ${rowsOf(count, Math.min(2, wide))} }` : ''}
    ${wide > 2 ? `${mq.lg} { ${rowsOf(count, wide)} }` : ''}
  `;
}

/** An item that spans `rows` rows of its grid and lines its own parts up with its neighbours' (CSS subgrid). */
export function subgridRows(rows: number, rowGap: string = space[3]) {
  return css`
    display: grid;
    grid-row: span ${rows};
    grid-template-rows: subgrid;
    row-gap: ${rowGap};
    align-content: start;
  `;
}

/** Like `subgridRows`, for lists whose <li> holds the card: the <li> and the card inside it both pass the rows on. */
export function subgridCards(rows: number, rowGap: string = space[3]) {
  return css`
    > li {
      display: grid;
      grid-row: span ${rows};
      grid-template-rows: subgrid;
      row-gap: 0;
    }
    > li > * {
      grid-row: 1 / -1;
      display: grid;
      grid-template-rows: subgrid;
      row-gap: ${rowGap};
      align-content: start;
    }
  `;
}
