// The one HTML page of the editor app.
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
