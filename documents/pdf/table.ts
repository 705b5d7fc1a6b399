// Tables in the PDF: a navy header row (repeated on each new page), zebra rows with ruled cells, and room to write in
// rows left blank. A table whose column titles are all empty is a key-value list and has no header row.
import type { PdfPage } from './page.ts';
import { FONT, LINE_GAP, SIZE, palette } from './style.ts';

interface TableLayout {
  widths: number[];
  pad: number;
}

function drawRow(
  page: PdfPage,
  layout: TableLayout,
  cells: string[],
  y: number,
  height: number,
  style: { header: boolean; zebra: boolean },
) {
  const { doc, left, width, check, body } = page;
  const { widths, pad } = layout;
  if (style.header) doc.rect(left, y, width, height).fill(palette.navy);
  else if (style.zebra) doc.rect(left, y, width, height).fill(palette.zebra);
  let x = left;
  cells.forEach((cell, i) => {
    const font = style.header ? FONT.bold : i === 0 ? FONT.bold : FONT.regular;
    body(SIZE.small, font, style.header ? palette.onDark : palette.text).text(check(cell), x + pad, y + pad, {
      width: widths[i]! - 2 * pad,
      lineGap: LINE_GAP,
    });
    x += widths[i]!;
  });
  if (!style.header) {
    doc
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .lineWidth(0.5)
      .strokeColor(palette.border)
      .stroke();
    let cx = left;
    for (const w of widths.slice(0, -1)) {
      cx += w;
      doc
        .moveTo(cx, y)
        .lineTo(cx, y + height)
        .lineWidth(0.5)
        .strokeColor(palette.border)
        .stroke();
    }
  }
}

export function drawTable(
  page: PdfPage,
  columns: string[],
  rows: string[][],
  relative: number[] | undefined,
  blankRows: number,
): void {
  const { doc, left, width, heightOf } = page;
  const weights = relative ?? columns.map(() => 1);
  if (weights.length !== columns.length || rows.some((r) => r.length !== columns.length)) {
    throw new Error(
      `"${page.title}": a table's rows and widths must have ${columns.length} cells (${columns.join(' | ')}).`,
    );
  }
  const total = weights.reduce((a, b) => a + b, 0);
  const layout: TableLayout = { widths: weights.map((w) => (w / total) * width), pad: 5 };
  const { widths, pad } = layout;
  const rowHeight = (cells: string[], font: string) =>
    Math.max(...cells.map((cell, i) => heightOf(cell || ' ', widths[i]! - 2 * pad, SIZE.small, font))) + 2 * pad;
  const hasHeader = columns.some((c) => c !== '');
  const headerHeight = hasHeader ? rowHeight(columns, FONT.bold) : 0;
  const all = [...rows, ...Array.from({ length: blankRows }, () => columns.map(() => ''))];
  // Rows with cells left to fill in get room to write.
  const heights = all.map((r) => Math.max(rowHeight(r, FONT.regular), r.some((c) => c === '') ? 24 : 0));
  page.gap(2);
  page.ensure(headerHeight + (heights[0] ?? 0));
  let y = doc.y;
  if (!hasHeader)
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(palette.border)
      .stroke();
  if (hasHeader) drawRow(page, layout, columns, y, headerHeight, { header: true, zebra: false });
  y += headerHeight;
  all.forEach((cells, index) => {
    const height = heights[index]!;
    if (y + height > page.bottom()) {
      page.newPage();
      y = doc.y;
      if (hasHeader) drawRow(page, layout, columns, y, headerHeight, { header: true, zebra: false });
      y += headerHeight;
    }
    drawRow(page, layout, cells, y, height, { header: false, zebra: index % 2 === 1 });
    y += height;
  });
  doc.x = left;
  doc.y = y + 14;
}
