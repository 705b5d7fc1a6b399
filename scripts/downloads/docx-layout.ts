// The Word layout (docx package) for editable downloads: the same blocks as the PDFs, as a document people fill in.
// Text in [square brackets] is a placeholder to replace and is highlighted. Checklists use real Word checkboxes.
import {
  AlignmentType,
  BorderStyle,
  CheckBox,
  Document,
  Footer,
  Header,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  Tab,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import { unzipSync, zipSync, type Zippable } from 'fflate';
import type { Block, DocumentSource } from './types.ts';
import type { Facts } from './facts.ts';
import { EDITION_DATE } from './pdf-layout.ts';

const NAVY = '0B2545';
const ACCENT = 'B93D0B';
const MUTED = '475569';
const SOFT = 'FFF4ED';
const ZEBRA = 'F4F6F9';
const BORDER = 'DBE2EA';
/** A4 width minus 2 cm margins each side, in twentieths of a point. */
const CONTENT_WIDTH = 11906 - 2 * 1134;

/** Splits text into runs, highlighting [placeholders] so they are easy to find and replace. */
function runs(text: string, style: { bold?: boolean; color?: string; size?: number } = {}): TextRun[] {
  return text
    .split(/(\[[^\]]+\])/)
    .filter((part) => part !== '')
    .map((part) => (part.startsWith('[') ? new TextRun({ text: part, ...style, highlight: 'yellow' }) : new TextRun({ text: part, ...style })));
}

const thin = { style: BorderStyle.SINGLE, size: 4, color: BORDER };
const cellBorders = { top: thin, bottom: thin, left: thin, right: thin };

function cell(text: string, width: number, options: { header?: boolean; bold?: boolean; fill?: string } = {}): TableCell {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    borders: cellBorders,
    shading: options.header ? { type: ShadingType.CLEAR, color: 'auto', fill: NAVY } : options.fill ? { type: ShadingType.CLEAR, color: 'auto', fill: options.fill } : undefined,
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    children: text
      .split('\n')
      .map((line) => new Paragraph({ children: runs(line, { bold: options.header || options.bold, color: options.header ? 'FFFFFF' : undefined, size: 19 }) })),
  });
}

function table(columns: string[], rows: string[][], relative?: number[], blankRows = 0): Table {
  const weights = relative ?? columns.map(() => 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => Math.round((w / total) * CONTENT_WIDTH));
  const all = [...rows, ...Array.from({ length: blankRows }, () => columns.map(() => ''))];
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    rows: [
      new TableRow({ tableHeader: true, cantSplit: true, children: columns.map((c, i) => cell(c, widths[i]!, { header: true })) }),
      ...all.map(
        (cells, r) =>
          new TableRow({ cantSplit: true, children: cells.map((c, i) => cell(c, widths[i]!, { bold: i === 0, fill: r % 2 === 1 ? ZEBRA : undefined })) }),
      ),
    ],
  });
}

function spacer(): Paragraph {
  return new Paragraph({ spacing: { after: 120 }, children: [] });
}

function blockToDocx(block: Block, listIndex: () => number): (Paragraph | Table)[] {
  switch (block.kind) {
    case 'heading':
      return [new Paragraph({ heading: (block.level ?? 1) === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2, keepNext: true, children: runs(block.text) })];
    case 'paragraph':
      return [new Paragraph({ children: [...(block.lead ? runs(block.lead + ' ', { bold: true, color: NAVY }) : []), ...runs(block.text)] })];
    case 'bullets':
      return block.items.map((item) => new Paragraph({ numbering: { reference: 'bullets', level: 0 }, children: runs(item) }));
    case 'numbered': {
      const instance = listIndex();
      return block.items.map((item) => new Paragraph({ numbering: { reference: 'numbers', level: 0, instance }, children: runs(item) }));
    }
    case 'checklist':
      return block.items.map(
        (item) => new Paragraph({ indent: { left: 360, hanging: 360 }, children: [new CheckBox({ checked: false }), new TextRun({ children: [new Tab()] }), ...runs(item)] as ParagraphChild[] }),
      );
    case 'table':
      return [table(block.columns, block.rows, block.widths, block.blankRows ?? 0), spacer()];
    case 'fields':
      return [table(['Field', 'Entry'], block.items.map((f) => [f.label, '']), [1, 2]), spacer()];
    case 'choices':
      return [
        new Paragraph({
          children: [
            ...runs(block.label + '  ', { bold: true, color: NAVY }),
            ...block.options.flatMap((option) => [new CheckBox({ checked: false }), new TextRun(` ${option}    `)]),
          ] as ParagraphChild[],
        }),
      ];
    case 'callout':
      return [
        new Table({
          width: { size: CONTENT_WIDTH, type: WidthType.DXA },
          columnWidths: [CONTENT_WIDTH],
          rows: [
            new TableRow({
              children: [
                new TableCell({
                  width: { size: CONTENT_WIDTH, type: WidthType.DXA },
                  shading: { type: ShadingType.CLEAR, color: 'auto', fill: SOFT },
                  borders: { top: thin, bottom: thin, right: thin, left: { style: BorderStyle.SINGLE, size: 24, color: ACCENT } },
                  margins: { top: 120, bottom: 120, left: 160, right: 160 },
                  children: [
                    ...(block.title ? [new Paragraph({ children: runs(block.title, { bold: true, color: NAVY }) })] : []),
                    new Paragraph({ children: runs(block.text) }),
                  ],
                }),
              ],
            }),
          ],
        }),
        spacer(),
      ];
    case 'pageBreak':
      return [new Paragraph({ children: [new PageBreak()] })];
  }
}

