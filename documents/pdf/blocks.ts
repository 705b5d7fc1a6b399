// Each kind of content block drawn in the PDF: headings with an accent rule, paragraphs with a bold lead, lists and
// checklists, form fields with ruled lines, tick-box choices, shaded callouts and page breaks.
import type { Block } from '../types.ts';
import type { PdfPage } from './page.ts';
import { FONT, LINE_GAP, SIZE, palette } from './style.ts';
import { drawTable } from './table.ts';

type BlockOf<K extends Block['kind']> = Extract<Block, { kind: K }>;

function drawHeading(page: PdfPage, block: BlockOf<'heading'>) {
  const { doc, left, width, check, body } = page;
  if ((block.level ?? 1) === 1) {
    page.gap(16);
    page.ensure(page.heightOf(block.text, width, SIZE.h1, FONT.bold) + (block.keepWith ?? 70));
    body(SIZE.h1, FONT.bold, palette.navy).text(check(block.text), left, doc.y, { width, lineGap: 1 });
    doc.y += 4;
    doc.rect(left, doc.y, 36, 2.5).fill(palette.accent);
    doc.y += 11;
  } else {
    page.gap(8);
    page.ensure(page.heightOf(block.text, width, SIZE.h2, FONT.bold) + (block.keepWith ?? 50));
    body(SIZE.h2, FONT.bold, palette.navy).text(check(block.text), left, doc.y, { width, lineGap: 1 });
    doc.y += 5;
  }
}

function drawParagraph(page: PdfPage, block: BlockOf<'paragraph'>) {
  const { doc, left, width, check, body } = page;
  const full = block.lead ? `${block.lead} ${block.text}` : block.text;
  page.ensure(Math.min(page.heightOf(full, width), 3 * (SIZE.body + LINE_GAP) + 4));
  if (block.lead) {
    body(SIZE.body, FONT.bold, palette.navy).text(check(block.lead) + ' ', left, doc.y, {
      width,
      lineGap: LINE_GAP,
      continued: true,
    });
    body().text(check(block.text), { lineGap: LINE_GAP });
  } else {
    body().text(check(block.text), left, doc.y, { width, lineGap: LINE_GAP });
  }
  doc.y += 7;
}

function drawList(page: PdfPage, block: BlockOf<'bullets' | 'numbered' | 'checklist'>) {
  const { doc, left, width, check, body } = page;
  const indent = block.kind === 'bullets' ? 14 : 19;
  block.items.forEach((item, index) => {
    const height = page.heightOf(item, width - indent);
    page.ensure(Math.min(height, 160));
    const y = doc.y;
    if (block.kind === 'bullets') {
      doc.circle(left + 3.5, y + 5.6, 1.9).fill(palette.accent);
    } else if (block.kind === 'numbered') {
      body(SIZE.body, FONT.bold, palette.accent).text(`${index + 1}.`, left, y, { width: indent, lineBreak: false });
    } else {
      doc
        .rect(left + 0.5, y + 0.8, 9, 9)
        .lineWidth(0.9)
        .strokeColor(palette.navy)
        .stroke();
    }
    body().text(check(item), left + indent, y, { width: width - indent, lineGap: LINE_GAP });
    doc.y += block.kind === 'checklist' ? 5 : 3;
  });
  doc.x = left;
  doc.y += 5;
}

function drawFields(page: PdfPage, block: BlockOf<'fields'>) {
  const { doc, left, width, check, body } = page;
  for (const field of block.items) {
    const lines = field.lines ?? 1;
    const labelHeight = page.heightOf(field.label, width, SIZE.small, FONT.bold);
    page.ensure(labelHeight + lines * 21 + 8);
    body(SIZE.small, FONT.bold, palette.navy).text(check(field.label), left, doc.y, { width, lineGap: 1.5 });
    for (let i = 0; i < lines; i++) {
      doc.y += 19;
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .lineWidth(0.6)
        .strokeColor('#94a3b8')
        .stroke();
    }
    doc.y += 12;
  }
  doc.y += 2;
}

function drawChoices(page: PdfPage, block: BlockOf<'choices'>) {
  const { doc, left, width, check, body } = page;
  const labelHeight = page.heightOf(block.label, width, SIZE.small, FONT.bold);
  page.ensure(labelHeight + 22);
  body(SIZE.small, FONT.bold, palette.navy).text(check(block.label), left, doc.y, { width, lineGap: 1.5 });
  doc.y += 5;
  let x = left;
  body(SIZE.small);
  for (const option of block.options) {
    const w = 14 + doc.widthOfString(check(option)) + 16;
    if (x > left && x + w > left + width) {
      x = left;
      doc.y += 17;
    }
    page.ensure(17);
    doc
      .rect(x + 0.5, doc.y + 0.3, 8.5, 8.5)
      .lineWidth(0.9)
      .strokeColor(palette.navy)
      .stroke();
    body(SIZE.small).text(option, x + 14, doc.y, { lineBreak: false });
    x += w;
  }
  doc.x = left;
  doc.y += 22;
}

function drawCallout(page: PdfPage, block: BlockOf<'callout'>) {
  const { doc, left, width, check, body } = page;
  const pad = 11;
  const inner = width - 2 * pad - 3;
  const titleHeight = block.title ? page.heightOf(block.title, inner, SIZE.body, FONT.bold) + 3 : 0;
  const height = titleHeight + page.heightOf(block.text, inner) + 2 * pad;
  page.gap(2);
  page.ensure(height + 6);
  const y = doc.y;
  doc.rect(left, y, width, height).fill(palette.soft);
  doc.rect(left, y, 3, height).fill(palette.accent);
  if (block.title)
    body(SIZE.body, FONT.bold, palette.navy).text(check(block.title), left + pad + 3, y + pad, {
      width: inner,
      lineGap: LINE_GAP,
    });
  body().text(check(block.text), left + pad + 3, y + pad + titleHeight, { width: inner, lineGap: LINE_GAP });
  doc.x = left;
  doc.y = y + height + 12;
}

export function drawBlock(page: PdfPage, block: Block): void {
  switch (block.kind) {
    case 'heading':
      return drawHeading(page, block);
    case 'paragraph':
      return drawParagraph(page, block);
    case 'bullets':
    case 'numbered':
    case 'checklist':
      return drawList(page, block);
    case 'table':
      return drawTable(page, block.columns, block.rows, block.widths, block.blankRows ?? 0);
    case 'fields':
      return drawFields(page, block);
    case 'choices':
      return drawChoices(page, block);
    case 'callout':
      return drawCallout(page, block);
    case 'pageBreak':
      if (!page.atTop()) page.newPage();
      return;
  }
}
