// The PDF look: colours, fonts, sizes and margins, and the characters the standard PDF fonts can print.

export const palette = {
  navy: '#0b2545',
  accent: '#b93d0b',
  text: '#1e293b',
  muted: '#475569',
  onDark: '#f8fafc',
  onDarkMuted: '#cbd5e1',
  border: '#dbe2ea',
  zebra: '#f4f6f9',
  soft: '#fff4ed',
} as const;

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;
export const SIZE = { body: 10.5, small: 9.5, tiny: 8, h1: 16, h2: 12.5 } as const;
export const MARGIN = { top: 68, bottom: 66, left: 56, right: 56 } as const;
export const LINE_GAP = 2.5;

// The standard PDF fonts write text in WinAnsi encoding; anything outside it would print as a wrong glyph.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function unprintable(text: string): string[] {
  return [...text].filter((ch) => {
    const code = ch.codePointAt(0)!;
    return !(ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch));
  });
}
