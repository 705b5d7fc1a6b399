// The small pages behind the links in newsletter mails: plain HTML with an inline style sheet (the CSP allows inline
// styles, never inline scripts, and these pages need none). A GET only shows a page with one button; the button's
// POST makes the change, because mail scanners open the links in every mail they check.
import { escapeHtml } from '../../model/html.ts';

export interface PageText {
  title: string;
  /** Paragraphs, as plain text. */
  paragraphs: string[];
  /** A quoted passage after the paragraphs (the words a subscriber agrees to). */
  quote?: string;
  /** One button that POSTs to `action` (a relative address, so the form stays on this server). */
  button?: { label: string; action: string };
  /** A link after everything else. */
  link?: { label: string; href: string };
}

const STYLE = `
  body { font-family: system-ui, sans-serif; line-height: 1.5; margin: 0; color: #1a1a1a; background: #fafafa; }
  main { max-width: 36rem; margin: 4rem auto; padding: 2rem; background: #fff; border: 1px solid #ddd; border-radius: 8px; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  blockquote { margin: 1rem 0; padding: 0.5rem 1rem; border-left: 4px solid #888; background: #f3f3f3; }
  button { font: inherit; padding: 0.6rem 1.2rem; border: 0; border-radius: 6px; background: #1d4ed8; color: #fff; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  a { color: #1d4ed8; }
`;

export function renderPage(firmName: string, page: PageText): string {
  const paragraphs = page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n    ');
  const quote = page.quote === undefined ? '' : `\n    <blockquote>${escapeHtml(page.quote)}</blockquote>`;
  const button = page.button
    ? `\n    <form method="post" action="${escapeHtml(page.button.action)}"><button type="submit">${escapeHtml(page.button.label)}</button></form>`
    : '';
  const link = page.link
    ? `\n    <p><a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <meta name="referrer" content="no-referrer">
  <title>${escapeHtml(page.title)} · ${escapeHtml(firmName)}</title>
  <style>${STYLE}</style>
</head>
<body>
  <main>
    <p>${escapeHtml(firmName)} newsletter</p>
    <h1>${escapeHtml(page.title)}</h1>
    ${paragraphs}${quote}${button}${link}
  </main>
</body>
</html>
`;
}
