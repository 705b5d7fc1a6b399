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
    case 'comparison-row':
      return list((m.comparison as Obj | undefined)?.rows).map((r) => ({
        value: String(r.id),
        label: String(r.feature),
      }));
    case 'outside-link':
      return outsideLinks(manifest).map((name) => ({ value: name, label: name }));
    case 'tier': // a tier is named within its service: no list of the whole site
      return [];
  }
}

function outsideLinks(manifest: Json): string[] {
  const site = ((manifest ?? {}) as Obj).site as Obj | undefined;
  return Object.keys(site?.links && typeof site.links === 'object' ? site.links : {});
}

export function linkChoices(manifest: Json): Choice[] {
  const m = (manifest ?? {}) as Obj;
  return [
    ...list(m.routes).map((r) => ({
      value: String(r.path),
      label: `Page: ${String(r.title).replace(/ \| \{firm\}$/, '')}`,
    })),
    ...idChoices(manifest, 'service').map((c) => ({ value: `service:${c.value}`, label: `Service page: ${c.label}` })),
    ...idChoices(manifest, 'download').map((c) => ({ value: `download:${c.value}`, label: `Download: ${c.label}` })),
    ...outsideLinks(manifest).map((name) => ({ value: `link:${name}`, label: `Outside site: ${name}` })),
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
    { value: '{newsletter:consent}', label: "Newsletter's consent sentence" },
    { value: '{newsletter:confirm-days}', label: 'Days a newsletter sign-up waits for confirmation' },
    ...idChoices(manifest, 'service').flatMap((c) => [
      { value: `{service:${c.value}}`, label: `Name of ${c.label}` },
      { value: `{price:${c.value}}`, label: `Price of ${c.label}` },
      { value: `{count:tiers/${c.value}}`, label: `Number of tiers of ${c.label}` },
    ]),
    ...idChoices(manifest, 'fact').map((c) => ({ value: `{fact:${c.value}}`, label: `Fact: ${c.label}` })),
    ...idChoices(manifest, 'claim').map((c) => ({ value: `{claim:${c.value}}`, label: `Claim: ${c.label}` })),
  ];
}
