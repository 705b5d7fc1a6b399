// The outline in the editor's words: each part of the manifest as a named node (Hero “Operational Clarity…”).
import { blockName } from '../../model/block-name.ts';
import { toPointer, type Json } from '../../model/json-pointer.ts';

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

/** A title as the outline shows it: service and firm names in place of their placeholders, the " | {firm}" suffix dropped. */
function readable(title: string, m: Obj): string {
  const names = new Map(list(m.services).map((s) => [text(s.id), text(s.name)]));
  const site = (m.site ?? {}) as Obj;
  const words: Record<string, string> = { firm: text(site.firmName), product: text(site.productName) };
  return title
    .replace(/\s*\|\s*\{firm\}$/, '')
    .replace(/\{service:([^}]+)\}/g, (placeholder, id: string) => names.get(id) || placeholder)
    .replace(/\{(firm|product)\}/g, (placeholder, name: string) => words[name] || placeholder);
}

export function pageLabel(route: Obj, m: Obj = {}): string {
  return `${text(route.path) || '(no address)'} — ${shorten(readable(text(route.title), m), 30)}`;
}

export function buildOutline(manifest: Json): OutlineSection[] {
  const m = (manifest ?? {}) as Obj;
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
        label: pageLabel(route, m),
        kind: 'page' as const,
        children: list(route.blocks).map((block, j) => ({
          pointer: toPointer(['routes', i, 'blocks', j]),
          label: blockName(block),
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
