// The first page's title band (firm, title, subtitle) and, when the document names its readers, who it is for.
import type { DocumentSource } from '../types.ts';
import type { Facts } from '../facts.ts';
import type { PdfPage } from './page.ts';
import { FONT, LINE_GAP, SIZE, palette } from './style.ts';

export function drawTitleBand(page: PdfPage, source: DocumentSource, facts: Facts): void {
  const { doc, left, width, check, body } = page;
  const bandPad = 34;
  doc.font(FONT.bold).fontSize(27);
  const titleHeight = doc.heightOfString(check(source.title), { width, lineGap: 1 });
  doc.font(FONT.regular).fontSize(12.5);
  const subtitleHeight = doc.heightOfString(check(source.subtitle), { width, lineGap: LINE_GAP });
  const titleY = 40 + 14 + 22;
  const bandHeight = Math.max(200, titleY + titleHeight + 12 + subtitleHeight + bandPad);
  doc.rect(0, 0, doc.page.width, bandHeight).fill(palette.navy);
  doc.rect(0, bandHeight, doc.page.width, 5).fill(palette.accent);
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor(palette.onDarkMuted)
    .text(check(facts.firm.toUpperCase()), left, 40, { width, characterSpacing: 2.5, lineBreak: false });
  doc.font(FONT.bold).fontSize(27).fillColor(palette.onDark).text(source.title, left, titleY, { width, lineGap: 1 });
  doc
    .font(FONT.regular)
    .fontSize(12.5)
    .fillColor(palette.onDarkMuted)
    .text(source.subtitle, left, titleY + titleHeight + 12, { width, lineGap: LINE_GAP });
  doc.x = left;
  doc.y = bandHeight + 5 + 26;
  if (source.audience) {
    body(SIZE.small, FONT.bold, palette.accent).text('WHO IT IS FOR', { characterSpacing: 1.2 });
    doc.y += 3;
    body(SIZE.body, FONT.regular, palette.text).text(check(source.audience), { width, lineGap: LINE_GAP });
    doc.y += 6;
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.6)
      .strokeColor(palette.border)
      .stroke();
    doc.y += 14;
  }
}

/** The running header (pages after the first) and the footer (every page), drawn once the page count is known. */
export function drawHeadersAndFooters(page: PdfPage, source: DocumentSource, facts: Facts): void {
  const { doc, left, width, check } = page;
  const range = doc.bufferedPageRange();
  const pages = range.count;
  for (let i = range.start; i < range.start + pages; i++) {
    doc.switchToPage(i);
    const savedBottom = doc.page.margins.bottom;
    const savedTop = doc.page.margins.top;
    doc.page.margins.bottom = 0;
    doc.page.margins.top = 0;
    if (i > range.start) {
      doc
        .font(FONT.bold)
        .fontSize(SIZE.tiny)
        .fillColor(palette.navy)
        .text(check(facts.firm.toUpperCase()), left, 34, { characterSpacing: 1.5, lineBreak: false, continued: true });
      doc
        .font(FONT.regular)
        .fillColor(palette.muted)
        .text(`   ${check(source.title)}`, { characterSpacing: 0, lineBreak: false });
      doc
        .moveTo(left, 48)
        .lineTo(left + width, 48)
        .lineWidth(0.5)
        .strokeColor(palette.border)
        .stroke();
    }
    const footerY = doc.page.height - 42;
    doc
      .moveTo(left, footerY - 8)
      .lineTo(left + width, footerY - 8)
      .lineWidth(0.5)
      .strokeColor(palette.border)
      .stroke();
    const footer = check(`${facts.firm}  ·  ${facts.email}  ·  ${facts.host}`);
    doc
      .font(FONT.regular)
      .fontSize(SIZE.tiny)
      .fillColor(palette.muted)
      .text(footer, left, footerY, { lineBreak: false });
    const pageLabel = `Page ${i - range.start + 1} of ${pages}`;
    doc.text(pageLabel, left + width - doc.widthOfString(pageLabel), footerY, { lineBreak: false });
    doc.page.margins.bottom = savedBottom;
    doc.page.margins.top = savedTop;
  }
}
