// Makes public/og-image.png, the 1200×630 image shown when a page is shared: the firm's mark and name, the home
// hero's label and headline, and the site's address, rendered by Chromium from the HTML below. Run it again after
// changing those texts (`npx tsx scripts/share-image.ts`) and commit the PNG; the build only copies it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../build/chromium.ts';
import { loadSite } from '../site/node.ts';
import { SHARE_IMAGE, shareImageText } from '../renderer/seo/share-image.ts';
import { escapeHtml } from '../renderer/seo/head.ts';
import { color, font } from '../ui/theme/tokens.ts';

export function shareImageHtml(text: { firm: string; tagline: string; kicker: string }, host: string): string {
  const mark = readFileSync(join(process.cwd(), 'public', 'favicon.svg'), 'utf8');
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
  *{box-sizing:border-box;margin:0}
  html,body{width:${SHARE_IMAGE.width}px;height:${SHARE_IMAGE.height}px;overflow:hidden}
  body{font-family:${font.heading};color:${color.onDark};
    background:linear-gradient(180deg, ${color.navy} 0%, ${color.navyDeep} 100%);
    display:flex;flex-direction:column;padding:72px 84px 64px;position:relative}
  body::after{content:"";position:absolute;right:-140px;top:-140px;width:460px;height:460px;border-radius:50%;border:56px solid rgba(255,255,255,.06)}
  header{display:flex;align-items:center;gap:22px}
  header svg{width:72px;height:72px;border-radius:16px;box-shadow:0 0 0 2px rgba(255,255,255,.18)}
  .firm{font-size:46px;font-weight:800;letter-spacing:-.01em}
  main{margin-top:auto}
  .kicker{font-size:26px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:#fdba74;margin-bottom:22px}
  h1{font-size:68px;line-height:1.08;font-weight:800;letter-spacing:-.02em;max-width:980px;text-wrap:balance}
  footer{margin-top:44px;display:flex;align-items:center;gap:18px;font-size:26px;color:${color.onDarkMuted}}
  footer::before{content:"";width:56px;height:6px;border-radius:3px;background:${color.accent}}
</style></head><body>
  <header>${mark}<span class="firm">${escapeHtml(text.firm)}</span></header>
  <main><p class="kicker">${escapeHtml(text.kicker)}</p><h1>${escapeHtml(text.tagline)}</h1></main>
  <footer>${escapeHtml(host)}</footer>
</body></html>`;
}

export async function makeShareImage(out = join(process.cwd(), 'public', SHARE_IMAGE.path)): Promise<string> {
  const site = await loadSite();
  const { manifest } = site;
  const html = shareImageHtml(shareImageText(site), new URL(manifest.site.baseUrl).host);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({
      viewport: { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height },
      deviceScaleFactor: 1,
    });
    await page.setContent(html, { waitUntil: 'load' });
    writeFileSync(
      out,
      await page.screenshot({
        type: 'png',
        clip: { x: 0, y: 0, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height },
      }),
    );
  } finally {
    await browser.close();
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Wrote ${await makeShareImage()}`);
}
