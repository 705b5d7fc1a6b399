// Parses JSON text keeping the line and column of every value, so messages can point into the file.
// A syntax error is explained in words and placed where the fix goes (the stray comma, the spot where a
// comma or a quote is missing), not only where the parser happened to stop.
import { parse, evaluate, type DocumentNode, type AnyNode, type MemberNode, type ElementNode } from '@humanwhocodes/momoa';

export interface Position {
  line: number;
  column: number;
}

export interface JsonSource {
  value: unknown;
  /** Where the value at a JSON pointer (as ajv reports it, e.g. "/routes/0/blocks/2") starts in the file. */
  positionOf(pointer: string): Position | undefined;
}

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: Position,
  ) {
    super(message);
    this.name = 'JsonSyntaxError';
  }
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

/** The innermost '{' or '[' still open at the end of the text (texts in quotes are skipped), if any. */
function unclosed(text: string): { char: string; offset: number } | undefined {
  const stack: { char: string; offset: number }[] = [];
  for (let i = 0; i < text.length; i++) {
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

/**
 * Explains momoa's error ("Unexpected token RBrace found. (4:1)") for someone who does not write JSON every day,
 * and moves the position to where the fix goes.
 */
export function explainSyntaxError(text: string, raw: string, at: Position & { offset?: number }): { message: string; position: Position } {
  const lines = text.split('\n');
  const offset =
    at.offset ?? lines.slice(0, at.line - 1).reduce((sum, l) => sum + l.length + 1, 0) + at.column - 1;
  const token = /Unexpected token (\w+)/.exec(raw)?.[1];
  const character = /Unexpected character '(.+)' found/.exec(raw)?.[1];
  const identifier = /Unexpected identifier '(.+)' found/.exec(raw)?.[1];

  // 1. A missing quote: the line where the parser stopped, or the line before it, has an odd number of quotes.
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
    return {
      message:
        `A double quote (") is missing on line ${lineNumber}. Every name and every text starts and ends with a double quote, ` +
        `such as "name": "Quick Scan". Add the missing quote near column ${column}.`,
      position: { line: lineNumber, column },
    };
  }

  const previous = previousSignificant(text, offset);
  const previousChar = previous >= 0 ? text[previous]! : '';

  // 2. A comma after the last item: JSON allows none before a closing brace or bracket.
  if ((token === 'RBrace' || token === 'RBracket') && previousChar === ',') {
    const comma = positionAt(text, previous);
    return {
      message:
        `Remove the comma at the end of line ${comma.line}: there is a comma after the last item, just before the ${TOKEN_WORDS[token]} ` +
        `on line ${at.line}. JSON allows no comma before a closing '}' or ']'.`,
      position: comma,
    };
  }

  // 3. Two items with nothing between them.
  const startsValue = token === 'String' || token === 'Number' || token === 'LBrace' || token === 'LBracket' || token === 'Boolean' || token === 'Null';
  if (startsValue && VALUE_END.test(previousChar)) {
    // A text followed by a value is a name without its colon when that text opens an object or follows a comma.
    if (previousChar === '"') {
      const nameStart = text.lastIndexOf('"', previous - 1);
      const beforeName = text[previousSignificant(text, nameStart)];
      if (beforeName === '{' || beforeName === ',') {
        const spot = positionAt(text, previous + 1);
        return {
          message: `A colon (:) is missing on line ${spot.line} after the name ${valueBefore(text, previous)}. Write it as "name": value.`,
          position: spot,
        };
      }
    }
    const spot = positionAt(text, previous + 1);
    return {
      message:
        `A comma is missing at the end of line ${spot.line}, after ${valueBefore(text, previous)}. ` +
        `Items in a list, and fields in { }, are separated by commas: add a comma there.`,
      position: spot,
    };
  }

  const atEnd = /^\S*\s*$/.test(text.slice(offset));
  const open = /end of input/.test(raw) || token === 'EOF' || atEnd ? unclosed(text) : undefined;
  if (open) {
    const where = positionAt(text, open.offset);
    const [kind, closer] = open.char === '{' ? ['group', '}'] : ['list', ']'];
    return {
      message: `The file ends too early: the ${kind} '${open.char}' opened on line ${where.line}, column ${where.column} is never closed. Add the missing '${closer}' where that ${kind} ends.`,
      position: where,
    };
  }
  if (token === 'RBrace' || token === 'RBracket') {
    return {
      message: `This ${TOKEN_WORDS[token]} closes nothing: is there one too many, or is the matching opening one missing above it?`,
      position: at,
    };
  }
  if (/end of input/.test(raw) || token === 'EOF') {
    return { message: 'The file ends too early: is it empty, or was the end of it deleted?', position: at };
  }
  if (identifier !== undefined) {
    return {
      message:
        identifier === 'undefined' || identifier === 'NaN'
          ? `${identifier} is not allowed in JSON: write a number, a text in quotes, true, false or null.`
          : `'${identifier}' needs double quotes around it: write "${identifier}". Only numbers, true, false and null are written without quotes.`,
      position: at,
    };
  }
  if (character === "'") {
    return { message: `JSON uses double quotes ("), not single quotes ('): write "like this".`, position: at };
  }
  if (character === '/') {
    return { message: 'JSON files cannot contain comments (// or /* */). Remove the comment.', position: at };
  }
  if (character !== undefined && /[€$£]/.test(character)) {
    return {
      message: `Unexpected '${character}': a price is written as a plain number such as 1495, without the currency sign or commas; a text goes in double quotes.`,
      position: at,
    };
  }
  if (token === 'Colon' || token === 'Comma') {
    return { message: `Unexpected ${TOKEN_WORDS[token]}: is a name or a value missing before it, or is it doubled?`, position: at };
  }
  if (character !== undefined) {
    return { message: `Unexpected '${character}': is a quote (") missing around a text or a name?`, position: at };
  }
  const what = token ? TOKEN_WORDS[token] ?? token : 'character';
  return { message: `Unexpected ${what}: is a comma missing between two items, or a quote (") around a name?`, position: at };
}

export function parseJsonSource(text: string): JsonSource {
  let document: DocumentNode;
  try {
    document = parse(text, { mode: 'json', ranges: false });
  } catch (error) {
    const err = error as Error & { line?: number; column?: number; offset?: number };
    if (typeof err.line !== 'number') throw error;
    const { message, position } = explainSyntaxError(text, err.message, { line: err.line, column: err.column ?? 1, offset: err.offset });
    throw new JsonSyntaxError(message, { line: position.line, column: position.column });
  }
  return {
    value: evaluate(document),
    positionOf(pointer) {
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
      return { line: node.loc.start.line, column: node.loc.start.column };
    },
  };
}
