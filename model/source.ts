// Parses JSON text keeping the line and column of every value, so messages can point into the file.
// A syntax error is explained in words and placed where the fix goes (the stray comma, the spot where a
// comma, a quote or a closing brace is missing), not only where the parser happened to stop.
// Lint, build, server and scripts all read the manifest through parseJsonSource: what one accepts, all accept.
import { parse, evaluate, type DocumentNode, type AnyNode, type MemberNode, type ElementNode, type Token } from '@humanwhocodes/momoa';
import type { Problem } from './problems.ts';

export interface Position {
  line: number;
  column: number;
}

export interface JsonSource {
  value: unknown;
  /** Where the value at a JSON pointer (as ajv reports it, e.g. "/routes/0/blocks/2") starts in the file. */
  positionOf(pointer: string): Position | undefined;
  /** The value at a JSON pointer exactly as written in the file ("1.500", "\"2,995\""), to repeat it in messages. */
  textOf(pointer: string): string | undefined;
}

export interface SyntaxFault {
  code: string;
  message: string;
  position: Position;
}

/** The file is not JSON. Most faults stop the parser, so there is one; control characters in texts are all listed. */
export class JsonSyntaxError extends Error {
  readonly position: Position;
  constructor(readonly faults: [SyntaxFault, ...SyntaxFault[]]) {
    super(faults[0].message);
    this.name = 'JsonSyntaxError';
    this.position = faults[0].position;
  }
}

/** The problems a JsonSyntaxError stands for, as lint lists them. */
export function syntaxProblems(error: JsonSyntaxError): Problem[] {
  return error.faults.map((fault) => ({
    severity: 'error',
    rule: 'syntax',
    code: fault.code,
    pointer: '',
    place: 'the file is not valid JSON',
    message: fault.message,
    ...fault.position,
  }));
}

/** Splits a JSON pointer into its keys ("/routes/0/a~1b" → ["routes", "0", "a/b"]). */
export function pointerSegments(pointer: string): string[] {
  return pointer === '' ? [] : pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

const TOKEN_WORDS: Record<string, string> = {
  RBrace: "closing brace '}'",
  RBracket: "closing bracket ']'",
  LBrace: "opening brace '{'",
  LBracket: "opening bracket '['",
  Comma: "comma ','",
  Colon: "colon ':'",
  String: 'text in quotes',
  Number: 'number',
  Boolean: 'true or false',
  Null: 'null',
  EOF: 'end of the file',
};

/** Line and column (both from 1) of a character offset. */
function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

/** Offset of the last character before `offset` that is not white space, or -1. */
function previousSignificant(text: string, offset: number): number {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i]!)) i--;
  return i;
}

/** Number of double quotes on a line that are not escaped with a backslash. */
function quoteCount(line: string): number {
  let count = 0;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '\\') i++;
    else if (line[i] === '"') count++;
  }
  return count;
}

/** A short, readable excerpt of the value that ends at `end` (inclusive), for "after 1495" or "after \"Quick Scan\"". */
function valueBefore(text: string, end: number): string {
  const lineStart = text.lastIndexOf('\n', end) + 1;
  const line = text.slice(lineStart, end + 1).trim();
  const value = /(?:"(?:[^"\\]|\\.)*"|[\w.+-]+|[}\]])$/.exec(line)?.[0] ?? line;
  return value.length > 40 ? `${value.slice(0, 37)}…"` : value;
}

/** The innermost '{' or '[' still open at `end` (the end of the text by default; texts in quotes are skipped), if any. */
function unclosed(text: string, end = text.length): { char: string; offset: number } | undefined {
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

/** A value can end with one of these: a closing quote, a digit, the end of true/false/null, a closing brace or bracket. */
const VALUE_END = /["\d}\]el]/;

/** Curly quotes as word processors type them, and the straight one JSON needs instead of each. */
const CURLY_QUOTES: Record<string, string> = { '\u201c': '"', '\u201d': '"', '\u2018': '"', '\u2019': '"', '\u201e': '"', '\u00ab': '"', '\u00bb': '"' };

/**
 * A curly quote on `line` where a name or a text starts or ends (not one inside a text, where it is fine), as its
 * index in the line.
 */
function curlyQuoteAt(line: string): number | undefined {
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
function missingOpener(lines: string[], stopLine: number): { line: Position; name: string; closer: string; closerLine: number } | undefined {
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
        return { line: { line: i + 1, column: lines[i]!.replace(/\s+$/, '').length + 1 }, name: match[1]!, closer, closerLine: j + 1 };
      }
      break;
    }
  }
  return undefined;
}

