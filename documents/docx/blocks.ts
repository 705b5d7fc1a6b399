// Each kind of content block as Word paragraphs and tables: the same blocks as the PDFs, as a document people fill
// in. Text in [square brackets] is a placeholder to replace and is highlighted. Checklists use real Word checkboxes.
import {
  BorderStyle,
  CheckBox,
  HeadingLevel,
  PageBreak,
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
import type { ITableCellBorders, ITableCellOptions } from 'docx';
import type { Block } from '../types.ts';

export const NAVY = '0B2545';
export const ACCENT = 'B93D0B';
export const MUTED = '475569';
const SOFT = 'FFF4ED';
const ZEBRA = 'F4F6F9';
const BORDER = 'DBE2EA';
/** A4 width minus 2 cm margins each side, in twentieths of a point. */
export const CONTENT_WIDTH = 11906 - 2 * 1134;

/** Splits text into runs, highlighting [placeholders] so they are easy to find and replace. */
export function runs(text: string, style: { bold?: boolean; color?: string; size?: number } = {}): TextRun[] {
  return text
    .split(/(\[[^\]]+\])/)
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith('[')
        ? new TextRun({ text: part, ...style, highlight: 'yellow' })
        : new TextRun({ text: part, ...style }),
    );
}

const thin = { style: BorderStyle.SINGLE, size: 4, color: BORDER };
const cellBorders = { top: thin, bottom: thin, left: thin, right: thin };

function cell(
  text: string,
  width: number,
  options: { header?: boolean; bold?: boolean; fill?: string } = {},
): TableCell {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    borders: cellBorders,
    shading: options.header
      ? { type: ShadingType.CLEAR, color: 'auto', fill: NAVY }
      : options.fill
        ? { type: ShadingType.CLEAR, color: 'auto', fill: options.fill }
        : undefined,
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    children: text.split('\n').map(
      (line) =>
        new Paragraph({
          children: runs(line, {
            bold: options.header || options.bold,
            color: options.header ? 'FFFFFF' : undefined,
            size: 19,
          }),
        }),
    ),
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
      new TableRow({
        tableHeader: true,
        cantSplit: true,
        children: columns.map((c, i) => cell(c, widths[i]!, { header: true })),
      }),
      ...all.map(
        (cells, r) =>
          new TableRow({
            cantSplit: true,
            children: cells.map((c, i) =>
              cell(c, widths[i]!, { bold: i === 0, fill: r % 2 === 1 ? ZEBRA : undefined }),
            ),
          }),
      ),
    ],
  });
}

export function spacer(): Paragraph {
  return new Paragraph({ spacing: { after: 120 }, children: [] });
}

type BlockOf<Kind extends Block['kind']> = Extract<Block, { kind: Kind }>;

/** One paragraph per item, each led by an unticked Word checkbox. */
function checklist(items: string[]): Paragraph[] {
  return items.map(
    (item) =>
      new Paragraph({
        indent: { left: 360, hanging: 360 },
        children: [
          new CheckBox({ checked: false }),
          new TextRun({ children: [new Tab()] }),
          ...runs(item),
        ] as ParagraphChild[],
      }),
  );
}

/** The label, then each option behind its own checkbox on one line. */
function choices(block: BlockOf<'choices'>): Paragraph {
  return new Paragraph({
    children: [
      ...runs(block.label + '  ', { bold: true, color: NAVY }),
      ...block.options.flatMap((option) => [new CheckBox({ checked: false }), new TextRun(` ${option}    `)]),
    ] as ParagraphChild[],
  });
}

/** A full-width table of one cell: the shape of the callouts and of the title band. */
export function shadedPanel(panel: {
  fill: string;
  borders: ITableCellBorders;
  margins: ITableCellOptions['margins'];
  children: Paragraph[];
}): Table {
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: [CONTENT_WIDTH],
    rows: [
      new TableRow({
        children: [
          new TableCell({
            width: { size: CONTENT_WIDTH, type: WidthType.DXA },
            shading: { type: ShadingType.CLEAR, color: 'auto', fill: panel.fill },
            borders: panel.borders,
            margins: panel.margins,
            children: panel.children,
          }),
        ],
      }),
    ],
  });
}

/** A shaded panel with an accent rule down its left side. */
function callout(block: BlockOf<'callout'>): Table {
  return shadedPanel({
    fill: SOFT,
    borders: { top: thin, bottom: thin, right: thin, left: { style: BorderStyle.SINGLE, size: 24, color: ACCENT } },
    margins: { top: 120, bottom: 120, left: 160, right: 160 },
    children: [
      ...(block.title ? [new Paragraph({ children: runs(block.title, { bold: true, color: NAVY }) })] : []),
      new Paragraph({ children: runs(block.text) }),
    ],
  });
}

export function blockToDocx(block: Block, listIndex: () => number): (Paragraph | Table)[] {
  switch (block.kind) {
    case 'heading':
      return [
        new Paragraph({
          heading: (block.level ?? 1) === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
          keepNext: true,
          children: runs(block.text),
        }),
      ];
    case 'paragraph':
      return [
        new Paragraph({
          children: [...(block.lead ? runs(block.lead + ' ', { bold: true, color: NAVY }) : []), ...runs(block.text)],
        }),
      ];
    case 'bullets':
      return block.items.map(
        (item) => new Paragraph({ numbering: { reference: 'bullets', level: 0 }, children: runs(item) }),
      );
    case 'numbered': {
      const instance = listIndex();
      return block.items.map(
        (item) => new Paragraph({ numbering: { reference: 'numbers', level: 0, instance }, children: runs(item) }),
      );
    }
    case 'checklist':
      return checklist(block.items);
    case 'table':
      return [table(block.columns, block.rows, block.widths, block.blankRows ?? 0), spacer()];
    case 'fields':
      return [
        table(
          ['Field', 'Entry'],
          block.items.map((f) => [f.label, '']),
          [1, 2],
        ),
        spacer(),
      ];
    case 'choices':
      return [choices(block)];
    case 'callout':
      return [callout(block), spacer()];
    case 'pageBreak':
      return [new Paragraph({ children: [new PageBreak()] })];
  }
}
