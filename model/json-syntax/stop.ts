// Where the JSON parser stopped, read once for every explanation: its token or character, and what comes before it.
import { previousSignificant } from './scan.ts';

export interface Position {
  line: number;
  column: number;
}

export interface SyntaxFault {
  code: string;
  message: string;
  position: Position;
}

/** The parser's stop: its message, place and what it found there, with the file's text around it. */
export interface Stop {
  text: string;
  lines: string[];
  /** momoa's own message, such as "Unexpected token RBrace found. (4:1)". */
  raw: string;
  /** Where the parser stopped, as it told it (faults placed there keep its offset too). */
  at: Position & { offset?: number };
  offset: number;
  token?: string;
  character?: string;
  identifier?: string;
  /** Offset of the last character before the stop that is not white space, or -1; and that character. */
  previous: number;
  previousChar: string;
}

/** An explanation of one kind of syntax error: a fault when the stop is of its kind. */
export type Explainer = (stop: Stop) => SyntaxFault | undefined;

export const fault = (code: string, message: string, position: Position): SyntaxFault => ({ code, message, position });

export const TOKEN_WORDS: Record<string, string> = {
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

export function readStop(text: string, raw: string, at: Position & { offset?: number }): Stop {
  const lines = text.split('\n');
  const offset = at.offset ?? lines.slice(0, at.line - 1).reduce((sum, l) => sum + l.length + 1, 0) + at.column - 1;
  const previous = previousSignificant(text, offset);
  return {
    text,
    lines,
    raw,
    at,
    offset,
    token: /Unexpected token (\w+)/.exec(raw)?.[1],
    character: /Unexpected character '(.+)' found/.exec(raw)?.[1],
    identifier: /Unexpected identifier '(.+)' found/.exec(raw)?.[1],
    previous,
    previousChar: previous >= 0 ? text[previous]! : '',
  };
}
