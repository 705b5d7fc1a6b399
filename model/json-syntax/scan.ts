// Reading the raw text of a file that is not JSON: positions, quotes, values and the braces left open or missing.
import type { Position } from './stop.ts';

/** Line and column (both from 1) of a character offset. */
export function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

/** Offset of the last character before `offset` that is not white space, or -1. */
export function previousSignificant(text: string, offset: number): number {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i]!)) i--;
  return i;
}

/** Number of double quotes on a line that are not escaped with a backslash. */
export function quoteCount(line: string): number {
  let count = 0;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '\\') i++;
    else if (line[i] === '"') count++;
  }
  return count;
}

/** A short, readable excerpt of the value that ends at `end` (inclusive), for "after 1495" or "after \"Quick Scan\"". */
export function valueBefore(text: string, end: number): string {
  const lineStart = text.lastIndexOf('\n', end) + 1;
  const line = text.slice(lineStart, end + 1).trim();
  const value = /(?:"(?:[^"\\]|\\.)*"|[\w.+-]+|[}\]])$/.exec(line)?.[0] ?? line;
  return value.length > 40 ? `${value.slice(0, 37)}…"` : value;
}

/** The innermost '{' or '[' still open at `end` (the end of the text by default; texts in quotes are skipped), if any. */
export function unclosed(text: string, end = text.length): { char: string; offset: number } | undefined {
  const stack: { char: string; offset: number }[] = [];
  for (let i = 0; i < end; i++) {
    const c = text[i]!;
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"' && text[i] !== '\n'; i++) if (text[i] === '\\') i++;
    } else if (c === '{' || c === '[') stack.push({ char: c, offset: i });
    else if (c === '}' || c === ']') stack.pop();
  }
  return stack.at(-1);
}

/** Curly quotes as word processors type them, and the straight one JSON needs instead of each. */
export const CURLY_QUOTES: Record<string, string> = {
  '\u201c': '"',
  '\u201d': '"',
  '\u2018': '"',
  '\u2019': '"',
  '\u201e': '"',
  '\u00ab': '"',
  '\u00bb': '"',
};

/**
 * A curly quote on `line` where a name or a text starts or ends (not one inside a text, where it is fine), as its
 * index in the line.
 */
export function curlyQuoteAt(line: string): number | undefined {
  for (let i = 0; i < line.length; i++) {
    if (!(line[i]! in CURLY_QUOTES)) continue;
    const before = line.slice(0, i).trimEnd();
    const after = line.slice(i + 1).trimStart();
    if (before === '' || /[:,[{]$/.test(before) || after === '' || /^[:,\]}]/.test(after)) return i;
  }
  return undefined;
}

/**
 * A line ending with a name and its colon ("columns":) whose value was to open on that line: the next line indented like
 * it closes that value, so its '}' or ']' says which opener is missing. Only lines up to where the parser stopped count.
 */
export function missingOpener(
  lines: string[],
  stopLine: number,
): { line: Position; name: string; closer: string; closerLine: number } | undefined {
  const indentOf = (line: string) => line.search(/\S/);
  for (let i = 0; i < Math.min(stopLine, lines.length); i++) {
    const match = /("(?:[^"\\]|\\.)*")\s*:\s*$/.exec(lines[i]!);
    if (!match) continue;
    const indent = indentOf(lines[i]!);
    for (let j = i + 1; j < lines.length; j++) {
      const next = lines[j]!;
      if (next.trim() === '') continue;
      if (indentOf(next) > indent) continue;
      const closer = next.trim()[0]!;
      if (indentOf(next) === indent && (closer === '}' || closer === ']')) {
        return {
          line: { line: i + 1, column: lines[i]!.replace(/\s+$/, '').length + 1 },
          name: match[1]!,
          closer,
          closerLine: j + 1,
        };
      }
      break;
    }
  }
  return undefined;
}

/** Where an opening brace or bracket stands, with the indentation of its line. */
export interface Opener {
  char: '{' | '[';
  offset: number;
  indent: number;
}

export const CLOSER = { '{': '}', '[': ']' } as const;

/**
 * In an indented file, a group or list ends on a line indented like the line that opened it. The first line (before
 * the parser stopped) that is indented as little as an opener's line but does not close it shows where a '}' or ']'
 * is missing, however far the parser read past it. Texts in quotes are skipped.
 */
export function missingCloser(
  text: string,
  stop: number,
): { opener: Opener; line: number; lineStart: number; first: string } | undefined {
  const stack: Opener[] = [];
  let lineStart = 0;
  let indent = 0;
  let atLineStart = true;
  for (let i = 0; i < text.length && i <= stop; i++) {
    const c = text[i]!;
    if (c === '\n') {
      lineStart = i + 1;
      atLineStart = true;
      continue;
    }
    if (atLineStart) {
      if (c === ' ' || c === '\t' || c === '\r') continue;
      atLineStart = false;
      indent = i - lineStart;
      const open = stack.at(-1);
      if (open && indent <= open.indent && c !== CLOSER[open.char]) {
        return { opener: open, line: text.slice(0, lineStart).split('\n').length, lineStart, first: c };
      }
    }
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"' && text[i] !== '\n'; i++) if (text[i] === '\\') i++;
    } else if (c === '{' || c === '[') stack.push({ char: c, offset: i, indent });
    else if (c === '}' || c === ']') stack.pop();
  }
  return undefined;
}