/** Where an opening brace or bracket stands, with the indentation of its line. */
interface Opener {
  char: '{' | '[';
  offset: number;
  indent: number;
}

const CLOSER = { '{': '}', '[': ']' } as const;

/**
 * In an indented file, a group or list ends on a line indented like the line that opened it. The first line (before
 * the parser stopped) that is indented as little as an opener's line but does not close it shows where a '}' or ']'
 * is missing, however far the parser read past it. Texts in quotes are skipped.
 */
function missingCloser(text: string, stop: number): { opener: Opener; line: number; lineStart: number; first: string } | undefined {
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

/**
 * Explains momoa's error ("Unexpected token RBrace found. (4:1)") for someone who does not write JSON every day,
 * and moves the position to where the fix goes. Each message says what to type.
 */
export function explainSyntaxError(text: string, raw: string, at: Position & { offset?: number }): SyntaxFault {
  const lines = text.split('\n');
  const offset =
    at.offset ?? lines.slice(0, at.line - 1).reduce((sum, l) => sum + l.length + 1, 0) + at.column - 1;
  const token = /Unexpected token (\w+)/.exec(raw)?.[1];
  const character = /Unexpected character '(.+)' found/.exec(raw)?.[1];
  const identifier = /Unexpected identifier '(.+)' found/.exec(raw)?.[1];
  const fault = (code: string, message: string, position: Position): SyntaxFault => ({ code, message, position });

  // 1. Curly quotes pasted from a word processor, where a name or a text starts or ends.
  for (const lineNumber of [at.line, at.line - 1]) {
    const line = lines[lineNumber - 1];
    if (line === undefined || !((character !== undefined && character in CURLY_QUOTES) || quoteCount(line) % 2 === 1)) continue;
    const index = curlyQuoteAt(line);
    if (index === undefined) continue;
    const quote = line[index]!;
    return fault(
      'curly-quote',
      `${quote} on line ${lineNumber} is a curly quote, as word processors type them; JSON needs the straight double quote ". ` +
        `Replace ${quote} with " (and check the other end of the same text).`,
      { line: lineNumber, column: index + 1 },
    );
  }

  // 2. A missing quote: the line where the parser stopped, or the line before it, has an odd number of quotes.
  for (const lineNumber of [at.line, at.line - 1]) {
    const line = lines[lineNumber - 1];
    if (line === undefined || quoteCount(line) % 2 === 0) continue;
    const trimmed = line.replace(/\s+$/, '');
    const column =
      lineNumber === at.line && (character !== undefined || identifier !== undefined)
        ? at.column
        : trimmed.endsWith(',')
          ? trimmed.length
          : trimmed.length + 1;
    return fault(
      'missing-quote',
      `A double quote (") is missing on line ${lineNumber}. Every name and every text starts and ends with a double quote, ` +
        `such as "name": "Quick Scan". Add the missing quote near column ${column}.`,
      { line: lineNumber, column },
    );
  }

  const previous = previousSignificant(text, offset);
  const previousChar = previous >= 0 ? text[previous]! : '';

  // 3. A number written with a thousands separator: 1,595 reads as 1 followed by a stray 595.
  if (token === 'Number' && previousChar === ',') {
    const lineStart = text.lastIndexOf('\n', previous) + 1;
    const lineEnd = text.indexOf('\n', offset);
    const line = text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd);
    const match = [...line.matchAll(/\d{1,3}(?:,\d{3})+(?![\d.])/g)].find((m) => lineStart + m.index! <= previous && previous < lineStart + m.index! + m[0].length);
    if (match) {
      const spot = positionAt(text, lineStart + match.index!);
      return fault(
        'thousands-separator',
        `${match[0]} on line ${spot.line} has a thousands separator; numbers in this file have none. Write ${match[0].replace(/,/g, '')}.`,
        spot,
      );
    }
  }

  // 4. A comma after the last item: JSON allows none before a closing brace or bracket.
  if ((token === 'RBrace' || token === 'RBracket') && previousChar === ',') {
    const comma = positionAt(text, previous);
    return fault(
      'trailing-comma',
      `Remove the comma at the end of line ${comma.line}: there is a comma after the last item, just before the ${TOKEN_WORDS[token]} ` +
        `on line ${at.line}. JSON allows no comma before a closing '}' or ']'.`,
      comma,
    );
  }

  // 5. A '{' or '[' missing after a name at the end of a line: the line indented like it that closes the value says which.
  const opener = missingOpener(lines, at.line);
  if (opener) {
    const [brace, char] = opener.closer === '}' ? ['brace', '{'] : ['bracket', '['];
    return fault(
      'missing-opener',
      `An opening ${brace} '${char}' is missing at the end of line ${opener.line.line} (${opener.name}:). The ${char === '{' ? 'group' : 'list'} it opens ends with the '${opener.closer}' on line ${opener.closerLine}. Type ${char} after the colon.`,
      opener.line,
    );
  }

  // 6. A '}' or ']' missing: found by indentation, on the line where it was left out rather than where reading stopped.
  const atEnd = /^\S*\s*$/.test(text.slice(offset));
  const closer = missingCloser(text, offset);
  if (closer) {
    const { opener } = closer;
    const close = CLOSER[opener.char];
    const [kind, brace] = opener.char === '{' ? ['group', 'brace'] : ['list', 'bracket'];
    const opened = positionAt(text, opener.offset);
    const what = `The ${kind} '${opener.char}' opened on line ${opened.line} is never closed: a closing ${brace} '${close}' is missing`;
    if (closer.first === ',') {
      const spot = positionAt(text, closer.lineStart + text.slice(closer.lineStart).search(/\S/));
      return fault('missing-closer', `${what} on line ${spot.line}. Type ${close} before the comma, so the line reads "${close},".`, spot);
    }
    const last = previousSignificant(text, closer.lineStart);
    const spot = positionAt(text, last + 1);
    const needsComma = !/[}\]]/.test(closer.first) && text[last] !== ',';
    const typed = needsComma ? `${close},` : close;
    return fault(
      'missing-closer',
      `${what} before line ${closer.line}. Type ${typed} at the end of line ${spot.line}${needsComma ? ' (the comma separates it from what follows)' : ''}.`,
      spot,
    );
  }

  // 7. Two items with nothing between them.
  const startsValue = token === 'String' || token === 'Number' || token === 'LBrace' || token === 'LBracket' || token === 'Boolean' || token === 'Null';
  if (startsValue && VALUE_END.test(previousChar)) {
    // A text followed by a value is a name without its colon when that text opens an object or follows a comma.
    if (previousChar === '"') {
      const nameStart = text.lastIndexOf('"', previous - 1);
      const beforeName = text[previousSignificant(text, nameStart)];
      if ((beforeName === '{' || beforeName === ',') && unclosed(text, previous)?.char === '{') {
        const spot = positionAt(text, previous + 1);
        return fault('missing-colon', `A colon (:) is missing on line ${spot.line} after the name ${valueBefore(text, previous)}. Write it as "name": value.`, spot);
      }
    }
    const spot = positionAt(text, previous + 1);
    return fault(
      'missing-comma',
      `A comma is missing at the end of line ${spot.line}, after ${valueBefore(text, previous)}. ` +
        `Items in a list, and fields in { }, are separated by commas: add a comma there.`,
      spot,
    );
  }

  const open = /end of input/.test(raw) || token === 'EOF' || atEnd ? unclosed(text) : undefined;
  if (open) {
    const where = positionAt(text, open.offset);
    const [kind, closeWith] = open.char === '{' ? ['group', '}'] : ['list', ']'];
    return fault(
      'cut-short',
      `The file ends too early: the ${kind} '${open.char}' opened on line ${where.line}, column ${where.column} is never closed. Add the missing '${closeWith}' where that ${kind} ends.`,
      where,
    );
  }
  if (token === 'RBrace' || token === 'RBracket') {
    return fault('stray-closer', `This ${TOKEN_WORDS[token]} closes nothing: is there one too many, or is the matching opening one missing above it?`, at);
  }
  if (/end of input/.test(raw) || token === 'EOF') {
    return fault('cut-short', 'The file ends too early: is it empty, or was the end of it deleted?', at);
  }
  if (identifier !== undefined) {
    return fault(
      'bare-word',
      identifier === 'undefined' || identifier === 'NaN'
        ? `${identifier} is not allowed in JSON: write a number, a text in quotes, true, false or null.`
        : `'${identifier}' needs double quotes around it: write "${identifier}". Only numbers, true, false and null are written without quotes.`,
      at,
    );
  }
  if (character === "'") {
    return fault('single-quote', `JSON uses double quotes ("), not single quotes ('): write "like this".`, at);
  }
  if (character === '/') {
    return fault('comment', 'JSON files cannot contain comments (// or /* */). Remove the comment.', at);
  }
  if (character !== undefined && /[€$£]/.test(character)) {
    return fault(
      'currency-sign',
      `Unexpected '${character}': a price is written as a plain number such as 1495, without the currency sign or commas; a text goes in double quotes.`,
      at,
    );
  }
  if (token === 'Colon' && previousChar === '"') {
    const nameStart = text.lastIndexOf('"', previous - 1);
    const spot = positionAt(text, nameStart);
    const name = text.slice(nameStart, previous + 1);
    return fault(
      'missing-opener',
      `An opening brace '{' is missing before ${name} on line ${spot.line}: named fields are grouped in { }. Type { before ${name}.`,
      spot,
    );
  }
  if (token === 'Colon' || token === 'Comma') {
    return fault('unexpected', `Unexpected ${TOKEN_WORDS[token]}: is a name or a value missing before it, or is it doubled?`, at);
  }
  if (character !== undefined) {
    return fault('unexpected', `Unexpected '${character}': is a quote (") missing around a text or a name?`, at);
  }
  const what = token ? TOKEN_WORDS[token] ?? token : 'character';
  return fault('unexpected', `Unexpected ${what}: is a comma missing between two items, or a quote (") around a name?`, at);
}

