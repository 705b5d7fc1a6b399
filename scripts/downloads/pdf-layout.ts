// The one PDF layout every PDF download shares (pdfkit): a title band with the firm's name on the first page,
// headings, paragraphs, lists, checklists with checkbox squares, tables, form fields, callouts, a running header,
// and a footer with the firm's name, e-mail and page numbers. Firm name and e-mail come from the manifest (facts).
import PDFDocument from 'pdfkit';
import type { Block, DocumentSource } from './types.ts';
import type { Facts } from './facts.ts';

/** Fixed date written as the PDFs' creation date, so regenerating unchanged content gives identical bytes. */
export const EDITION_DATE = new Date('2026-01-01T00:00:00.000Z');

const palette = {
  navy: '#0b2545',
  accent: '#b93d0b',
  text: '#1e293b',
  muted: '#475569',
  onDark: '#f8fafc',
  onDarkMuted: '#cbd5e1',
  border: '#dbe2ea',
  zebra: '#f4f6f9',
  soft: '#fff4ed',
} as const;

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;
const SIZE = { body: 10.5, small: 9.5, tiny: 8, h1: 16, h2: 12.5 } as const;
const MARGIN = { top: 68, bottom: 66, left: 56, right: 56 } as const;
const LINE_GAP = 2.5;

// The standard PDF fonts write text in WinAnsi encoding; anything outside it would print as a wrong glyph.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function unprintable(text: string): string[] {
  return [...text].filter((ch) => {
    const code = ch.codePointAt(0)!;
    return !(ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch));
  });
}

export interface RenderOptions {
  /** Write content streams uncompressed (bigger file, readable text operators). */
  compress?: boolean;
}

