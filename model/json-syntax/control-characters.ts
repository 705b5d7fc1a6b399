// Control characters (a tab, a form feed, …) cannot stand inside a text in quotes; a pasted tab is the usual one.
import type { Token } from '@humanwhocodes/momoa';
import { positionAt } from './scan.ts';
import type { SyntaxFault } from './stop.ts';

export function controlCharacters(text: string, tokens: Token[]): SyntaxFault[] {
  const faults: SyntaxFault[] = [];
  for (const token of tokens) {
    if (token.type !== 'String') continue;
    const { start, end } = token.loc;
    for (let i = start.offset; i < end.offset; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0x20) continue;
      const position = positionAt(text, i);
      const where = `on line ${position.line}, column ${position.column}`;
      faults.push({
        code: 'control-character',
        position,
        message:
          code === 9
            ? `A tab character is inside a text ${where}; a text in quotes cannot hold one. Replace it with a space.`
            : `An invisible control character (U+${code.toString(16).toUpperCase().padStart(4, '0')}) is inside a text ${where}, probably pasted in with it. Delete it: put the cursor just after it and press Backspace until the letters on both sides touch, then type a space if one is needed.`,
      });
    }
  }
  return faults;
}
