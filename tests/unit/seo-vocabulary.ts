// A runtime check of JSON-LD against the schema.org vocabulary, read from schema-dts's declarations (generated from
// schema.org): every node's @type must exist, and every property must belong to that type or one of its ancestors.
// Required properties are the ones search engines need for each type (Google's structured-data documentation).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

interface Vocabulary {
  /** @type → the names of the properties that type may carry. */
  properties: Map<string, Set<string>>;
}

let cached: Vocabulary | undefined;

export function schemaOrgVocabulary(): Vocabulary {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const source = readFileSync(join(dirname(require.resolve('schema-dts/package.json')), 'dist', 'schema.d.ts'), 'utf8');
  const bases = new Map<string, { parents: string[]; props: string[] }>();
  for (const match of source.matchAll(/^interface (\w+)Base extends ([^{]+)\{\n([\s\S]*?)^\}/gm)) {
    const parents = match[2]!
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p.endsWith('Base'))
      .map((p) => p.slice(0, -'Base'.length));
    const props = [...match[3]!.matchAll(/^ {4}"([\w@]+)"\??:/gm)].map((m) => m[1]!);
    bases.set(match[1]!, { parents, props });
  }
  const properties = new Map<string, Set<string>>();
  for (const match of source.matchAll(/^export interface (\w+)Leaf extends (\w+)Base \{\n\s+"@type": "(\w+)";/gm)) {
    const allowed = new Set<string>(['@type', '@id']);
    const queue = [match[2]!];
    while (queue.length > 0) {
      const base = bases.get(queue.shift()!);
      if (!base) continue;
      base.props.forEach((p) => allowed.add(p));
      queue.push(...base.parents);
    }
    properties.set(match[3]!, allowed);
  }
  cached = { properties };
  return cached;
}

/** What each type must carry to be useful (and, for the rich-result types, accepted) by search engines. */
export const REQUIRED: Record<string, (string | string[])[]> = {
  Organization: ['name', 'url'],
  Service: ['name', 'provider', 'offers'],
  Offer: ['priceCurrency', ['price', 'priceSpecification']],
  PriceSpecification: ['priceCurrency', ['price', 'minPrice']],
  UnitPriceSpecification: ['priceCurrency', ['price', 'minPrice'], 'referenceQuantity'],
  QuantitativeValue: ['value', ['unitCode', 'unitText']],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
};

/** Every problem of a JSON-LD document, each naming its place ("@graph/1/offers/0: …"); empty when it is valid. */
export function validateJsonLd(document: unknown): string[] {
  const { properties } = schemaOrgVocabulary();
  const problems: string[] = [];
  const visit = (node: unknown, at: string): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${at}/${i}`));
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if ('@graph' in record) {
      if (record['@context'] !== 'https://schema.org') problems.push(`${at}: @context must be https://schema.org`);
      return visit(record['@graph'], `${at}@graph`);
    }
    const type = record['@type'];
    if (type === undefined) {
      // A reference to a node described elsewhere: only @id.
      const keys = Object.keys(record);
      if (keys.length !== 1 || keys[0] !== '@id')
        problems.push(`${at}: a node without @type may only hold @id, it has ${keys.join(', ')}`);
      return;
    }
    if (typeof type !== 'string' || !properties.has(type)) {
      problems.push(`${at}: unknown schema.org type ${JSON.stringify(type)}`);
      return;
    }
    const allowed = properties.get(type)!;
    for (const [key, value] of Object.entries(record)) {
      if (!allowed.has(key)) problems.push(`${at}: ${type} has no property "${key}"`);
      if (value === undefined || value === null || value === '') problems.push(`${at}: ${type}.${key} is empty`);
      visit(value, `${at}/${key}`);
    }
    for (const rule of REQUIRED[type] ?? []) {
      const options = Array.isArray(rule) ? rule : [rule];
      if (!options.some((key) => record[key] !== undefined))
        problems.push(`${at}: ${type} needs ${options.join(' or ')}`);
    }
  };
  visit(document, '');
  return problems;
}
