// Syntax errors about what separates values: a thousands separator, a comma too many, a comma or a colon missing.
import { positionAt, previousSignificant, unclosed, valueBefore } from './scan.ts';
import { fault, TOKEN_WORDS, type Explainer } from './stop.ts';

/** A value can end with one of these: a closing quote, a digit, the end of true/false/null, a closing brace or bracket. */
const VALUE_END = /["\d}\]el]/;

const VALUE_STARTS = new Set(['String', 'Number', 'LBrace', 'LBracket', 'Boolean', 'Null']);

/** A number written with a thousands separator: 1,595 reads as 1 followed by a stray 595. */
export const thousandsSeparator: Explainer = ({ text, token, offset, previous, previousChar }) => {
  if (token !== 'Number' || previousChar !== ',') return undefined;
  const lineStart = text.lastIndexOf('\n', previous) + 1;
  const lineEnd = text.indexOf('\n', offset);
  const line = text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd);
  const match = [...line.matchAll(/\d{1,3}(?:,\d{3})+(?![\d.])/g)].find(
    (m) => lineStart + m.index! <= previous && previous < lineStart + m.index! + m[0].length,
  );
  if (!match) return undefined;
  const spot = positionAt(text, lineStart + match.index!);
  return fault(
    'thousands-separator',
    `${match[0]} on line ${spot.line} has a thousands separator; numbers in this file have none. Write ${match[0].replace(/,/g, '')}.`,
    spot,
  );
};

/** A comma after the last item: JSON allows none before a closing brace or bracket. */
export const trailingComma: Explainer = ({ text, token, at, previous, previousChar }) => {
  if ((token !== 'RBrace' && token !== 'RBracket') || previousChar !== ',') return undefined;
  const comma = positionAt(text, previous);
  return fault(
    'trailing-comma',
    `Remove the comma at the end of line ${comma.line}: there is a comma after the last item, just before the ${TOKEN_WORDS[token]} ` +
      `on line ${at.line}. JSON allows no comma before a closing '}' or ']'.`,
    comma,
  );
};

/** Two items with nothing between them: a comma missing, or a colon when the first is a name. */
export const missingSeparator: Explainer = ({ text, token, previous, previousChar }) => {
  if (token === undefined || !VALUE_STARTS.has(token) || !VALUE_END.test(previousChar)) return undefined;
  // A text followed by a value is a name without its colon when that text opens an object or follows a comma.
  if (previousChar === '"') {
    const nameStart = text.lastIndexOf('"', previous - 1);
    const beforeName = text[previousSignificant(text, nameStart)];
    if ((beforeName === '{' || beforeName === ',') && unclosed(text, previous)?.char === '{') {
      const spot = positionAt(text, previous + 1);
      return fault(
        'missing-colon',
        `A colon (:) is missing on line ${spot.line} after the name ${valueBefore(text, previous)}. Write it as "name": value.`,
        spot,
      );
    }
  }
  const spot = positionAt(text, previous + 1);
  return fault(
    'missing-comma',
    `A comma is missing at the end of line ${spot.line}, after ${valueBefore(text, previous)}. ` +
      `Items in a list, and fields in { }, are separated by commas: add a comma there.`,
    spot,
  );
};

/** A colon or a comma where none can stand. */
export const strayPunctuation: Explainer = ({ token, at }) =>
  token === 'Colon' || token === 'Comma'
    ? fault(
        'unexpected',
        `Unexpected ${TOKEN_WORDS[token]}: is a name or a value missing before it, or is it doubled?`,
        at,
      )
    : undefined;