/** Control characters (a tab, a form feed, …) cannot stand inside a text in quotes; a pasted tab is the usual one. */
function controlCharacters(text: string, tokens: Token[]): SyntaxFault[] {
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

export function parseJsonSource(input: string): JsonSource {
  // A byte-order mark (some Windows editors add one) is invisible and means nothing in JSON: it is dropped.
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  let document: DocumentNode;
  try {
    document = parse(text, { mode: 'json', ranges: false });
  } catch (error) {
    const err = error as Error & { line?: number; column?: number; offset?: number };
    if (typeof err.line !== 'number') throw error;
    throw new JsonSyntaxError([explainSyntaxError(text, err.message, { line: err.line, column: err.column ?? 1, offset: err.offset })]);
  }
  // Most files have no control character at all; only one that has any (a tab may also indent) is read token by token.
  const tokens = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\t]/.test(text) ? (parse(text, { mode: 'json', tokens: true }).tokens ?? []) : [];
  const [control, ...more] = controlCharacters(text, tokens);
  if (control) throw new JsonSyntaxError([control, ...more]);
  const nodeAt = (pointer: string): AnyNode => {
    let node: AnyNode = document.body;
    for (const segment of pointerSegments(pointer)) {
      if (node.type === 'Object') {
        const member: MemberNode | undefined = node.members.find((m) => m.name.type === 'String' && m.name.value === segment);
        if (!member) break;
        node = member.value;
      } else if (node.type === 'Array') {
        const element: ElementNode | undefined = node.elements[Number(segment)];
        if (!element) break;
        node = element.value;
      } else break;
    }
    return node;
  };
  return {
    value: evaluate(document),
    positionOf(pointer) {
      const { start } = nodeAt(pointer).loc;
      return { line: start.line, column: start.column };
    },
    textOf(pointer) {
      const { start, end } = nodeAt(pointer).loc;
      return text.slice(start.offset, end.offset);
    },
  };
}
