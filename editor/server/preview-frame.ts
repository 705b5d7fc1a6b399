// The preview frame. Locally it is served from the editor's other loopback name (localhost when the editor is open at
// 127.0.0.1, and the other way round), so the browser renders it in a process of its own: laying out a whole page
// never blocks typing in the editor. Online it is on the editor's own origin; sandboxed, it has an opaque origin in
// both. Its one script is this file's: it takes the page's HTML from the editor window by postMessage (inserting HTML
// runs none of its scripts), only from the editor's origins, scrolls to a block, and keeps links from navigating.

/** The attribute of the empty element before each block in the preview's HTML, to scroll to a block by its index. */
export const BLOCK_MARK = 'data-editor-block';

export const PREVIEW_FRAME_CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:";

/** The frame's page; `scriptAddress` is its script's address (locally with the token, which the frame's request needs). */
export function previewFramePage(scriptAddress: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Preview</title>
<script src="${scriptAddress}" defer></script>
</head>
<body></body>
</html>`;
}

/** The frame's script, which takes messages only from the editor windows at `editorOrigins`. */
export const previewFrameScript = (editorOrigins: readonly string[]) => `
'use strict';
(() => {
  const editors = ${JSON.stringify(editorOrigins)};
  const scrollToBlock = (index) => {
    const mark = document.querySelectorAll('[${BLOCK_MARK}]')[index];
    const target = mark && (mark.nextElementSibling || mark.parentElement);
    // Not scrollIntoView: that would scroll the editor window around the frame too.
    if (target) window.scrollTo(0, target.getBoundingClientRect().top + window.scrollY);
  };
  window.addEventListener('message', (event) => {
    if (!editors.includes(event.origin) || event.source !== window.parent) return;
    const data = event.data || {};
    if (typeof data.html === 'string') {
      const next = new DOMParser().parseFromString(data.html, 'text/html');
      const y = data.keepScroll ? window.scrollY : 0;
      document.head.replaceChildren(...next.head.childNodes);
      document.body.replaceChildren(...next.body.childNodes);
      window.scrollTo(0, y);
      window.parent.postMessage({ rendered: data.id }, event.origin);
    }
    if (typeof data.block === 'number') scrollToBlock(data.block);
  });
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a, button')) event.preventDefault();
  });
  document.addEventListener('submit', (event) => event.preventDefault());
  for (const origin of editors) window.parent.postMessage({ ready: true }, origin);
})();
`;
