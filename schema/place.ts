// Describes a JSON pointer into the manifest in words, naming pages, blocks, services and tiers
// by what an editor sees in the file rather than by position numbers.
type Json = unknown;

function child(value: Json, key: string): Json {
  if (Array.isArray(value)) return value[Number(key)];
  if (value && typeof value === 'object') return (value as Record<string, Json>)[key];
  return undefined;
}

function field(value: Json, key: string): string | undefined {
  const found = child(value, key);
  return typeof found === 'string' ? found : undefined;
}

const COLLECTION_WORDS: Record<string, (item: Json, index: number) => string> = {
  routes: (item, i) => `page ${field(item, 'path') ?? `#${i + 1}`}`,
  blocks: (item, i) => `block ${i + 1}${field(item, 'type') ? ` (${field(item, 'type')})` : ''}`,
  services: (item, i) => `service '${field(item, 'id') ?? `#${i + 1}`}'`,
  tiers: (item, i) => `tier '${field(item, 'name') ?? `#${i + 1}`}'`,
  downloads: (item, i) => `download '${field(item, 'slug') ?? `#${i + 1}`}'`,
  claims: (item, i) => `claim '${field(item, 'id') ?? `#${i + 1}`}'`,
  addOns: (item, i) => `add-on '${field(item, 'name') ?? `#${i + 1}`}'`,
  rows: (item, i) => `row '${field(item, 'id') ?? field(item, 'feature') ?? `#${i + 1}`}'`,
  items: (item, i) => `item ${i + 1}${field(item, 'question') ? ` ('${field(item, 'question')}')` : ''}`,
};

export function placeInWords(manifest: Json, pointer: string): string {
  const segments = pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const words: string[] = [];
  let value = manifest;
  let parentKey = '';
  for (const segment of segments) {
    const next = child(value, segment);
    if (Array.isArray(value)) {
      const describe = COLLECTION_WORDS[parentKey];
      const index = Number(segment);
      if (describe) words[words.length - 1] = describe(next, index);
      else words.push(`item ${index + 1}`);
    } else {
      words.push(segment);
    }
    parentKey = segment;
    value = next;
  }
  return words.length > 0 ? words.join(' › ') : 'the whole file';
}
