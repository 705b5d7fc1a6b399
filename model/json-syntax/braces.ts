// Syntax errors about braces and brackets: an opener or a closer missing, one too many, or a file that ends too early.
import {
  CLOSER,
  missingCloser as findMissingCloser,
  missingOpener,
  positionAt,
  previousSignificant,
  unclosed,
} from './scan.ts';
import { fault, TOKEN_WORDS, type Explainer } from './stop.ts';

const endOfInput = (raw: string, token: string | undefined): boolean => /end of input/.test(raw) || token === 'EOF';

/** A '{' or '[' missing after a name at the end of a line: the line indented like it that closes the value says which. */
export const missingOpenerAfterName: Explainer = ({ lines, at }) => {
  const opener = missingOpener(lines, at.line);
  if (!opener) return undefined;
  const [brace, char] = opener.closer === '}' ? ['brace', '{'] : ['bracket', '['];
  return fault(
    'missing-opener',
    `An opening ${brace} '${char}' is missing at the end of line ${opener.line.line} (${opener.name}:). The ${char === '{' ? 'group' : 'list'} it opens ends with the '${opener.closer}' on line ${opener.closerLine}. Type ${char} after the colon.`,
    opener.line,
  );
};

/** A '}' or ']' missing: found by indentation, on the line where it was left out rather than where reading stopped. */
export const missingCloser: Explainer = ({ text, offset }) => {
  const closer = findMissingCloser(text, offset);
  if (!closer) return undefined;
  const { opener } = closer;
  const close = CLOSER[opener.char];
  const [kind, brace] = opener.char === '{' ? ['group', 'brace'] : ['list', 'bracket'];
  const opened = positionAt(text, opener.offset);
  const what = `The ${kind} '${opener.char}' opened on line ${opened.line} is never closed: a closing ${brace} '${close}' is missing`;
  if (closer.first === ',') {
    const spot = positionAt(text, closer.lineStart + text.slice(closer.lineStart).search(/\S/));
    return fault(
      'missing-closer',
      `${what} on line ${spot.line}. Type ${close} before the comma, so the line reads "${close},".`,
      spot,
    );
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
};

/** The file ends (or the parser stopped at its end) with a group or list still open. */
export const cutShortInside: Explainer = ({ text, raw, token, offset }) => {
  const atEnd = /^\S*\s*$/.test(text.slice(offset));
  const open = endOfInput(raw, token) || atEnd ? unclosed(text) : undefined;
  if (!open) return undefined;
  const where = positionAt(text, open.offset);
  const [kind, closeWith] = open.char === '{' ? ['group', '}'] : ['list', ']'];
  return fault(
    'cut-short',
    `The file ends too early: the ${kind} '${open.char}' opened on line ${where.line}, column ${where.column} is never closed. Add the missing '${closeWith}' where that ${kind} ends.`,
    where,
  );
};

export const strayCloser: Explainer = ({ token, at }) =>
  token === 'RBrace' || token === 'RBracket'
    ? fault(
        'stray-closer',
        `This ${TOKEN_WORDS[token]} closes nothing: is there one too many, or is the matching opening one missing above it?`,
        at,
      )
    : undefined;

/** The file ends with nothing left open: it is empty, or its end was deleted. */
export const cutShortEmpty: Explainer = ({ raw, token, at }) =>
  endOfInput(raw, token)
    ? fault('cut-short', 'The file ends too early: is it empty, or was the end of it deleted?', at)
    : undefined;

/** A name and its colon where a list item was expected: the '{' that groups named fields is missing before it. */
export const missingOpenerBeforeName: Explainer = ({ text, token, previous, previousChar }) => {
  if (token !== 'Colon' || previousChar !== '"') return undefined;
  const nameStart = text.lastIndexOf('"', previous - 1);
  const spot = positionAt(text, nameStart);
  const name = text.slice(nameStart, previous + 1);
  return fault(
    'missing-opener',
    `An opening brace '{' is missing before ${name} on line ${spot.line}: named fields are grouped in { }. Type { before ${name}.`,
    spot,
  );
};
