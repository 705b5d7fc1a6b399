// The one HTML page of the editor app, for both front doors: `npm run edit` on loopback (base "", local mode) and the
// editor online under /admin (base "/admin", online mode). The page holds no secret and no data: the app reads its
// base and mode from the <html> element's data attributes (editor/app/connection.ts), and its policy lets it run only
// the app's own script and style, talk only to the editor, and frame only the preview.

export type EditorMode = 'local' | 'online';

export function appPage(base: string, mode: EditorMode): string {
  return `<!DOCTYPE html>
<html lang="en" data-editor-base="${base}" data-editor-mode="${mode}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Site editor</title>
<link rel="stylesheet" href="${base}/app.css">
</head>
<body>
<div id="app"><p class="loading">Opening the editor…</p></div>
<script type="module" src="${base}/app.js"></script>
</body>
</html>`;
}

/** The app page's Content-Security-Policy; `frameSources` are where the preview frame may come from. */
export function appPagePolicy(frameSources: string): string {
  return [
    "default-src 'none'",
    // The app's check compiles the schema into validators at run time (ajv, as lint does), which is eval; no inline
    // script and no other site's script runs.
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self'",
    "img-src 'self' blob:", // the publications' pictures, fetched with the app's headers (publish/Pictures.tsx)
    "connect-src 'self'",
    `frame-src ${frameSources}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}
