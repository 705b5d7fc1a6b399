// What the first screen's tasks lead to, found through the schema, never by naming a block type: the prices (every
// field that is a Price), the pages, and the blocks of questions and answers (a list whose items have both).
import { blockName } from '../../model/block-name.ts';
import { textFiller } from '../../model/display-text.ts';
import { getAt, toPointer, type Json, type Path } from '../../model/json-pointer.ts';
import { formatPrice, type Money } from '../../model/price.ts';
import { fieldsOf, resolve, schemaAt, type Schema } from '../../model/schema-walk.ts';
import type { Price } from '../../schema/site.types.ts';
import { pageLabel } from './outline.ts';
import { nodeFor } from './selection.ts';

export interface Choice {
  pointer: string;
  label: string;
}

type Obj = Record<string, Json>;
const isObject = (value: Json | undefined): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function moneyOf(draft: Json): Money {
  const site = getAt(draft, ['site']);
  const words = (key: string, fallback: string) => {
    const value = isObject(site) ? site[key] : undefined;
    return typeof value === 'string' && value ? value : fallback;
  };
  return { locale: words('locale', 'en'), currency: words('currency', 'EUR') };
}

/** The names along a path ("Operations Reset Audit", "Quick Scan"): each object on the way that has one. */
function namesAlong(draft: Json, path: Path): string[] {
  const names: string[] = [];
  for (let end = 1; end < path.length; end++) {
    const name = getAt(draft, [...path.slice(0, end), 'name']);
    if (typeof name === 'string' && name && !names.includes(name)) names.push(name);
  }
  return names;
}

/** Every price of the site: "Operations Reset Audit: Quick Scan, €1,495", leading to the part that holds it. */
export function priceChoices(draft: Json, root: Schema): Choice[] {
  const money = moneyOf(draft);
  const choices: Choice[] = [];
  for (const field of fieldsOf(draft, root, root)) {
    if (field.ref !== 'Price' || !isObject(field.value) || typeof field.value.amount !== 'number') continue;
    const shown = formatPrice(field.value as unknown as Price, money).text;
    choices.push({
      pointer: nodeFor(toPointer(field.path)),
      label: `${namesAlong(draft, field.path).join(': ')}, ${shown}`,
    });
  }
  return choices;
}

export function pageChoices(draft: Json): Choice[] {
  const routes = getAt(draft, ['routes']);
  if (!Array.isArray(routes)) return [];
  const fill = textFiller(draft);
  return routes.map((route, i) => ({
    pointer: `/routes/${i}`,
    label: pageLabel(isObject(route) ? route : {}, fill),
  }));
}

/** Whether a block's schema holds a list of questions with their answers. */
function holdsQuestions(block: Schema, root: Schema): boolean {
  return Object.values(block.properties ?? {}).some((property) => {
    const items = resolve(resolve(property, root).items, root).properties ?? {};
    return 'question' in items && 'answer' in items;
  });
}

/** The blocks of questions and answers, by their page: "/services/opsos: FAQ “Frequently asked…”". */
export function questionBlocks(draft: Json, root: Schema): Choice[] {
  const routes = getAt(draft, ['routes']);
  if (!Array.isArray(routes)) return [];
  return routes.flatMap((route, i) => {
    const blocks = isObject(route) && Array.isArray(route.blocks) ? route.blocks : [];
    return blocks.flatMap((block, j) => {
      const path = ['routes', i, 'blocks', j];
      if (!holdsQuestions(schemaAt(root, draft, path), root)) return [];
      return [{ pointer: toPointer(path), label: `${String((route as Obj).path)}: ${blockName(block)}` }];
    });
  });
}
