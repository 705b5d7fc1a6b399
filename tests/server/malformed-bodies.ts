// Malformed contact and newsletter bodies for tests/server/fuzz.test.ts: a fixed list of awkward bodies, then
// generated ones from a fixed seed (so a failure can be replayed).
import { fixtureManifest } from '../support/fixture-site.ts';

const fixture = fixtureManifest();
/** A service the form offers, and one it does not (no form label), from the fixture site the server runs on. */
const OFFERED = fixture.services.find((s) => s.formLabel)!.id;
const NOT_OFFERED = fixture.services.find((s) => !s.formLabel)!.id;

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Case {
  label: string;
  body: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** The parsed body when it is JSON, to compare with the browser's check. */
  json?: unknown;
}

export const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Engines',
  service: OFFERED,
  message: 'Please reset our operations.',
};
const FIELDS = ['name', 'email', 'company', 'service', 'message'] as const;

/** Strings that break naive handling: control characters, injections, limits ± 1, odd Unicode, near-miss e-mails. */
const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'nul\u0000byte in the middle of a message',
  '\u0007\u001b[31mred\u001b[0m terminal escape',
  'line\r\nBcc: victim@example.com',
  'line\nbreak',
  '\r',
  '\t\t',
  '\u2028\u2029 separators',
  '😀',
  '😀😀😀😀😀😀😀😀😀😀',
  '\ud800 lone surrogate and more text',
  '\udfff',
  'מִבְצָע RTL \u202e override',
  'e\u0301\u0301\u0301 combining marks',
  'Ω'.repeat(300),
  'x'.repeat(199),
  'x'.repeat(200),
  'x'.repeat(201),
  'y'.repeat(4999),
  'y'.repeat(5000),
  'y'.repeat(5001),
  'z'.repeat(20_000),
  '<script>alert(1)</script>',
  "'; DROP TABLE inquiries; --",
  '../../../../etc/passwd',
  '%00%0d%0a',
  '__proto__',
  OFFERED,
  'other',
  NOT_OFFERED,
  OFFERED.toUpperCase(),
  ` ${OFFERED} `,
  'a@b.co',
  'a@b',
  '@example.com',
  'a b@example.com',
  'ada@example.com\nBcc: x@y.z',
  '"quoted, comma"@example.com',
  'ünïcödé@exämple.com',
  `${'a'.repeat(250)}@example.com`,
];

/** Bodies that are not the JSON object the API expects, or arrive with a surprising type or encoding. */
const FIXED_CASES: Case[] = [
  { label: 'empty', body: '' },
  { label: 'truncated object', body: '{"name": "Ada", ' },
  { label: 'trailing comma', body: '{"name": "Ada",}' },
  { label: 'single quotes', body: "{'name': 'Ada'}" },
  { label: 'bare word', body: 'hello' },
  { label: 'NaN', body: '{"name": NaN}' },
  { label: 'comment', body: '{/* hi */}' },
  { label: 'BOM', body: '\ufeff{"name":"Ada"}' },
  { label: 'garbage after', body: '{"name":"Ada"}xyz' },
  { label: 'two objects', body: '{}{}' },
  { label: 'bad escape', body: '{"name": "\\x41"}' },
  { label: 'unterminated string', body: '{"name": "Ada' },
  { label: 'raw control char in string', body: '{"name": "A\u0001da"}' },
  { label: 'null', body: 'null' },
  { label: 'number', body: '42' },
  { label: 'string', body: '"a string"' },
  { label: 'true', body: 'true' },
  { label: 'array', body: '[]' },
  { label: 'array of objects', body: JSON.stringify([VALID]) },
  { label: 'deep array', body: '['.repeat(5000) + ']'.repeat(5000) },
  { label: 'deep object', body: '{"a":'.repeat(2000) + '1' + '}'.repeat(2000) },
  { label: 'too deep to fit', body: '['.repeat(20_000) },
  {
    label: 'proto key',
    body: `{"__proto__": {"name": "Ada Lovelace", "service": "${OFFERED}"}, "email": "a@b.co", "message": "0123456789"}`,
  },
  { label: 'constructor key', body: '{"constructor": {"prototype": {"name": "x"}}}' },
  { label: 'duplicate keys', body: '{"name": "A", "name": "Ada Lovelace"}' },
  { label: 'many keys', body: JSON.stringify(Object.fromEntries(Array.from({ length: 800 }, (_, i) => [`k${i}`, i]))) },
  { label: 'huge', body: JSON.stringify({ ...VALID, message: 'm'.repeat(40_000) }) },
  { label: 'huge unicode', body: JSON.stringify({ ...VALID, message: '😀'.repeat(9000) }) },
  {
    label: 'invalid utf-8',
    body: Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]).toString('latin1'),
  },
  { label: 'text/plain', body: JSON.stringify(VALID), contentType: 'text/plain' },
  { label: 'form', body: 'name=Ada&email=a%40b.co', contentType: 'application/x-www-form-urlencoded' },
  {
    label: 'multipart',
    body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  },
  { label: 'no content type', body: JSON.stringify(VALID), contentType: '' },
  { label: 'json utf-16 charset', body: JSON.stringify(VALID), contentType: 'application/json; charset=utf-16' },
  { label: 'json unknown charset', body: JSON.stringify(VALID), contentType: 'application/json; charset=klingon' },
  { label: 'json+ld', body: JSON.stringify(VALID), contentType: 'application/ld+json' },
  { label: 'gzip lie', body: JSON.stringify(VALID), headers: { 'content-encoding': 'gzip' } },
  { label: 'unknown encoding', body: JSON.stringify(VALID), headers: { 'content-encoding': 'br2' } },
];

