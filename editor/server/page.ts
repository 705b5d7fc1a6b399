// The one HTML page of the editor app. It holds no token (the app takes it from its address, editor/app/token.ts), and
// its policy lets it run only the app's own script and style, talk only to the editor, and frame only the preview,
// which is on the editor's other loopback name.
export function appPage(): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Site editor</title>
<link rel="stylesheet" href="/app.css">
</head>
<body>
<div id="app"><p class="loading">Opening the editor…</p></div>
<script type="module" src="/app.js"></script>
</body>
</html>`;
}

/** The app page's Content-Security-Policy, for an editor listening on `port`. */
export function appPagePolicy(port: number): string {
  return [
    "default-src 'none'",
    // The app's check compiles the schema into validators at run time (ajv, as lint does), which is eval; no inline
    // script and no other site's script runs.
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self'",
    "img-src 'self'",
    "connect-src 'self'",
    `frame-src http://127.0.0.1:${port} http://localhost:${port}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}
