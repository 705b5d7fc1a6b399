// The names the pickers show: pages, services, downloads, claims, facts and outside links of the draft.
import { createContext } from 'react';
import type { Json } from '../../model/json-pointer.ts';
import type { ReferenceKind } from '../../model/schema-walk.ts';

export interface Choice {
  value: string;
  label: string;
}

type Obj = Record<string, Json>;
const list = (value: Json | undefined): Obj[] => (Array.isArray(value) ? (value as Obj[]) : []);

export const DraftContext = createContext<Json>(null);

export function idChoices(manifest: Json, kind: ReferenceKind): Choice[] {
  const m = (manifest ?? {}) as Obj;
  switch (kind) {
    case 'service':
      return list(m.services).map((s) => ({ value: String(s.id), label: String(s.name) }));
    case 'download':
      return list(m.downloads).map((d) => ({ value: String(d.slug), label: String(d.title) }));
    case 'claim':
      return list(m.claims).map((c) => ({ value: String(c.id), label: `${String(c.value)} ${String(c.label)}` }));
    case 'fact':
      return list(m.facts).map((f) => ({ value: String(f.id), label: String(f.value) }));
  }
}

export function linkChoices(manifest: Json): Choice[] {
  const m = (manifest ?? {}) as Obj;
  const links = (m.site as Obj | undefined)?.links;
  return [
    ...list(m.routes).map((r) => ({ value: String(r.path), label: `Page: ${String(r.title).replace(/ \| \{firm\}$/, '')}` })),
    ...idChoices(manifest, 'service').map((c) => ({ value: `service:${c.value}`, label: `Service page: ${c.label}` })),
    ...idChoices(manifest, 'download').map((c) => ({ value: `download:${c.value}`, label: `Download: ${c.label}` })),
    ...Object.keys(links && typeof links === 'object' ? links : {}).map((name) => ({ value: `link:${name}`, label: `Outside site: ${name}` })),
    { value: 'email', label: "The firm's e-mail address" },
  ];
}

export function placeholderChoices(manifest: Json): Choice[] {
  return [
    { value: '{firm}', label: "Firm's name" },
    { value: '{product}', label: "Product's name" },
    { value: '{email}', label: 'E-mail address' },
    { value: '{year}', label: 'This year' },
    { value: '{count:services}', label: 'Number of services, in words' },
    { value: '{count:downloads}', label: 'Number of downloads, in words' },
    ...idChoices(manifest, 'service').flatMap((c) => [
      { value: `{service:${c.value}}`, label: `Name of ${c.label}` },
      { value: `{price:${c.value}}`, label: `Price of ${c.label}` },
      { value: `{count:tiers/${c.value}}`, label: `Number of tiers of ${c.label}` },
    ]),
    ...idChoices(manifest, 'fact').map((c) => ({ value: `{fact:${c.value}}`, label: `Fact: ${c.label}` })),
    ...idChoices(manifest, 'claim').map((c) => ({ value: `{claim:${c.value}}`, label: `Claim: ${c.label}` })),
  ];
}
