// The review as one HTML page: the changes in words, then each affected page's before and after pictures side by
// side at 390 and 1280 px, changed regions outlined in red.
import { CHANGE_GROUPS } from '../model/changes.ts';
import type { ReviewReport } from './review.ts';
import { GROUP_TITLES, NO_VISIBLE_CHANGE, STATUS_WORDS } from './words.ts';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #0b2545; background: #f6f7f9; }
  main { max-width: 1400px; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
  h1 { font-size: 1.6rem; margin: 0 0 .5rem; }
  h2 { margin-top: 2.5rem; border-bottom: 2px solid #d8dde6; padding-bottom: .25rem; }
  pre { white-space: pre-wrap; background: #fff; border: 1px solid #d8dde6; border-left: 4px solid #b93d0b; padding: 1rem; border-radius: 6px; }
  code { background: #fff; border: 1px solid #d8dde6; border-radius: 4px; padding: 0 .3rem; }
  .where { color: #3d4f66; }
  .pair { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; align-items: start; margin: .5rem 0 1.5rem; }
  figure { margin: 0; background: #fff; border: 1px solid #d8dde6; border-radius: 6px; padding: .5rem; }
  figcaption { font-weight: 600; margin-bottom: .25rem; }
  figure img { width: 100%; height: auto; display: block; }
  .narrow figure img { max-width: 390px; margin: 0 auto; }
  a:focus-visible { outline: 3px solid #b93d0b; outline-offset: 2px; }
`;

function picture(label: string, file: string | undefined, path: string, width: number): string {
  if (!file)
    return `<figure><figcaption>${label}</figcaption><p>The page does not exist ${label === 'Before' ? 'before' : 'after'} the change.</p></figure>`;
  return `<figure><figcaption>${label}</figcaption><a href="${escape(file)}"><img src="${escape(file)}" alt="${escape(`${path} at ${width} px, ${label.toLowerCase()} the change`)}" loading="lazy"></a></figure>`;
}

export function reportHtml(report: ReviewReport): string {
  const body: string[] = [`<h1>Content review: ${escape(report.file)} against ${escape(report.base)}</h1>`];
  if (report.lint.errors > 0)
    body.push('<p><strong>The manifest has errors: nothing was built.</strong> Fix them and run the review again.</p>');
  if (report.lint.text)
    body.push(
      `<h2>${report.lint.errors > 0 ? 'Lint errors' : 'Lint warnings'}</h2><pre>${escape(report.lint.text)}</pre>`,
    );
  if (report.lint.errors === 0 && report.noVisibleChange) body.push(`<p><strong>${NO_VISIBLE_CHANGE}</strong></p>`);
  if (report.publishing) body.push(`<p>Publishing from the editor: ${escape(report.publishing)}</p>`);
  for (const group of CHANGE_GROUPS) {
    const lines = report.changes.filter((c) => c.group === group);
    if (lines.length === 0) continue;
    const items = lines.map(
      (line) =>
        `<li>${escape(line.text)}. <span class="where">${escape(line.where)}</span>${line.diff ? `<br><code>${escape(line.diff)}</code>` : ''}</li>`,
    );
    body.push(`<h2>${GROUP_TITLES[group]}</h2><ul>${items.join('')}</ul>`);
  }
  const { pages, documents, sitemap } = report.differences;
  if (documents.length > 0)
    body.push(
      `<h2>Documents</h2><ul>${documents.map((d) => `<li>${escape(d.title)} (${escape(d.file)}): ${d.status}</li>`).join('')}</ul>`,
    );
  if (sitemap.length > 0)
    body.push(`<h2>Sitemap</h2><ul>${sitemap.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>`);
  if (pages.length > 0) body.push('<h2>Pages that show differently</h2>');
  for (const page of pages) {
    const what = page.status === 'changed' ? page.aspects.join(', ') : STATUS_WORDS[page.status];
    body.push(
      `<section aria-labelledby="page-${escape(page.path)}"><h3 id="page-${escape(page.path)}">${escape(page.path)} <small>(${escape(what)})</small></h3>`,
    );
    for (const shot of report.pictures.filter((p) => p.path === page.path)) {
      body.push(
        `<h4>${shot.width} px wide${shot.marked ? `, ${shot.marked} region${shot.marked === 1 ? '' : 's'} marked` : ''}</h4>`,
      );
      body.push(
        `<div class="pair${shot.width < 600 ? ' narrow' : ''}">${picture('Before', shot.before, page.path, shot.width)}${picture('After', shot.after, page.path, shot.width)}</div>`,
      );
    }
    body.push('</section>');
  }
  body.push(`<p><small>Reviewed in ${report.seconds} s.</small></p>`);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Content review against ${escape(report.base)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body.join('\n')}
</main>
</body>
</html>
`;
}
