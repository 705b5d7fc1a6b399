// Emotion's cache for islands in the browser, in place of @emotion/cache (the client build resolves that package here:
// islands-plugin in vite.config.ts). Emotion's own cache runs every rule through stylis to flatten nested CSS before
// inserting it; browsers now read nested CSS themselves, so this cache inserts the rules as Emotion writes them and
// saves every page 3.7 KB gzip (stylis, the cache and its sheet). A browser without CSS nesting loads stylis when the
// first rule is inserted and gets the flattened rules, as before. The pre-rendered page's styles (Emotion's critical
// CSS, flattened at build time) are adopted as they are: their ids count as inserted.
import type { EmotionCache } from '@emotion/cache';

interface Options {
  key: string;
}

type Flatten = (css: string) => string[];

let flatten: Promise<Flatten> | undefined;

function loadStylis(): Promise<Flatten> {
  flatten ??= import('stylis').then(({ compile, serialize, stringify }) => (css: string) => {
    const rules: string[] = [];
    serialize(compile(css), (element, index, children, callback) => {
      const rule = stringify(element, index, children, callback);
      if (rule && element.parent === null) rules.push(rule);
      return rule;
    });
    return rules;
  });
  return flatten;
}

function ssrInserted(key: string): Record<string, true> {
  const inserted: Record<string, true> = {};
  for (const style of document.querySelectorAll(`style[data-emotion^="${key} "]`))
    for (const id of style.getAttribute('data-emotion')!.split(' ').slice(1)) inserted[id] = true;
  return inserted;
}

export default function createCache({ key }: Options): EmotionCache {
  let element: HTMLStyleElement | undefined;
  const nested = typeof CSS !== 'undefined' && CSS.supports('selector(&)');
  const append = (rule: string) => {
    if (!element) {
      element = document.createElement('style');
      element.setAttribute('data-emotion', key);
      document.head.append(element);
    }
    try {
      element.sheet!.insertRule(rule, element.sheet!.cssRules.length);
    } catch {
      element.append(rule); // a rule the browser does not take is left for it to skip, as in a stylesheet
    }
  };
  const insertRule = (rule: string) => {
    if (nested) append(rule);
    else void loadStylis().then((flattened) => flattened(rule).forEach(append));
  };
  const sheet = { key, nonce: undefined, tags: [], insert: insertRule, flush() {}, hydrate() {} };
  return {
    key,
    inserted: typeof document === 'undefined' ? {} : ssrInserted(key),
    registered: {},
    sheet: sheet as unknown as EmotionCache['sheet'],
    insert(selector, serialized, _sheet, shouldCache) {
      insertRule(selector ? `${selector}{${serialized.styles}}` : serialized.styles);
      if (shouldCache) this.inserted[serialized.name] = true;
    },
  };
}