function titleBand(source: DocumentSource, facts: Facts): (Paragraph | Table)[] {
  const band = new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: [CONTENT_WIDTH],
    rows: [
      new TableRow({
        children: [
          new TableCell({
            width: { size: CONTENT_WIDTH, type: WidthType.DXA },
            shading: { type: ShadingType.CLEAR, color: 'auto', fill: NAVY },
            borders: { top: { style: BorderStyle.NONE, size: 0, color: 'auto' }, left: { style: BorderStyle.NONE, size: 0, color: 'auto' }, right: { style: BorderStyle.NONE, size: 0, color: 'auto' }, bottom: { style: BorderStyle.SINGLE, size: 36, color: ACCENT } },
            margins: { top: 360, bottom: 360, left: 300, right: 300 },
            children: [
              new Paragraph({ spacing: { after: 160 }, children: [new TextRun({ text: facts.firm.toUpperCase(), bold: true, color: 'CBD5E1', size: 20, characterSpacing: 40 })] }),
              new Paragraph({ spacing: { after: 120 }, children: [new TextRun({ text: source.title, bold: true, color: 'FFFFFF', size: 52 })] }),
              new Paragraph({ children: [new TextRun({ text: source.subtitle, color: 'CBD5E1', size: 24 })] }),
            ],
          }),
        ],
      }),
    ],
  });
  const out: (Paragraph | Table)[] = [band, spacer()];
  if (source.audience) {
    out.push(new Paragraph({ children: [new TextRun({ text: 'WHO IT IS FOR', bold: true, color: ACCENT, size: 18, characterSpacing: 20 })] }));
    out.push(new Paragraph({ children: runs(source.audience) }));
  }
  return out;
}

/** Pins the dates docx writes (now) and the ZIP entry times to EDITION_DATE, so the file is reproducible. */
function reproducible(bytes: Uint8Array): Buffer {
  const stamp = EDITION_DATE.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const files = unzipSync(bytes);
  const entries: Zippable = {};
  for (const [name, data] of Object.entries(files)) {
    let content = data;
    if (name === 'docProps/core.xml') {
      const xml = new TextDecoder().decode(data).replace(/(<dcterms:(created|modified)[^>]*>)[^<]*(<\/dcterms:\2>)/g, `$1${stamp}$3`);
      content = new TextEncoder().encode(xml);
    }
    entries[name] = [content, { mtime: EDITION_DATE, level: 9 }];
  }
  return Buffer.from(zipSync(entries));
}

export async function renderDocx(source: DocumentSource, facts: Facts): Promise<Buffer> {
  let lists = 0;
  const children = [...titleBand(source, facts), ...source.blocks.flatMap((block) => blockToDocx(block, () => ++lists))];
  const document = new Document({
    creator: facts.firm,
    lastModifiedBy: facts.firm,
    title: source.title,
    description: source.subtitle,
    styles: {
      default: {
        document: { run: { font: 'Calibri', size: 21, color: '1E293B' }, paragraph: { spacing: { after: 100, line: 276 } } },
        heading1: { run: { font: 'Calibri', size: 30, bold: true, color: NAVY }, paragraph: { spacing: { before: 320, after: 120 } } },
        heading2: { run: { font: 'Calibri', size: 24, bold: true, color: NAVY }, paragraph: { spacing: { before: 200, after: 80 } } },
      },
    },
    numbering: {
      config: [
        { reference: 'bullets', levels: [{ level: 0, format: LevelFormat.BULLET, text: '•', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 260 } } } }] },
        { reference: 'numbers', levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 360 } } } }] },
      ],
    },
    sections: [
      {
        properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } },
        headers: {
          default: new Header({
            children: [new Paragraph({ children: [new TextRun({ text: facts.firm.toUpperCase(), bold: true, color: NAVY, size: 16, characterSpacing: 20 }), new TextRun({ text: `   ${source.title}`, color: MUTED, size: 16 })] })],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                tabStops: [{ type: 'right', position: CONTENT_WIDTH }],
                children: [
                  new TextRun({ text: `${facts.firm}  ·  ${facts.email}  ·  ${facts.host}`, color: MUTED, size: 16 }),
                  new TextRun({ children: ['\tPage ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], color: MUTED, size: 16 }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return reproducible(await Packer.toBuffer(document));
}
