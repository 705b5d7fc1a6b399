// A field of the manifest as a person calls it, for places and messages: the schema's title when the field has one
// ("Question"), else its key in words ("servicesMenu": services menu). Never the key itself when it is code.
import { refName, resolve, type Schema } from './schema-walk.ts';

/** Keys whose words are not just the key spelled out. */
const KEY_WORDS: Record<string, string> = {
  href: 'address',
  path: 'address',
  src: 'picture',
  alt: 'picture description',
  cta: 'button',
  primaryCta: 'main button',
  secondaryCta: 'second button',
  route: 'page',
  thankYouRoute: 'thank-you page',
  aliases: 'other addresses',
  site: 'site settings',
  upTo: 'up to',
  baseUrl: 'web address',
  url: 'web address',
};

/** "servicesMenu" → "services menu", "confirm-days" → "confirm days". */
function spelledOut(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
}

/** A title as it reads inside a sentence: "Question" → "question"; "FAQ" and "SEO title" keep their capitals. */
function inSentence(title: string): string {
  return /^[A-Z][A-Z]/.test(title) ? title : title.charAt(0).toLowerCase() + title.slice(1);
}

/**
 * The words for the field `key`, whose schema is `own` as written under its holder's properties. The title of a
 * definition it refers to counts only when it is not the definition's name in code (Cta, Href), as in the form.
 */
export function fieldWords(key: string, own: Schema | undefined, root: Schema): string {
  const title = own === undefined ? undefined : resolve(own, root).title;
  if (typeof title === 'string' && title.trim() !== '' && title !== refName(own)) return inSentence(title.trim());
  return KEY_WORDS[key] ?? spelledOut(key);
}

/** "question" → "Question": the start of a sentence. */
export function capitalised(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}
