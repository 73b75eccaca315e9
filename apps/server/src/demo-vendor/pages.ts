const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Languages the pages are written in; every other launch language falls back to English. */
const PAGE_LANGUAGES: Record<string, string> = { EN: 'en', CN: 'zh-CN' };

/**
 * The game page's shell: the lane's settings ride in a data attribute (the page's policy allows no
 * inline script), and game.js draws the lane's game into it.
 */
export function renderPage(config: Record<string, unknown>, base: string, lang: string): string {
  const code = PAGE_LANGUAGES[lang.toUpperCase()] ? lang.toUpperCase() : 'EN';
  const data = escapeHtml(JSON.stringify({ ...config, lang: code }));
  return `<!doctype html>
<html lang="${PAGE_LANGUAGES[code]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo game</title>
<link rel="stylesheet" href="${escapeHtml(base)}/assets/game.css">
<script type="module" src="${escapeHtml(base)}/assets/game.js"></script>
</head>
<body data-config="${data}">
<main id="game" class="game" aria-busy="true">
<h1 id="title">…</h1>
<p class="balance"><span id="balance-label"></span> <output id="balance" data-testid="vendor-balance">…</output></p>
<div id="table"></div>
<p id="status" class="status" role="status" aria-live="polite" data-testid="vendor-status"></p>
</main>
</body>
</html>`;
}
