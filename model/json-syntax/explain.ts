// Explains momoa's error ("Unexpected token RBrace found. (4:1)") for someone who does not write JSON every day, and
// moves the position to where the fix goes. Each kind of error has its explainer; the first that recognises the stop
// wins, so the order below is from the most specific to the most general.
import {
  cutShortEmpty,
  cutShortInside,
  missingCloser,
  missingOpenerAfterName,
  missingOpenerBeforeName,
  strayCloser,
} from './braces.ts';
import { bareWord, curlyQuote, missingQuote, singleQuote } from './quotes.ts';
import { missingSeparator, strayPunctuation, thousandsSeparator, trailingComma } from './separators.ts';
import { fault, readStop, TOKEN_WORDS, type Explainer, type Position, type SyntaxFault } from './stop.ts';

const comment: Explainer = ({ character, at }) =>
  character === '/'
    ? fault('comment', 'JSON files cannot contain comments (// or /* */). Remove the comment.', at)
    : undefined;

const currencySign: Explainer = ({ character, at }) =>
  character !== undefined && /[€$£]/.test(character)
    ? fault(
        'currency-sign',
        `Unexpected '${character}': a price is written as a plain number such as 1495, without the currency sign or commas; a text goes in double quotes.`,
        at,
      )
    : undefined;

const unexpectedCharacter: Explainer = ({ character, at }) =>
  character !== undefined
    ? fault('unexpected', `Unexpected '${character}': is a quote (") missing around a text or a name?`, at)
    : undefined;

const EXPLAINERS: readonly Explainer[] = [
  curlyQuote,
  missingQuote,
  thousandsSeparator,
  trailingComma,
  missingOpenerAfterName,
  missingCloser,
  missingSeparator,
  cutShortInside,
  strayCloser,
  cutShortEmpty,
  bareWord,
  singleQuote,
  comment,
  currencySign,
  missingOpenerBeforeName,
  strayPunctuation,
  unexpectedCharacter,
];

export function explainSyntaxError(text: string, raw: string, at: Position & { offset?: number }): SyntaxFault {
  const stop = readStop(text, raw, at);
  for (const explain of EXPLAINERS) {
    const explained = explain(stop);
    if (explained) return explained;
  }
  const what = stop.token ? (TOKEN_WORDS[stop.token] ?? stop.token) : 'character';
  return fault(
    'unexpected',
    `Unexpected ${what}: is a comma missing between two items, or a quote (") around a name?`,
    at,
  );
}
