// The one HTML page of the editor app. It carries the run's token for the preview frame's address (the frame is on
// the other loopback name, where this page's cookie does not reach).
export function appPage(token: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Site editor</title>
<meta name="editor-token" content="${token}">
<link rel="stylesheet" href="/app.css">
</head>
<body>
<div id="app"><p class="loading">Opening the editor…</p></div>
<script type="module" src="/app.js"></script>
</body>
</html>`;
}
