// What every part of the PDF layout draws with: the pdfkit document, the text column, and the helpers that keep
// content on the page (a new page when a block would not fit) and refuse characters the fonts cannot print.
import { FONT, LINE_GAP, MARGIN, SIZE, palette, unprintable } from './style.ts';

export interface PdfPage {
  doc: PDFKit.PDFDocument;
  /** The document's title, for messages. */
  title: string;
  /** The text column's left edge and width. */
  left: number;
  width: number;
  /** The text itself, or an error naming the characters the PDF fonts cannot print. */
  check(text: string): string;
  bottom(): number;
  atTop(): boolean;
  newPage(): void;
  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): void;
  /** Vertical space, except at the top of a page. */
  gap(points: number): void;
  /** Sets the font, size and colour of the text that follows. */
  body(size?: number, font?: string, color?: string): PDFKit.PDFDocument;
  heightOf(text: string, width: number, size?: number, font?: string): number;
}

export function pdfPage(doc: PDFKit.PDFDocument, title: string): PdfPage {
  const left = MARGIN.left;
  const check = (text: string): string => {
    const bad = unprintable(text);
    if (bad.length > 0)
      throw new Error(`"${title}": characters the PDF fonts cannot print (${bad.join(' ')}) in: ${text}`);
    return text;
  };
  const bottom = () => doc.page.height - MARGIN.bottom;
  const atTop = () => doc.y <= MARGIN.top + 1;
  const newPage = () => {
    doc.addPage();
    doc.x = left;
    doc.y = MARGIN.top;
  };
  return {
    doc,
    title,
    left,
    width: doc.page.width - MARGIN.left - MARGIN.right,
    check,
    bottom,
    atTop,
    newPage,
    ensure(height) {
      if (doc.y + height > bottom()) newPage();
    },
    gap(points) {
      if (!atTop()) doc.y += points;
    },
    body: (size = SIZE.body, font = FONT.regular, color = palette.text) =>
      doc.font(font).fontSize(size).fillColor(color),
    heightOf: (text, width, size = SIZE.body, font = FONT.regular) =>
      doc.font(font).fontSize(size).heightOfString(check(text), { width, lineGap: LINE_GAP }),
  };
}
