// The content model every download is written in: a document is a list of blocks, rendered to PDF (pdf-layout.ts)
// or to Word (docx-layout.ts). Content files build one of these from the manifest's facts (facts.ts).

export type Block =
  /** Level 1 starts a section, with an accent rule; level 2 is a sub-heading. */
  | {
      kind: 'heading';
      text: string;
      level?: 1 | 2;
      /** Points of room the heading needs below it on its page (PDF). */ keepWith?: number;
    }
  /** A paragraph; `lead` is printed in bold before the text. */
  | { kind: 'paragraph'; text: string; lead?: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'numbered'; items: string[] }
  /** Items with an empty checkbox square in front, to tick off. */
  | { kind: 'checklist'; items: string[] }
  /** A table; `widths` are relative column widths (defaults to equal). Empty cells are left blank to fill in. */
  | { kind: 'table'; columns: string[]; rows: string[][]; widths?: number[]; blankRows?: number }
  /** Form fields: a label with ruled lines to write on. */
  | { kind: 'fields'; items: { label: string; lines?: number }[] }
  /** A question answered by ticking one or more options. */
  | { kind: 'choices'; label: string; options: string[] }
  /** A shaded box for a key point. */
  | { kind: 'callout'; title?: string; text: string }
  | { kind: 'pageBreak' };

export interface DocumentSource {
  /** The download's title, as the manifest names it. */
  title: string;
  /** One line under the title on the first page. */
  subtitle: string;
  /** Who the document is for, shown on the first page. */
  audience?: string;
  blocks: Block[];
}
