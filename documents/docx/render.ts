// The Word layout (docx package) for editable downloads: a title band, the content blocks (blocks.ts), a running
// header and a footer with page numbers; dates pinned so the file is reproducible.
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TextRun,
} from 'docx';
import { unzipSync, zipSync, type Zippable } from 'fflate';
import type { DocumentSource } from '../types.ts';
import type { Facts } from '../facts.ts';
import { EDITION_DATE } from '../edition.ts';
import { ACCENT, CONTENT_WIDTH, MUTED, NAVY, blockToDocx, runs, shadedPanel, spacer } from './blocks.ts';

function titleBand(source: DocumentSource, facts: Facts): (Paragraph | Table)[] {
  const none = { style: BorderStyle.NONE, size: 0, color: 'auto' };
  const band = shadedPanel({
    fill: NAVY,
    borders: { top: none, left: none, right: none, bottom: { style: BorderStyle.SINGLE, size: 36, color: ACCENT } },
    margins: { top: 360, bottom: 360, left: 300, right: 300 },
    children: [
      new Paragraph({
        spacing: { after: 160 },
        children: [
          new TextRun({
            text: facts.firm.toUpperCase(),
            bold: true,
            color: 'CBD5E1',
            size: 20,
            characterSpacing: 40,
          }),
        ],
      }),
      new Paragraph({
        spacing: { after: 120 },
        children: [new TextRun({ text: source.title, bold: true, color: 'FFFFFF', size: 52 })],
      }),
      new Paragraph({ children: [new TextRun({ text: source.subtitle, color: 'CBD5E1', size: 24 })] }),
    ],
  });
  const out: (Paragraph | Table)[] = [band, spacer()];
  if (source.audience) {
    out.push(
      new Paragraph({
        children: [new TextRun({ text: 'WHO IT IS FOR', bold: true, color: ACCENT, size: 18, characterSpacing: 20 })],
      }),
    );
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
      const xml = new TextDecoder()
        .decode(data)
        .replace(/(<dcterms:(created|modified)[^>]*>)[^<]*(<\/dcterms:\2>)/g, `$1${stamp}$3`);
      content = new TextEncoder().encode(xml);
    }
    entries[name] = [content, { mtime: EDITION_DATE, level: 9 }];
  }
  return Buffer.from(zipSync(entries));
}

const STYLES = {
  default: {
    document: {
      run: { font: 'Calibri', size: 21, color: '1E293B' },
      paragraph: { spacing: { after: 100, line: 276 } },
    },
    heading1: {
      run: { font: 'Calibri', size: 30, bold: true, color: NAVY },
      paragraph: { spacing: { before: 320, after: 120 } },
    },
    heading2: {
      run: { font: 'Calibri', size: 24, bold: true, color: NAVY },
      paragraph: { spacing: { before: 200, after: 80 } },
    },
  },
};

/** The two list styles blocks.ts refers to by name: 'bullets' and 'numbers'. */
const NUMBERING = {
  config: [
    {
      reference: 'bullets',
      levels: [
        {
          level: 0,
          format: LevelFormat.BULLET,
          text: '•',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: 360, hanging: 260 } } },
        },
      ],
    },
    {
      reference: 'numbers',
      levels: [
        {
          level: 0,
          format: LevelFormat.DECIMAL,
          text: '%1.',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: 360, hanging: 360 } } },
        },
      ],
    },
  ],
};

/** The firm's name and the document's title at the top of every page. */
function runningHeader(source: DocumentSource, facts: Facts): Header {
  return new Header({
    children: [
      new Paragraph({
        children: [
          new TextRun({ text: facts.firm.toUpperCase(), bold: true, color: NAVY, size: 16, characterSpacing: 20 }),
          new TextRun({ text: `   ${source.title}`, color: MUTED, size: 16 }),
        ],
      }),
    ],
  });
}

/** The firm's contact line on the left and "Page n of m" on the right of every page. */
function runningFooter(facts: Facts): Footer {
  return new Footer({
    children: [
      new Paragraph({
        tabStops: [{ type: 'right', position: CONTENT_WIDTH }],
        children: [
          new TextRun({ text: `${facts.firm}  ·  ${facts.email}  ·  ${facts.host}`, color: MUTED, size: 16 }),
          new TextRun({
            children: ['\tPage ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
            color: MUTED,
            size: 16,
          }),
        ],
      }),
    ],
  });
}

export async function renderDocx(source: DocumentSource, facts: Facts): Promise<Buffer> {
  let lists = 0;
  const children = [
    ...titleBand(source, facts),
    ...source.blocks.flatMap((block) => blockToDocx(block, () => ++lists)),
  ];
  const document = new Document({
    creator: facts.firm,
    lastModifiedBy: facts.firm,
    title: source.title,
    description: source.subtitle,
    styles: STYLES,
    numbering: NUMBERING,
    sections: [
      {
        properties: {
          page: { size: { width: 11906, height: 16838 }, margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } },
        },
        headers: { default: runningHeader(source, facts) },
        footers: { default: runningFooter(facts) },
        children,
      },
    ],
  });
  return reproducible(await Packer.toBuffer(document));
}
