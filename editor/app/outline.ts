// The outline in the editor's words: each part of the manifest as a named node (Hero “Operational Clarity…”).
import { blockName } from '../../model/block-name.ts';
import { toPointer, type Json } from '../../model/json-pointer.ts';
import { textFiller, type TextFiller } from '../../model/display-text.ts';

export interface OutlineNode {
  pointer: string;
  label: string;
  kind: 'section' | 'service' | 'tier' | 'add-on' | 'page' | 'block' | 'download';
  children?: OutlineNode[];
}

export interface OutlineSection {
  title: string;
  nodes: OutlineNode[];
}

type Obj = Record<string, Json>;
const list = (value: Json | undefined): Obj[] => (Array.isArray(value) ? (value as Obj[]) : []);
const text = (value: Json | undefined): string => (typeof value === 'string' ? value : '');

export function shorten(words: string, max = 38): string {
  return words.length > max ? `${words.slice(0, max).trimEnd()}…` : words;
}

/** A title as the outline shows it: placeholders filled, the " | {firm}" suffix dropped. */
function readable(title: string, fill: TextFiller): string {
  return fill(title.replace(/\s*\|\s*\{firm\}$/, ''));
}

export function pageLabel(route: Obj, fill: TextFiller = (t) => t): string {
  return `${fill(text(route.path)) || '(no address)'} — ${shorten(readable(text(route.title), fill), 30)}`;
}

/** A block with its top-level texts filled, so its name reads as the page does. */
function filledBlock(block: Obj, fill: TextFiller): Obj {
  return Object.fromEntries(
    Object.entries(block).map(([key, value]) => [
      key,
      key !== 'type' && typeof value === 'string' ? fill(value) : value,
    ]),
  );
}

export function buildOutline(manifest: Json): OutlineSection[] {
  const m = (manifest ?? {}) as Obj;
  const fill = textFiller(manifest);
  return [
    {
      title: 'Services and prices',
      nodes: list(m.services).map((service, i) => ({
        pointer: `/services/${i}`,
        label: text(service.name) || text(service.id) || 'New service',
        kind: 'service' as const,
        children: [
          ...list(service.tiers).map((tier, j) => ({
            pointer: `/services/${i}/tiers/${j}`,
            label: `Tier: ${text(tier.name) || text(tier.id)}`,
            kind: 'tier' as const,
          })),
          ...list(service.addOns).map((addOn, j) => ({
            pointer: `/services/${i}/addOns/${j}`,
            label: `Add-on: ${shorten(text(addOn.name) || text(addOn.id))}`,
            kind: 'add-on' as const,
          })),
        ],
      })),
    },
    {
      title: 'Pages',
      nodes: list(m.routes).map((route, i) => ({
        pointer: `/routes/${i}`,
        label: pageLabel(route, fill),
        kind: 'page' as const,
        children: list(route.blocks).map((block, j) => ({
          pointer: toPointer(['routes', i, 'blocks', j]),
          label: blockName(filledBlock(block, fill)),
          kind: 'block' as const,
        })),
      })),
    },
    {
      title: 'Navigation and footer',
      nodes: [
        { pointer: '/navigation', label: 'Navigation', kind: 'section' },
        { pointer: '/footer', label: 'Footer', kind: 'section' },
      ],
    },
    {
      title: 'Downloads',
      nodes: list(m.downloads).map((download, i) => ({
        pointer: `/downloads/${i}`,
        label: text(download.title) || text(download.slug),
        kind: 'download' as const,
      })),
    },
    // The site's settings (language, base address, currency) and the figures texts quote: rarely changed, so last.
    {
      title: 'Advanced',
      nodes: [
        { pointer: '/site', label: 'Firm and contact details', kind: 'section' },
        { pointer: '/claims', label: 'Claims (figures)', kind: 'section' },
        { pointer: '/facts', label: 'Facts', kind: 'section' },
        { pointer: '/comparison', label: 'Comparison table', kind: 'section' },
      ],
    },
  ];
}

/** A node's name as the outline gives it (the pointer itself for a part the outline does not list). */
export function outlineLabel(draft: Json, pointer: string): string {
  for (const section of buildOutline(draft))
    for (const node of section.nodes) {
      if (node.pointer === pointer) return node.label;
      const child = node.children?.find((c) => c.pointer === pointer);
      if (child) return child.label;
    }
  return pointer;
}

/** Whether a node (or its value) mentions the search words: any text, price or page address. */
export function matches(value: Json | undefined, label: string, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (label.toLowerCase().includes(q)) return true;
  const digits = q.replace(/[€,.\s]/g, '');
  const haystack = JSON.stringify(value ?? '').toLowerCase();
  return haystack.includes(q) || (/^\d+$/.test(digits) && new RegExp(`:${digits}\\b`).test(haystack));
}