export function renderPdf(source: DocumentSource, facts: Facts, options: RenderOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { ...MARGIN },
    bufferPages: true,
    compress: options.compress ?? true,
    displayTitle: true,
    lang: facts.manifest.site.locale,
    info: {
      Title: source.title,
      Author: facts.firm,
      Subject: source.subtitle,
      Creator: `${facts.firm} downloads (scripts/downloads)`,
      Producer: 'PDFKit',
      CreationDate: EDITION_DATE,
      ModDate: EDITION_DATE,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const check = (text: string): string => {
    const bad = unprintable(text);
    if (bad.length > 0) throw new Error(`"${source.title}": characters the PDF fonts cannot print (${bad.join(' ')}) in: ${text}`);
    return text;
  };
  const left = MARGIN.left;
  const width = doc.page.width - MARGIN.left - MARGIN.right;
  const bottom = () => doc.page.height - MARGIN.bottom;
  const atTop = () => doc.y <= MARGIN.top + 1;
  const newPage = () => {
    doc.addPage();
    doc.x = left;
    doc.y = MARGIN.top;
  };
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) newPage();
  };
  const gap = (points: number) => {
    if (!atTop()) doc.y += points;
  };
  const body = (size: number = SIZE.body, font: string = FONT.regular, color: string = palette.text) => doc.font(font).fontSize(size).fillColor(color);
  const heightOf = (text: string, w: number, size: number = SIZE.body, font: string = FONT.regular) =>
    doc.font(font).fontSize(size).heightOfString(check(text), { width: w, lineGap: LINE_GAP });

  // ---- First page: the title band.
  const bandPad = 34;
  doc.font(FONT.bold).fontSize(27);
  const titleHeight = doc.heightOfString(check(source.title), { width, lineGap: 1 });
  doc.font(FONT.regular).fontSize(12.5);
  const subtitleHeight = doc.heightOfString(check(source.subtitle), { width, lineGap: LINE_GAP });
  const titleY = 40 + 14 + 22;
  const bandHeight = Math.max(200, titleY + titleHeight + 12 + subtitleHeight + bandPad);
  doc.rect(0, 0, doc.page.width, bandHeight).fill(palette.navy);
  doc.rect(0, bandHeight, doc.page.width, 5).fill(palette.accent);
  doc.font(FONT.bold).fontSize(11).fillColor(palette.onDarkMuted).text(check(facts.firm.toUpperCase()), left, 40, { width, characterSpacing: 2.5, lineBreak: false });
  doc.font(FONT.bold).fontSize(27).fillColor(palette.onDark).text(source.title, left, titleY, { width, lineGap: 1 });
  doc.font(FONT.regular).fontSize(12.5).fillColor(palette.onDarkMuted).text(source.subtitle, left, titleY + titleHeight + 12, { width, lineGap: LINE_GAP });
  doc.x = left;
  doc.y = bandHeight + 5 + 26;
  if (source.audience) {
    body(SIZE.small, FONT.bold, palette.accent).text('WHO IT IS FOR', { characterSpacing: 1.2 });
    doc.y += 3;
    body(SIZE.body, FONT.regular, palette.text).text(check(source.audience), { width, lineGap: LINE_GAP });
    doc.y += 6;
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.6).strokeColor(palette.border).stroke();
    doc.y += 14;
  }

  // ---- Blocks.
  const drawBlock = (block: Block) => {
    switch (block.kind) {
      case 'heading': {
        if ((block.level ?? 1) === 1) {
          gap(16);
          ensure(heightOf(block.text, width, SIZE.h1, FONT.bold) + (block.keepWith ?? 70));
          body(SIZE.h1, FONT.bold, palette.navy).text(check(block.text), left, doc.y, { width, lineGap: 1 });
          doc.y += 4;
          doc.rect(left, doc.y, 36, 2.5).fill(palette.accent);
          doc.y += 11;
        } else {
          gap(8);
          ensure(heightOf(block.text, width, SIZE.h2, FONT.bold) + (block.keepWith ?? 50));
          body(SIZE.h2, FONT.bold, palette.navy).text(check(block.text), left, doc.y, { width, lineGap: 1 });
          doc.y += 5;
        }
        return;
      }
      case 'paragraph': {
        const full = block.lead ? `${block.lead} ${block.text}` : block.text;
        ensure(Math.min(heightOf(full, width), 3 * (SIZE.body + LINE_GAP) + 4));
        if (block.lead) {
          body(SIZE.body, FONT.bold, palette.navy).text(check(block.lead) + ' ', left, doc.y, { width, lineGap: LINE_GAP, continued: true });
          body().text(check(block.text), { lineGap: LINE_GAP });
        } else {
          body().text(check(block.text), left, doc.y, { width, lineGap: LINE_GAP });
        }
        doc.y += 7;
        return;
      }
      case 'bullets':
      case 'numbered':
      case 'checklist': {
        const indent = block.kind === 'bullets' ? 14 : 19;
        block.items.forEach((item, index) => {
          const height = heightOf(item, width - indent);
          ensure(Math.min(height, 160));
          const y = doc.y;
          if (block.kind === 'bullets') {
            doc.circle(left + 3.5, y + 5.6, 1.9).fill(palette.accent);
          } else if (block.kind === 'numbered') {
            body(SIZE.body, FONT.bold, palette.accent).text(`${index + 1}.`, left, y, { width: indent, lineBreak: false });
          } else {
            doc.rect(left + 0.5, y + 0.8, 9, 9).lineWidth(0.9).strokeColor(palette.navy).stroke();
          }
          body().text(check(item), left + indent, y, { width: width - indent, lineGap: LINE_GAP });
          doc.y += block.kind === 'checklist' ? 5 : 3;
        });
        doc.x = left;
        doc.y += 5;
        return;
      }
      case 'table': {
        drawTable(block.columns, block.rows, block.widths, block.blankRows ?? 0);
        return;
      }
      case 'fields': {
        for (const field of block.items) {
          const lines = field.lines ?? 1;
          const labelHeight = heightOf(field.label, width, SIZE.small, FONT.bold);
          ensure(labelHeight + lines * 21 + 8);
          body(SIZE.small, FONT.bold, palette.navy).text(check(field.label), left, doc.y, { width, lineGap: 1.5 });
          for (let i = 0; i < lines; i++) {
            doc.y += 19;
            doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.6).strokeColor('#94a3b8').stroke();
          }
          doc.y += 12;
        }
        doc.y += 2;
        return;
      }
      case 'choices': {
        const labelHeight = heightOf(block.label, width, SIZE.small, FONT.bold);
        ensure(labelHeight + 22);
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
          ensure(17);
          doc.rect(x + 0.5, doc.y + 0.3, 8.5, 8.5).lineWidth(0.9).strokeColor(palette.navy).stroke();
          body(SIZE.small).text(option, x + 14, doc.y, { lineBreak: false });
          x += w;
        }
        doc.x = left;
        doc.y += 22;
        return;
      }
      case 'callout': {
        const pad = 11;
        const inner = width - 2 * pad - 3;
        const titleHeight = block.title ? heightOf(block.title, inner, SIZE.body, FONT.bold) + 3 : 0;
        const height = titleHeight + heightOf(block.text, inner) + 2 * pad;
        gap(2);
        ensure(height + 6);
        const y = doc.y;
        doc.rect(left, y, width, height).fill(palette.soft);
        doc.rect(left, y, 3, height).fill(palette.accent);
        if (block.title) body(SIZE.body, FONT.bold, palette.navy).text(check(block.title), left + pad + 3, y + pad, { width: inner, lineGap: LINE_GAP });
        body().text(check(block.text), left + pad + 3, y + pad + titleHeight, { width: inner, lineGap: LINE_GAP });
        doc.x = left;
        doc.y = y + height + 12;
        return;
      }
      case 'pageBreak':
        if (!atTop()) newPage();
        return;
    }
  };

  const drawTable = (columns: string[], rows: string[][], relative: number[] | undefined, blankRows: number) => {
    const weights = relative ?? columns.map(() => 1);
    if (weights.length !== columns.length || rows.some((r) => r.length !== columns.length)) {
      throw new Error(`"${source.title}": a table's rows and widths must have ${columns.length} cells (${columns.join(' | ')}).`);
    }
    const total = weights.reduce((a, b) => a + b, 0);
    const widths = weights.map((w) => (w / total) * width);
    const pad = 5;
    const rowHeight = (cells: string[], font: string) =>
      Math.max(...cells.map((cell, i) => heightOf(cell || ' ', widths[i]! - 2 * pad, SIZE.small, font))) + 2 * pad;
    const drawRow = (cells: string[], y: number, height: number, header: boolean, zebra: boolean) => {
      if (header) doc.rect(left, y, width, height).fill(palette.navy);
      else if (zebra) doc.rect(left, y, width, height).fill(palette.zebra);
      let x = left;
      cells.forEach((cell, i) => {
        const font = header ? FONT.bold : i === 0 ? FONT.bold : FONT.regular;
        body(SIZE.small, font, header ? palette.onDark : palette.text).text(check(cell), x + pad, y + pad, { width: widths[i]! - 2 * pad, lineGap: LINE_GAP });
        x += widths[i]!;
      });
      if (!header) {
        doc.moveTo(left, y + height).lineTo(left + width, y + height).lineWidth(0.5).strokeColor(palette.border).stroke();
        let cx = left;
        for (const w of widths.slice(0, -1)) {
          cx += w;
          doc.moveTo(cx, y).lineTo(cx, y + height).lineWidth(0.5).strokeColor(palette.border).stroke();
        }
      }
    };
    // A table whose column titles are all empty is a key-value list and has no header row.
    const hasHeader = columns.some((c) => c !== '');
    const headerHeight = hasHeader ? rowHeight(columns, FONT.bold) : 0;
    const all = [...rows, ...Array.from({ length: blankRows }, () => columns.map(() => ''))];
    // Rows with cells left to fill in get room to write.
    const heights = all.map((r) => Math.max(rowHeight(r, FONT.regular), r.some((c) => c === '') ? 24 : 0));
    gap(2);
    ensure(headerHeight + (heights[0] ?? 0));
    let y = doc.y;
    if (!hasHeader) doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).strokeColor(palette.border).stroke();
    if (hasHeader) drawRow(columns, y, headerHeight, true, false);
    y += headerHeight;
    all.forEach((cells, index) => {
      const height = heights[index]!;
      if (y + height > bottom()) {
        newPage();
        y = doc.y;
        if (hasHeader) drawRow(columns, y, headerHeight, true, false);
        y += headerHeight;
      }
      drawRow(cells, y, height, false, index % 2 === 1);
      y += height;
    });
    doc.x = left;
    doc.y = y + 14;
  };

  for (const block of source.blocks) drawBlock(block);

  // ---- Running header (pages after the first) and footer (every page), once the page count is known.
  const range = doc.bufferedPageRange();
  const pages = range.count;
  for (let i = range.start; i < range.start + pages; i++) {
    doc.switchToPage(i);
    const savedBottom = doc.page.margins.bottom;
    const savedTop = doc.page.margins.top;
    doc.page.margins.bottom = 0;
    doc.page.margins.top = 0;
    if (i > range.start) {
      doc.font(FONT.bold).fontSize(SIZE.tiny).fillColor(palette.navy).text(check(facts.firm.toUpperCase()), left, 34, { characterSpacing: 1.5, lineBreak: false, continued: true });
      doc.font(FONT.regular).fillColor(palette.muted).text(`   ${check(source.title)}`, { characterSpacing: 0, lineBreak: false });
      doc.moveTo(left, 48).lineTo(left + width, 48).lineWidth(0.5).strokeColor(palette.border).stroke();
    }
    const footerY = doc.page.height - 42;
    doc.moveTo(left, footerY - 8).lineTo(left + width, footerY - 8).lineWidth(0.5).strokeColor(palette.border).stroke();
    const footer = check(`${facts.firm}  ·  ${facts.email}  ·  ${facts.host}`);
    doc.font(FONT.regular).fontSize(SIZE.tiny).fillColor(palette.muted).text(footer, left, footerY, { lineBreak: false });
    const pageLabel = `Page ${i - range.start + 1} of ${pages}`;
    doc.text(pageLabel, left + width - doc.widthOfString(pageLabel), footerY, { lineBreak: false });
    doc.page.margins.bottom = savedBottom;
    doc.page.margins.top = savedTop;
  }
  doc.end();
  return done;
}
