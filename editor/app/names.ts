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

/** A placeholder offered by the Insert menu: what it stands for, under a heading of its kind. */
export interface PlaceholderChoice extends Choice {
  group: string;
}

export function placeholderChoices(manifest: Json): PlaceholderChoice[] {
  const services = list(((manifest ?? {}) as Obj).services);
  const firm = (value: string, label: string) => ({ value, label, group: 'The firm' });
  return [
    firm('{firm}', "Firm's name"),
    firm('{product}', "Product's name"),
    firm('{email}', 'E-mail address'),
    firm('{year}', 'This year'),
    firm('{count:services}', 'Number of services, in words'),
    firm('{count:downloads}', 'Number of downloads, in words'),
    firm('{newsletter:consent}', "Newsletter's consent sentence"),
    firm('{newsletter:confirm-days}', 'Days a newsletter sign-up waits for confirmation'),
    ...services.flatMap((service) => {
      const [id, name] = [String(service.id), String(service.name)];
      const group = `Service: ${name}`;
      return [
        { value: `{service:${id}}`, label: `Name of ${name}`, group },
        { value: `{price:${id}}`, label: `Price of ${name}`, group },
        ...list(service.tiers).map((tier) => ({
          value: `{price:${id}/${String(tier.id)}}`,
          label: `Price of ${String(tier.name)}`,
          group,
        })),
        { value: `{count:tiers/${id}}`, label: `Number of tiers of ${name}`, group },
        { value: `{count:add-ons/${id}}`, label: `Number of add-ons of ${name}`, group },
      ];
    }),
    ...idChoices(manifest, 'fact').map((c) => ({
      value: `{fact:${c.value}}`,
      label: `Fact: ${c.label}`,
      group: 'Facts',
    })),
    ...idChoices(manifest, 'claim').map((c) => ({
      value: `{claim:${c.value}}`,
      label: `Claim: ${c.label}`,
      group: 'Claims',
    })),
  ];
}

/** The same pattern the site fills placeholders with (model/resolve/placeholders.ts). */
const PLACEHOLDER = /\{[a-z]+(?::[^}]+)?\}/g;

/** A text cut into its own words and its placeholders, each placeholder with what it stands for. */
type TextPiece = { text: string } | { placeholder: string; meaning: string; known: boolean };

export function textPieces(text: string, manifest: Json): TextPiece[] {
  const meanings = new Map(placeholderChoices(manifest).map((c) => [c.value, c.label]));
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > at) pieces.push({ text: text.slice(at, match.index) });
    const meaning = meanings.get(match[0]);
    pieces.push({ placeholder: match[0], meaning: meaning ?? 'Not a name or figure of this site', known: !!meaning });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}
