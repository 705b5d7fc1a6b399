// Syntax errors about quotes: curly quotes from a word processor, a missing quote, single quotes, a word without quotes.
import { CURLY_QUOTES, curlyQuoteAt, quoteCount } from './scan.ts';
import { fault, type Explainer } from './stop.ts';

/** Curly quotes pasted from a word processor, where a name or a text starts or ends. */
export const curlyQuote: Explainer = ({ lines, at, character }) => {
  for (const lineNumber of [at.line, at.line - 1]) {
    const line = lines[lineNumber - 1];
    if (line === undefined || !((character !== undefined && character in CURLY_QUOTES) || quoteCount(line) % 2 === 1))
      continue;
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
  return undefined;
};

/** A missing quote: the line where the parser stopped, or the line before it, has an odd number of quotes. */
export const missingQuote: Explainer = ({ lines, at, character, identifier }) => {
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
  return undefined;
};

/** A word without quotes: a text left bare, or JavaScript's undefined or NaN. */
export const bareWord: Explainer = ({ identifier, at }) => {
  if (identifier === undefined) return undefined;
  return fault(
    'bare-word',
    identifier === 'undefined' || identifier === 'NaN'
      ? `${identifier} is not allowed in JSON: write a number, a text in quotes, true, false or null.`
      : `'${identifier}' needs double quotes around it: write "${identifier}". Only numbers, true, false and null are written without quotes.`,
    at,
  );
};

export const singleQuote: Explainer = ({ character, at }) =>
  character === "'"
    ? fault('single-quote', `JSON uses double quotes ("), not single quotes ('): write "like this".`, at)
    : undefined;
