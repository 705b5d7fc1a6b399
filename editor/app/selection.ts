// Which outline node holds a pointer, which page the preview shows for it, and the form field id of a pointer.
import { getAt, parsePointer, toPointer, type Json } from '../../model/json-pointer.ts';
import type { Problem } from './api.ts';

/** The deepest outline node containing `pointer` (a block, tier, add-on, page, service, download or section). */
export function nodeFor(pointer: string): string {
  const path = parsePointer(pointer);
  const [first, index, child, childIndex] = path;
  if (first === undefined) return '/site';
  if ((first === 'routes' || first === 'services') && typeof index === 'number') {
    if (typeof childIndex === 'number' && (child === 'blocks' || child === 'tiers' || child === 'addOns'))
      return toPointer([first, index, child, childIndex]);
    return toPointer([first, index]);
  }
  if (first === 'downloads' && typeof index === 'number') return toPointer([first, index]);
  return toPointer([first]);
}

/** The page to preview for a selection: the page itself, a service's page, or undefined (keep the last one). */
export function routeFor(draft: Json, pointer: string): number | undefined {
  const [first, index] = parsePointer(pointer);
  if (first === 'routes' && typeof index === 'number') return index;
  if (first === 'services' && typeof index === 'number') {
    const route = getAt(draft, ['services', index, 'route']);
    const routes = getAt(draft, ['routes']);
    const found = Array.isArray(routes) ? routes.findIndex((r) => (r as { path?: string }).path === route) : -1;
    return found >= 0 ? found : undefined;
  }
  return undefined;
}

export function blockFor(pointer: string): number | undefined {
  const [first, , child, index] = parsePointer(pointer);
  return first === 'routes' && child === 'blocks' && typeof index === 'number' ? index : undefined;
}

/** The id the form gives the input of `pointer` inside the form of `node`. */
export function fieldId(node: string, pointer: string): string {
  return ['field', ...parsePointer(pointer.slice(node.length))].join('_');
}

/** The field a problem is about (a missing field is reported at the field itself, so the form shows it there). */
export function problemField(problem: Problem): string {
  return problem.pointer;
}

/** The pointer of the field whose input has the id `id` in the form of `node`: fieldId read backwards. */
export function fieldPointer(node: string, id: string): string {
  const [, ...keys] = id.split('_');
  return node + toPointer(keys);
}
