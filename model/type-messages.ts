// The words for a value of the wrong type: what the editor wrote, repeated, and what to write instead when it is clear
// ("€2,995" where a number goes: write 2995).
import type { ErrorObject } from 'ajv/dist/2020.js';
import type { Issue } from './references.ts';
import { capitalised } from './field-words.ts';

const TYPE_WORDS: Record<string, string> = {
  number: 'a number such as 1495, without the euro sign or commas',
  integer: 'a whole number such as 3',
  string: 'a text',
  boolean: 'on or off (true or false)',
  array: 'a list',
  object: 'a group of fields',
};

/** A value as the editor typed it, short enough to repeat in a message. */
export function shortText(typed: string): string {
  return typed.length > 40 ? `${typed.slice(0, 37)}…` : typed;
}

/**
 * The number an editor meant by a text or a fraction, when it is clear: "€2,995" and 1.595 (a European thousands
 * separator) mean 2995 and 1595. A fraction where a whole number goes is rounded.
 */
function meantNumber(typed: string, whole: boolean): string | undefined {
  const bare = typed.replace(/^"|"$/g, '').replace(/[€$£\s]|EUR/g, '');
  if (/^\d{1,3}([.,\u00a0' ]\d{3})+$/.test(bare)) return bare.replace(/\D/g, '');
  if (/^\d+$/.test(bare)) return bare;
  if (/^\d+[.,]\d+$/.test(bare)) {
    const value = Number(bare.replace(',', '.'));
    return whole ? String(Math.round(value)) : String(value);
  }
  return undefined;
}

/** What "must be a number" says for a number or a text typed where a number goes. */
function explainNumber(base: string, typed: string, data: unknown, whole: boolean): Issue {
  const wrote = `you wrote ${shortText(typed)}`;
  if (typeof data === 'number') {
    const meant = meantNumber(typed, whole) ?? String(Math.round(data));
    return /^\d{1,3}(\.\d{3})+$/.test(typed)
      ? {
          code: 'thousands-separator',
          value: typed,
          message: `${base}: ${wrote}; write ${meant}. Numbers in this file are written without a thousands separator.`,
        }
      : { code: 'not-whole', value: typed, message: `${base}: ${wrote}; write ${meant}.` };
  }
  const meant = meantNumber(typed, whole);
  return {
    code: 'wrong-type',
    value: typed,
    message: meant ? `${base}: ${wrote}; write ${meant}.` : `${base}: ${wrote}.`,
  };
}

/** A type error that repeats what the editor wrote and, when it is clear, what to write instead. */
export function explainType(error: ErrorObject, name: string, typed: string): Issue {
  const types = String((error.params as { type: unknown }).type).split(',');
  const whole = types.includes('integer');
  const price = error.schemaPath.includes('/Price/');
  const words = types.map((t) =>
    t === 'integer' && price
      ? 'a whole number of euros such as 1495, without the euro sign or commas'
      : (TYPE_WORDS[t] ?? t),
  );
  const base = `${capitalised(name)} must be ${words.join(', or ')}`;
  const data = error.data;
  const wrote = `you wrote ${shortText(typed)}`;
  const issue = (message: string): Issue => ({ code: 'wrong-type', value: typed, message });
  if ((whole || types.includes('number')) && (typeof data === 'number' || typeof data === 'string')) {
    return explainNumber(base, typed, data, whole);
  }
  if (types.includes('boolean') && typeof data === 'string' && /^(true|false)$/.test(data))
    return issue(`${base}: ${wrote}; write ${data}.`);
  if (types.includes('array') && (typeof data === 'string' || typeof data === 'number')) {
    return issue(`${base}: ${wrote}; make it a list with ${shortText(typed)} as its one item.`);
  }
  if (types.includes('string') && (typeof data === 'number' || typeof data === 'boolean'))
    return issue(`${base}: ${wrote}; write it as text.`);
  if (Array.isArray(data)) return issue(`${base}: you wrote a list.`);
  if (data && typeof data === 'object') return issue(`${base}: you wrote a group of fields.`);
  return issue(`${base}: ${wrote}.`);
}
