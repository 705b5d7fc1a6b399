// Validates the manifest against its JSON Schema and explains every failure in plain words.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { closest, distance } from 'fastest-levenshtein';
import siteSchema from './site.schema.json' with { type: 'json' };
import { placeInWords } from './place.ts';
import type { Problem } from './problems.ts';
import type { JsonSource } from './json-source.ts';

type JsonObject = Record<string, unknown>;

export function createValidator(schema: JsonObject = siteSchema as JsonObject): ValidateFunction {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, discriminator: true, strict: true, allowUnionTypes: true });
  ajv.addKeyword('defaultSnippets');
  ajv.addKeyword('markdownDescription');
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

function lastSegment(pointer: string): string {
  return pointer.split('/').pop() ?? '';
}

function explain(error: ErrorObject, root: JsonObject): string {
  const name = lastSegment(error.instancePath) || 'this';
  const params = error.params as Record<string, unknown>;
  const holder = error.parentSchema as JsonObject | undefined;
  switch (error.keyword) {
    case 'type': {
      const types = String(params.type).split(',');
      return `${name} must be ${types.map((t) => TYPE_WORDS[t] ?? t).join(', or ')}.`;
    }
    case 'required':
      return `'${String(params.missingProperty)}' is missing. Add "${String(params.missingProperty)}": … here.`;
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      const known = Object.keys((holder?.properties as JsonObject | undefined) ?? {});
      const guess = known.length > 0 ? closest(extra, known) : undefined;
      const hint = guess && similar(extra, guess) ? ` Did you mean '${guess}'?` : known.length > 0 ? ` Allowed here: ${known.join(', ')}.` : '';
      return `'${extra}' is not a field this part knows.${hint} Remove it or correct its spelling.`;
    }
    case 'discriminator': {
      const tag = String(params.tagValue ?? '');
      const types = ((root.$defs as JsonObject).Block as { properties: { type: { enum: string[] } } }).properties.type.enum;
      if (params.error === 'tag') return `Every block needs a "type", one of: ${types.join(', ')}.`;
      const guess = closest(tag, types);
      return `Unknown block type '${tag}'${similar(tag, guess) ? `: did you mean '${guess}'?` : '.'} Block types are: ${types.join(', ')}.`;
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v));
      return `${name} must be one of ${allowed.join(', ')}.`;
    }
    case 'const':
      return `${name} must be ${JSON.stringify(params.allowedValue)}.`;
    case 'pattern':
      return `${name} is not written the expected way. ${describeFormat(holder)}`;
    case 'format':
      return params.format === 'email'
        ? `${name} must be an e-mail address such as hello@example.com.`
        : `${name} must be a full web address starting with https://.`;
    case 'minLength':
      return `${name} must not be empty.`;
    case 'minItems':
      return `${name} needs at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}.`;
    case 'maxItems':
      return `${name} can have at most ${String(params.limit)} items.`;
    case 'minimum':
      return `${name} must be ${String(params.limit)} or more.`;
    default:
      return `${name} ${error.message ?? 'is not valid'}.`;
  }
}

export function similar(a: string, b: string): boolean {
  return distance(a.toLowerCase(), b.toLowerCase()) <= Math.max(2, Math.floor(b.length / 3));
}

function describeFormat(holder: JsonObject | undefined): string {
  const examples = holder?.examples as unknown[] | undefined;
  const description = typeof holder?.description === 'string' ? holder.description : '';
  const pattern = typeof holder?.pattern === 'string' && holder.pattern.includes('a-z0-9-') ? 'Use lower-case letters, digits and dashes only, such as "quick-scan".' : '';
  if (examples && examples.length > 0) return `${description} For example: ${examples.map((e) => JSON.stringify(e)).join(', ')}.`.trim();
  return `${pattern} ${description}`.trim();
}

/** Errors ajv reports for a failed branch are noise once a more precise error is present at or below the same place. */
function keepMostUseful(errors: ErrorObject[]): ErrorObject[] {
  const discriminated = new Set(errors.filter((e) => e.keyword === 'discriminator').map((e) => `${e.instancePath}/type`));
  return errors.filter((e) => e.keyword !== 'if' && e.keyword !== 'oneOf' && e.keyword !== 'anyOf' && !(e.keyword === 'enum' && discriminated.has(e.instancePath)));
}

export function validateManifest(source: JsonSource, validate: ValidateFunction = createValidator()): Problem[] {
  if (validate(source.value)) return [];
  const root = validate.schema as JsonObject;
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of keepMostUseful(validate.errors ?? [])) {
    const pointer =
      error.keyword === 'additionalProperties'
        ? `${error.instancePath}/${String((error.params as { additionalProperty: string }).additionalProperty)}`
        : error.keyword === 'discriminator'
          ? `${error.instancePath}/type`
          : error.instancePath;
    const message = explain(error, root);
    const key = `${pointer}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({
      severity: 'error',
      pointer,
      place: placeInWords(source.value, pointer),
      message,
      ...source.positionOf(pointer),
    });
  }
  return problems;
}
