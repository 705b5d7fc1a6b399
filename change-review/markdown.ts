// The review as Markdown for a pull-request comment: under 60,000 characters, pictures referenced as files.
import { CHANGE_GROUPS } from '../model/changes.ts';
import type { ReviewReport } from './review.ts';
import { GROUP_TITLES, NO_VISIBLE_CHANGE, STATUS_WORDS } from './words.ts';

export const MARKDOWN_LIMIT = 60_000;

const inline = (text: string) => text.replace(/\s+/g, ' ').replace(/`/g, 'ˋ');

function summary(report: ReviewReport): string {
  const { pages, documents } = report.differences;
  if (report.lint.errors > 0)
    return `**The manifest has errors: nothing was built.** Fix them and run the review again.`;
  if (report.changes.length === 0 && report.noVisibleChange)
    return `**${NO_VISIBLE_CHANGE}** The manifest holds the same content (only its formatting differs, if anything).`;
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const visible = report.noVisibleChange
    ? NO_VISIBLE_CHANGE
    : `${count(pages.length, 'page')} and ${count(documents.length, 'document')} show differently.`;
  return `**${count(report.changes.length, 'change')}.** ${visible}`;
}

/** The report in Markdown; `imagesBase` is how the reader reaches the report folder (such as "review"). */
export function reportMarkdown(report: ReviewReport, imagesBase: string): string {
  const out: string[] = [`## Content review: ${report.file} against ${report.base}`, '', summary(report), ''];
  if (report.publishing) out.push(`Publishing from the editor: ${report.publishing}`, '');
  if (report.lint.text) {
    out.push(
      report.lint.errors > 0 ? '### Lint errors' : '### Lint warnings',
      '',
      '```text',
      report.lint.text,
      '```',
      '',
    );
  }
  for (const group of CHANGE_GROUPS) {
    const lines = report.changes.filter((c) => c.group === group);
    if (lines.length === 0) continue;
    out.push(`### ${GROUP_TITLES[group]}`, '');
    for (const line of lines) {
      out.push(`- ${inline(line.text)}. ${line.where}`);
      if (line.diff) out.push(`  \`${inline(line.diff)}\``);
    }
    out.push('');
  }
  const { pages, documents, sitemap } = report.differences;
  if (pages.length > 0) {
    out.push(
      '### Pages that show differently',
      '',
      '| Page | What differs | 390 px | 1280 px |',
      '| --- | --- | --- | --- |',
    );
    for (const page of pages) {
      const cells = [390, 1280].map((width) => {
        const picture = report.pictures.find((p) => p.path === page.path && p.width === width);
        if (!picture) return '–';
        const link = (label: string, file?: string) => (file ? `[${label}](${imagesBase}/${file})` : '');
        return [link('before', picture.before), link('after', picture.after)].filter(Boolean).join(' · ');
      });
      const what = page.status === 'changed' ? page.aspects.join(', ') : STATUS_WORDS[page.status];
      out.push(`| ${page.path} | ${what} | ${cells[0]} | ${cells[1]} |`);
    }
    out.push('');
  }
  if (documents.length > 0)
    out.push(
      '### Documents that show differently',
      '',
      ...documents.map((d) => `- ${d.title} (${d.file}): ${d.status}`),
      '',
    );
  if (sitemap.length > 0) out.push('### Sitemap', '', ...sitemap.map((line) => `- ${line}`), '');
  const pictures = report.pictures.length > 0 ? `Side-by-side pictures: ${imagesBase}/index.html. ` : '';
  out.push(`_${pictures}Reviewed in ${report.seconds} s._`, '');
  return fit(out.join('\n'));
}

/** Cuts an over-long report at a line, saying so, to stay under the comment limit. */
function fit(markdown: string): string {
  if (markdown.length < MARKDOWN_LIMIT) return markdown;
  const note = '\n\n_The report is too long for a comment; the rest is in the HTML report._\n';
  const cut = markdown.lastIndexOf('\n', MARKDOWN_LIMIT - note.length - 1);
  return markdown.slice(0, cut) + note;
}
