// Validates the manifest against its JSON Schema and explains every failure in plain words:
// what is wrong, and how to write it instead. All problems are reported at once, one per place.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import siteSchema from '../schema/site.schema.json' with { type: 'json' };
import { placeInWords } from './place.ts';
import type { Problem } from './problems.ts';
import { pointerSegments, type JsonSource } from './source.ts';
import { closestMatch, didYouMean, similar } from './suggest.ts';
import type { BlockDefinitions } from './blocks.ts';
import { explainRefusedHref } from './links.ts';
import { listed, referenceIds, type Issue, type ReferenceKind } from './references.ts';

export { similar };

type JsonObject = Record<string, unknown>;

export function createValidator(schema: JsonObject = siteSchema as JsonObject): ValidateFunction {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, discriminator: true, strict: true, allowUnionTypes: true });
  ajv.addKeyword('defaultSnippets');
  ajv.addKeyword('markdownDescription');
  // VS Code shows these instead of its own "Incorrect type" / "String does not match the pattern"; ajv ignores them.
  ajv.addKeyword('errorMessage');
  ajv.addKeyword('patternErrorMessage');
  // A field that names an item of the manifest ("service": a service id): messages list the valid ids.
  ajv.addKeyword('refersTo');
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  return ajv.compile(schema);
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number such as 1495, without the euro sign or commas',
  integer: 'a whole number such as 3',
  string: 'a text in double quotes, such as "Quick Scan"',
  boolean: 'true or false, without quotes',
  array: 'a list in square brackets: [ ... ]',
  object: 'a group of fields in curly braces: { ... }',
};

/** What a kind of object is called in messages ("'titel' is not a field of a hero block"). */
const THING_WORDS: Record<string, string> = {
  SiteManifest: 'the file',
  SiteFacts: '"site"',
  Cta: 'a button',
  Price: 'a price',
  Claim: 'a claim',
  Comparison: 'the comparison table',
  Tier: 'a tier',
  AddOn: 'an add-on',
  Service: 'a service',
  Download: 'a download',
  Navigation: 'the navigation',
  Footer: 'the footer',
  Route: 'a page',
  NavLink: 'a link',
  Block: 'a block',
};

/**
 * A schema with its $ref followed (also a lone $ref wrapped in allOf, the form used to describe a field without
 * creating a second generated type); keys written beside the $ref win, as they do in editors.
 */
function resolve(schema: unknown, root: JsonObject): JsonObject {
  let current = (schema ?? {}) as JsonObject;
  const own: JsonObject = {};
  for (let depth = 0; depth < 10; depth++) {
    const wrapped = Array.isArray(current.allOf) && current.allOf.length === 1 ? (current.allOf[0] as JsonObject) : undefined;
    const ref = typeof current.$ref === 'string' ? current.$ref : typeof wrapped?.$ref === 'string' ? wrapped.$ref : undefined;
    if (ref === undefined) break;
    for (const [k, v] of Object.entries(current)) if (k !== '$ref' && k !== 'allOf' && !(k in own)) own[k] = v;
    current = ((root.$defs as JsonObject)[ref.replace('#/$defs/', '')] ?? {}) as JsonObject;
  }
  return { ...current, ...own };
}

function thing(holder: JsonObject | undefined, root: JsonObject): string {
  const defName = Object.entries((root.$defs as JsonObject | undefined) ?? {}).find(([, def]) => def === holder)?.[0];
  if (defName && THING_WORDS[defName]) return THING_WORDS[defName];
  const typeConst = ((holder?.properties as JsonObject | undefined)?.type as JsonObject | undefined)?.const;
  if (typeof typeConst === 'string') return `a ${typeConst} block`;
  const title = typeof holder?.title === 'string' ? holder.title : '';
  return THING_WORDS[title] ?? '';
}

/** The name used for the value in a message: its field name, or its place in words for an item of a list. */
function nameOf(pointer: string, manifest: unknown, blocks?: BlockDefinitions): string {
  const last = pointerSegments(pointer).at(-1);
  if (last === undefined) return 'the file';
  if (/^\d+$/.test(last)) return placeInWords(manifest, pointer, blocks).split(' › ').at(-1) ?? `item ${Number(last) + 1}`;
  return last;
}

