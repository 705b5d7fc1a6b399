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

export { similar };

type JsonObject = Record<string, unknown>;

export function createValidator(schema: JsonObject = siteSchema as JsonObject): ValidateFunction {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, discriminator: true, strict: true, allowUnionTypes: true });
  ajv.addKeyword('defaultSnippets');
  ajv.addKeyword('markdownDescription');
  // VS Code shows these instead of its own "Incorrect type" / "String does not match the pattern"; ajv ignores them.
  ajv.addKeyword('errorMessage');
  ajv.addKeyword('patternErrorMessage');
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

function explainHref(value: string, name: string): string {
  const forms =
    'A link is one of: a page ("/book", "/services#services"), a place on the same page ("#pricing"), a download ("download:ops-audit"), ' +
    'a service\'s page ("service:ops-audit"), an outside site named in site.links ("link:maturityCheck"), or "email".';
  if (/\s/.test(value)) return `${name} "${value}" contains a space; a link cannot. ${forms}`;
  if (/^https?:\/\//.test(value)) {
    return `${name} "${value}" is an outside address. Outside sites are written once in site.links under a short name; add it there (for example "partner": "${value}") and write "link:partner" here.`;
  }
  if (/^mailto:/.test(value)) return `${name} "${value}": write "email" to link to the firm's e-mail address (site.email).`;
  if (/^(download|service|link):/.test(value)) {
    const [kind] = value.split(':');
    return kind === 'link'
      ? `${name} "${value}": after "link:" comes a name from site.links, such as "link:maturityCheck".`
      : `${name} "${value}": after "${kind}:" comes a ${kind === 'download' ? 'download slug' : 'service id'} in lower-case letters, digits and dashes, such as "${kind}:ops-audit".`;
  }
  if (/^[A-Za-z0-9][\w./-]*$/.test(value) && !value.includes(':')) {
    return `${name} "${value}" is missing its leading slash: a page of this site is written "/${value.replace(/^\/+/, '')}".`;
  }
  return `${name} "${value}" is not a link this site understands. ${forms}`;
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

function explain(error: ErrorObject, root: JsonObject, manifest: unknown, blocks?: BlockDefinitions): string {
  const name = nameOf(error.instancePath, manifest, blocks);
  const params = error.params as Record<string, unknown>;
  const holder = error.parentSchema as JsonObject | undefined;
  switch (error.keyword) {
    case 'type': {
      const types = String(params.type).split(',');
      const base = `${name} must be ${types.map((t) => TYPE_WORDS[t] ?? t).join(', or ')}.`;
      if (typeof error.data === 'string' && (types.includes('number') || types.includes('integer')) && /^\d+(\.\d+)?$/.test(error.data.trim())) {
        return `${base} Remove the quotes around ${error.data.trim()}.`;
      }
      if (typeof error.data === 'string' && types.includes('boolean') && /^(true|false)$/.test(error.data)) {
        return `${base} Remove the quotes around ${error.data}.`;
      }
      if (types.includes('array') && (typeof error.data === 'string' || typeof error.data === 'number')) {
        return `${base} For one item, write [${JSON.stringify(error.data)}].`;
      }
      return base;
    }
    case 'required': {
      const missing = String(params.missingProperty);
      const field = resolve((holder?.properties as JsonObject | undefined)?.[missing], root);
      const what = purpose(field);
      const owner = thing(holder, root);
      return `'${missing}' is missing${what ? ` (${what})` : ''}. Add ${shapeOf(missing, field)}${owner ? ` to ${owner}` : ' here'}.`;
    }
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      const known = Object.keys((holder?.properties as JsonObject | undefined) ?? {});
      const guess = closestMatch(extra, known);
      const hint = guess ? ` Did you mean '${guess}'? Correct its spelling.` : known.length > 0 ? ` Remove it, or use one of: ${known.join(', ')}.` : ' Remove it.';
      const owner = thing(holder, root);
      return `'${extra}' is not a field ${owner ? `of ${owner}` : 'here'}.${hint}`;
    }
    case 'discriminator': {
      const tag = String(params.tagValue ?? '');
      const types = ((root.$defs as JsonObject).Block as { properties: { type: { enum: string[] } } }).properties.type.enum;
      if (params.error === 'tag') return `Every block needs a "type": add "type": "…" with one of: ${types.join(', ')}.`;
      const guess = closestMatch(tag, types);
      return `Unknown block type '${tag}'${guess ? `: did you mean '${guess}'?` : '.'} Block types are: ${types.join(', ')}.`;
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v));
      const hint = typeof error.data === 'string' ? didYouMean(error.data, (params.allowedValues as unknown[]).map(String), '"') : '';
      return `${name} must be one of ${allowed.join(', ')}.${hint}`;
    }
    case 'const':
      return `${name} must be ${JSON.stringify(params.allowedValue)}.`;
    case 'pattern':
      if (holder?.title === 'Href' && typeof error.data === 'string') return explainHref(error.data, name);
      return `${name} "${String(error.data)}" is not written the expected way. ${describeFormat(holder)}`.trim();
    case 'format':
      return params.format === 'email'
        ? `${name} must be an e-mail address such as hello@example.com.`
        : `${name} must be a full web address starting with https://, such as "https://example.com".`;
    case 'minLength':
      return `${name} must not be empty: write some text between the quotes.`;
    case 'minItems':
      return `${name} needs at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}.`;
    case 'maxItems':
      return `${name} can have at most ${String(params.limit)} items: remove ${Array.isArray(error.data) ? error.data.length - Number(params.limit) : 'the extra'} of them.`;
    case 'minimum':
      return `${name} must be ${String(params.limit)} or more.`;
    default:
      return `${name} ${error.message ?? 'is not valid'}.`;
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
    const message = explain(error, root, source.value, blocks);
    const key = `${pointer}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({
      severity: 'error',
      rule: 'schema',
      pointer,
      place: placeInWords(source.value, pointer, blocks),
      message,
      ...source.positionOf(pointer),
    });
  }
  return problems;
}
