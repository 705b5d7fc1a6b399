// Values in a few words for the change list: equality that ignores the order of fields, quoted texts, and word diffs.
import { diffWords } from 'diff';
import { isObject, type Json } from './types.ts';

/** JSON with keys sorted, so that reordering an object's fields (a reformatted file) is no change. */
export function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const same = (a: Json, b: Json): boolean => canonical(a) === canonical(b);

export function quote(text: string, max = 70): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `“${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}”`;
}

/** A value in a few words: a quoted text, a number, yes/no, or the name of a list item. */
export function inWords(value: Json): string {
  if (value === undefined) return '(none)';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '(empty list)' : `a list of ${value.length}`;
  if (isObject(value)) {
    const name = ['title', 'name', 'question', 'heading', 'text', 'label', 'id', 'slug', 'path']
      .map((k) => value[k])
      .find((v) => typeof v === 'string');
    return typeof name === 'string' ? quote(name, 60) : 'an entry';
  }
  return String(value);
}

const firstWords = (text: string, n: number): string => text.match(new RegExp(`^(?:\\s*\\S+){0,${n}}`))![0];
const lastWords = (text: string, n: number): string => text.match(new RegExp(`(?:\\S+\\s*){0,${n}}$`))![0];

/** A short word-level diff in git's --word-diff style, with a few words of context around each change. */
export function wordDiff(before: string, after: string, context = 5): string {
  const parts = diffWords(before, after);
  return parts
    .map((part, i) => {
      if (part.added) return `{+${part.value}+}`;
      if (part.removed) return `[-${part.value}-]`;
      const words = part.value.trim().split(/\s+/).length;
      const first = i === 0;
      const last = i === parts.length - 1;
      if (first && last) return part.value;
      if (first) return words > context ? `…${lastWords(part.value, context)}` : part.value;
      if (last) return words > context ? `${firstWords(part.value, context)}…` : part.value;
      return words > context * 2
        ? `${firstWords(part.value, context)} … ${lastWords(part.value, context)}`
        : part.value;
    })
    .join('');
}
