// The one PDF layout every PDF download shares (pdfkit): a title band with the firm's name on the first page,
// headings, paragraphs, lists, checklists with checkbox squares, tables, form fields, callouts, a running header,
// and a footer with the firm's name, e-mail and page numbers. Firm name and e-mail come from the manifest (facts).
import PDFDocument from 'pdfkit';
import type { DocumentSource } from '../types.ts';
import type { Facts } from '../facts.ts';
import { EDITION_DATE } from '../edition.ts';
import { MARGIN } from './style.ts';
import { pdfPage } from './page.ts';
import { drawHeadersAndFooters, drawTitleBand } from './title.ts';
import { drawBlock } from './blocks.ts';

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
      Creator: `${facts.firm} website`,
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
  const page = pdfPage(doc, source.title);
  drawTitleBand(page, source, facts);
  for (const block of source.blocks) drawBlock(page, block);
  drawHeadersAndFooters(page, source, facts);
  doc.end();
  return done;
}