/** The fixed cases, then generated ones (always the same, from a fixed seed) up to `count`. */
export function generate(count: number): Case[] {
  const rnd = random(20_261_122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
  const nested = (depth: number): unknown =>
    depth === 0 ? 'deep' : rnd() < 0.5 ? [nested(depth - 1)] : { a: nested(depth - 1) };
  const values = (): unknown =>
    pick([
      () => pick(ODD_STRINGS),
      () => Math.floor(rnd() * 1e6) * (rnd() < 0.5 ? -1 : 1),
      () => rnd(),
      () => true,
      () => false,
      () => null,
      () => [],
      () => [pick(ODD_STRINGS), 1, null],
      () => ({}),
      () => ({ toString: 'x', valueOf: 1 }),
      () => nested(1 + Math.floor(rnd() * 50)),
      () => 1e308,
      () => -0,
    ])();
  const cases: Case[] = [];
  cases.push(...FIXED_CASES);
  while (cases.length < count) {
    const kind = rnd();
    if (kind < 0.7) {
      // An object: the valid inquiry with some fields replaced, dropped or joined by others.
      const body: Record<string, unknown> = rnd() < 0.2 ? {} : { ...VALID };
      const changes = 1 + Math.floor(rnd() * 3);
      for (let i = 0; i < changes; i++) {
        const field = pick([...FIELDS, 'website', 'extra', '__proto__']);
        if (rnd() < 0.15) delete body[field];
        else body[field] = field === 'website' && rnd() < 0.7 ? '' : values();
      }
      const text = JSON.stringify(body);
      cases.push({ label: `object ${cases.length}`, body: text, json: JSON.parse(text) });
    } else if (kind < 0.85) {
      // Valid JSON text cut short or with a byte changed.
      const text = JSON.stringify({ ...VALID, name: pick(ODD_STRINGS) });
      const at = Math.floor(rnd() * text.length);
      cases.push({
        label: `mangled ${cases.length}`,
        body:
          rnd() < 0.5
            ? text.slice(0, at)
            : text.slice(0, at) + pick(['"', '{', '}', ',', '\\', ':', ']']) + text.slice(at + 1),
      });
    } else {
      // Any JSON value at the top level.
      const value = values();
      const text = JSON.stringify(value) ?? 'null';
      cases.push({ label: `value ${cases.length}`, body: text, json: JSON.parse(text) });
    }
  }
  return cases;
}
