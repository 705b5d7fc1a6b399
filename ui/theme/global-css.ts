// The base stylesheet, inlined in every pre-rendered page's <head> before the components' styles.
import { color, font, layout, text } from './tokens.ts';
import { fontFaceCss } from './fonts.ts';

export const globalCss = `
${fontFaceCss()}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-padding-top:calc(${layout.navHeight} + 16px)}
@media (prefers-reduced-motion: no-preference){html{scroll-behavior:smooth}}
body{margin:0;font-family:${font.body};font-size:${text.base};line-height:1.6;color:${color.text};background:${color.surface};-webkit-font-smoothing:antialiased}
h1,h2,h3,h4{font-family:${font.heading};font-weight:650;color:${color.ink};line-height:1.15;margin:0;text-wrap:balance;overflow-wrap:break-word;letter-spacing:-0.01em}
p{margin:0}
ul,ol{margin:0;padding:0}
img,svg{display:block;max-width:100%}
a{color:inherit}
button{font:inherit}
:focus-visible{outline:3px solid ${color.focus};outline-offset:2px}
site-island{display:contents}
.visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.skip-link{position:absolute;left:8px;top:-48px;z-index:100;background:${color.ink};color:#fff;padding:8px 14px;border-radius:6px}
.skip-link:focus{top:8px}
section[data-tone=plain]+section[data-tone=plain],section[data-tone=alt]+section[data-tone=alt]{padding-top:0}
`.replace(/\n/g, '');