/** How a missing field could be written: "title": "…", "amount": 1495, "items": [ … ]. */
function shapeOf(name: string, schema: JsonObject): string {
  const example = (schema.examples as unknown[] | undefined)?.[0];
  if (example !== undefined && typeof example !== 'object') return `"${name}": ${JSON.stringify(example)}`;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'number':
    case 'integer':
      return `"${name}": 1`;
    case 'boolean':
      return `"${name}": true`;
    case 'array':
      return `"${name}": [ … ]`;
    case 'object':
      return `"${name}": { … }`;
    default:
      return `"${name}": "…"`;
  }
}

/** The first sentence of a description, lower-cased, to say what a missing field is for. */
function purpose(schema: JsonObject): string {
  const description = typeof schema.description === 'string' ? schema.description : '';
  const first = /^[^.:(]*[^.:(\s]/.exec(description)?.[0] ?? '';
  if (!first || first.length > 90) return '';
  return first[0]!.toLowerCase() + first.slice(1);
}

function describeFormat(holder: JsonObject | undefined): string {
  const examples = holder?.examples as unknown[] | undefined;
  const description = typeof holder?.description === 'string' ? holder.description : '';
  // The schema's own words for the rule (also what editors show), before what the field is for.
  if (typeof holder?.patternErrorMessage === 'string') return `${holder.patternErrorMessage} ${description}`.trim();
  const pattern = typeof holder?.pattern === 'string' && holder.pattern.includes('a-z0-9-') ? 'Use lower-case letters, digits and dashes only, such as "quick-scan".' : '';
  if (examples && examples.length > 0) return `${description} For example: ${examples.map((e) => JSON.stringify(e)).join(', ')}.`.trim();
  return `${pattern} ${description}`.trim();
}

/** A value as the editor typed it, short enough to repeat in a message. */
function shortText(typed: string): string {
  return typed.length > 40 ? `${typed.slice(0, 37)}…` : typed;
}

/**
 * The number an editor meant by a text or a fraction, when it is clear: "€2,995" and 1.595 (a European thousands
 * separator) mean 2995 and 1595. A fraction where a whole number goes is rounded.
 */
function meantNumber(typed: string, whole: boolean): string | undefined {
  const bare = typed.replace(/^"|"$/g, '').replace(/[€$£\s]|EUR/g, '');
  if (/^\d{1,3}([.,\u00a0' ]\d{3})+$/.test(bare)) return bare.replace(/\D/g, '');
  if (/^\d+$/.test(bare)) return bare;
  if (/^\d+[.,]\d+$/.test(bare)) {
    const value = Number(bare.replace(',', '.'));
    return whole ? String(Math.round(value)) : String(value);
  }
  return undefined;
}

/** A type error that repeats what the editor wrote and, when it is clear, what to write instead. */
function explainType(error: ErrorObject, name: string, typed: string): Issue {
  const types = String((error.params as { type: unknown }).type).split(',');
  const whole = types.includes('integer');
  const numeric = whole || types.includes('number');
  const price = error.schemaPath.includes('/Price/');
  const words = types.map((t) => (t === 'integer' && price ? 'a whole number of euros such as 1495, without the euro sign or commas' : (TYPE_WORDS[t] ?? t)));
  const base = `${name} must be ${words.join(', or ')}`;
  const data = error.data;
  const wrote = `you wrote ${shortText(typed)}`;
  const issue = (code: string, message: string): Issue => ({ code, value: typed, message });
  if (numeric && typeof data === 'number') {
    const separator = /^\d{1,3}(\.\d{3})+$/.test(typed);
    const meant = meantNumber(typed, whole) ?? String(Math.round(data));
    return separator
      ? issue('thousands-separator', `${base}: ${wrote}; write ${meant}. Numbers in this file are written without a thousands separator.`)
      : issue('not-whole', `${base}: ${wrote}; write ${meant}.`);
  }
  if (numeric && typeof data === 'string') {
    const meant = meantNumber(typed, whole);
    return issue('wrong-type', meant ? `${base}: ${wrote}; write ${meant}.` : `${base}: ${wrote}.`);
  }
  if (types.includes('boolean') && typeof data === 'string' && /^(true|false)$/.test(data)) return issue('wrong-type', `${base}: ${wrote}; write ${data}.`);
  if (types.includes('array') && (typeof data === 'string' || typeof data === 'number')) {
    return issue('wrong-type', `${base}: ${wrote}; for one item, write [${shortText(typed)}].`);
  }
  if (types.includes('string') && (typeof data === 'number' || typeof data === 'boolean')) return issue('wrong-type', `${base}: ${wrote}; write "${typed}".`);
  if (Array.isArray(data)) return issue('wrong-type', `${base}: you wrote a list [ … ].`);
  if (data && typeof data === 'object') return issue('wrong-type', `${base}: you wrote a group { … }.`);
  return issue('wrong-type', `${base}: ${wrote}.`);
}

/** The kind of item a field names ("service"), from the schema's refersTo on the field or on its list's items. */
function referenceKind(field: JsonObject): ReferenceKind | undefined {
  const kind = field.refersTo ?? (field.items as JsonObject | undefined)?.refersTo;
  return typeof kind === 'string' ? (kind as ReferenceKind) : undefined;
}

function explain(error: ErrorObject, root: JsonObject, source: JsonSource, blocks?: BlockDefinitions): Issue {
  const manifest = source.value;
  const name = nameOf(error.instancePath, manifest, blocks);
  const params = error.params as Record<string, unknown>;
  const holder = error.parentSchema as JsonObject | undefined;
  const issue = (message: string, extra: Partial<Issue> = {}): Issue => ({ code: `schema-${error.keyword}`, message, ...extra });
  switch (error.keyword) {
    case 'type':
      return explainType(error, name, source.textOf(error.instancePath) ?? JSON.stringify(error.data));
    case 'required': {
      const missing = String(params.missingProperty);
      const field = resolve((holder?.properties as JsonObject | undefined)?.[missing], root);
      const what = purpose(field);
      const owner = thing(holder, root);
      const kind = referenceKind(field);
      const ids = kind ? referenceIds(kind, manifest) : undefined;
      if (kind && ids) {
        const example = field.type === 'array' ? `"${missing}": [${ids[0] === undefined ? '' : JSON.stringify(ids[0])}]` : `"${missing}": ${JSON.stringify(ids[0] ?? '…')}`;
        return issue(`'${missing}' is missing${what ? ` (${what})` : ''}. Add ${example}${owner ? ` to ${owner}` : ' here'}.${listed(kind, ids)}`, {
          code: 'missing-field',
          candidates: ids,
        });
      }
      return issue(`'${missing}' is missing${what ? ` (${what})` : ''}. Add ${shapeOf(missing, field)}${owner ? ` to ${owner}` : ' here'}.`, { code: 'missing-field' });
    }
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      const known = Object.keys((holder?.properties as JsonObject | undefined) ?? {});
      const guess = closestMatch(extra, known);
      const hint = guess ? ` Did you mean '${guess}'? Correct its spelling.` : known.length > 0 ? ` Remove it, or use one of: ${known.join(', ')}.` : ' Remove it.';
      const owner = thing(holder, root);
      return issue(`'${extra}' is not a field ${owner ? `of ${owner}` : 'here'}.${hint}`, { code: 'unknown-field', value: extra, candidates: known });
    }
    case 'discriminator': {
      const tag = String(params.tagValue ?? '');
      const types = ((root.$defs as JsonObject).Block as { properties: { type: { enum: string[] } } }).properties.type.enum;
      if (params.error === 'tag') return issue(`Every block needs a "type": add "type": "…" with one of: ${types.join(', ')}.`, { code: 'missing-field', candidates: types });
      const guess = closestMatch(tag, types);
      return issue(`Unknown block type '${tag}'${guess ? `: did you mean '${guess}'?` : '.'} Block types are: ${types.join(', ')}.`, {
        code: 'unknown-block-type',
        value: tag,
        candidates: types,
      });
    }
    case 'enum': {
      const allowedValues = (params.allowedValues as unknown[]).map(String);
      const allowed = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v));
      const hint = typeof error.data === 'string' ? didYouMean(error.data, allowedValues, '"') : '';
      return issue(`${name} must be one of ${allowed.join(', ')}.${hint}`, { value: error.data, candidates: allowedValues });
    }
    case 'const':
      return issue(`${name} must be ${JSON.stringify(params.allowedValue)}.`, { value: error.data });
    case 'pattern':
      if (holder?.title === 'Href' && typeof error.data === 'string') return issue(explainRefusedHref(error.data, name), { code: 'not-a-link', value: error.data });
      return issue(`${name} "${String(error.data)}" is not written the expected way. ${describeFormat(holder)}`.trim(), { value: error.data });
    case 'format':
      return issue(
        params.format === 'email'
          ? `${name} must be an e-mail address such as hello@example.com.`
          : `${name} must be a full web address starting with https://, such as "https://example.com".`,
        { value: error.data },
      );
    case 'minLength':
      return issue(`${name} must not be empty: write some text between the quotes.`);
    case 'minItems':
      return issue(`${name} needs at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}.`);
    case 'maxItems':
      return issue(`${name} can have at most ${String(params.limit)} items: remove ${Array.isArray(error.data) ? error.data.length - Number(params.limit) : 'the extra'} of them.`);
    case 'minimum': {
      const typed = source.textOf(error.instancePath) ?? String(error.data);
      return issue(`${name} must be ${String(params.limit)} or more: you wrote ${shortText(typed)}.`, { value: typed });
    }
    default:
      return issue(`${name} ${error.message ?? 'is not valid'}.`, { value: error.data });
  }
}

/** Errors ajv reports for a failed branch are noise once a more precise error is present at or below the same place. */
function keepMostUseful(errors: ErrorObject[]): ErrorObject[] {
  const discriminated = new Set(errors.filter((e) => e.keyword === 'discriminator').map((e) => `${e.instancePath}/type`));
  const tagMissing = new Set(errors.filter((e) => e.keyword === 'discriminator' && (e.params as { error?: string }).error === 'tag').map((e) => e.instancePath));
  const formatted = new Set(errors.filter((e) => e.keyword === 'format').map((e) => e.instancePath));
  // A misspelled field that is also reported missing ('titel' for 'title') is one mistake: keep the spelling hint only.
  const misspelled = new Set<string>();
  for (const e of errors) {
    if (e.keyword !== 'additionalProperties') continue;
    const known = Object.keys(((e.parentSchema as JsonObject | undefined)?.properties as JsonObject | undefined) ?? {});
    const guess = closestMatch(String((e.params as { additionalProperty: string }).additionalProperty), known);
    if (guess) misspelled.add(`${e.instancePath}|${guess}`);
  }
  return errors.filter(
    (e) =>
      e.keyword !== 'if' &&
      e.keyword !== 'oneOf' &&
      e.keyword !== 'anyOf' &&
      !(e.keyword === 'enum' && discriminated.has(e.instancePath)) &&
      !(e.keyword === 'pattern' && formatted.has(e.instancePath)) &&
      !(e.keyword === 'required' && tagMissing.has(e.instancePath)) &&
      !(e.keyword === 'required' && misspelled.has(`${e.instancePath}|${String((e.params as { missingProperty: string }).missingProperty)}`)),
  );
}

function pointerOf(error: ErrorObject): string {
  const key = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  if (error.keyword === 'additionalProperties') return `${error.instancePath}/${key(String((error.params as { additionalProperty: string }).additionalProperty))}`;
  if (error.keyword === 'discriminator') return `${error.instancePath}/type`;
  return error.instancePath;
}

let siteValidator: ValidateFunction | undefined;

/** The site schema's validator, compiled once. */
export function defaultValidator(): ValidateFunction {
  return (siteValidator ??= createValidator());
}

export function validateManifest(source: JsonSource, validate: ValidateFunction = defaultValidator(), blocks?: BlockDefinitions): Problem[] {
  if (validate(source.value)) return [];
  const root = validate.schema as JsonObject;
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of keepMostUseful(validate.errors ?? [])) {
    const pointer = pointerOf(error);
    const issue = explain(error, root, source, blocks);
    const key = `${pointer}|${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({
      severity: 'error',
      rule: 'schema',
      pointer,
      place: placeInWords(source.value, pointer, blocks),
      ...issue,
      ...source.positionOf(pointer),
    });
  }
  return problems;
}
