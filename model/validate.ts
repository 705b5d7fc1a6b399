// Validates the manifest against its JSON Schema and explains every failure in plain words (schema-messages.ts):
// what is wrong, and how to write it instead. All problems are reported at once, one per place.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import siteSchema from '../schema/site.schema.json' with { type: 'json' };
import { placeInWords } from './place.ts';
import type { Problem } from './problems.ts';
import type { JsonSource } from './source.ts';
import { closestMatch } from './suggest.ts';
import type { BlockDefinitions } from './blocks.ts';
import type { Schema } from './schema-walk.ts';
import { explain } from './schema-messages.ts';

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
  ajv.addKeyword('blockName');
  // The words a form shows for each value of an enum, in the same order ("Per month" for "month").
  ajv.addKeyword('enumTitles');
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  return ajv.compile(schema);
}

/** Errors ajv reports for a failed branch are noise once a more precise error is present at or below the same place. */
function keepMostUseful(errors: ErrorObject[]): ErrorObject[] {
  const discriminated = new Set(
    errors.filter((e) => e.keyword === 'discriminator').map((e) => `${e.instancePath}/type`),
  );
  const tagMissing = new Set(
    errors
      .filter((e) => e.keyword === 'discriminator' && (e.params as { error?: string }).error === 'tag')
      .map((e) => e.instancePath),
  );
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
      !(
        e.keyword === 'required' &&
        misspelled.has(`${e.instancePath}|${String((e.params as { missingProperty: string }).missingProperty)}`)
      ),
  );
}

function pointerOf(error: ErrorObject): string {
  const key = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  if (error.keyword === 'additionalProperties')
    return `${error.instancePath}/${key(String((error.params as { additionalProperty: string }).additionalProperty))}`;
  if (error.keyword === 'discriminator') return `${error.instancePath}/type`;
  // A missing field is reported at the field, so the editor shows it there; its line is its holder's.
  if (error.keyword === 'required')
    return `${error.instancePath}/${key(String((error.params as { missingProperty: string }).missingProperty))}`;
  return error.instancePath;
}

let siteValidator: ValidateFunction | undefined;

/** The site schema's validator, compiled once. */
export function defaultValidator(): ValidateFunction {
  return (siteValidator ??= createValidator());
}

export function validateManifest(
  source: JsonSource,
  validate: ValidateFunction = defaultValidator(),
  blocks?: BlockDefinitions,
): Problem[] {
  if (validate(source.value)) return [];
  const root = validate.schema as Schema;
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
      ...(source.positionOf(pointer) ?? source.positionOf(error.instancePath)),
    });
  }
  return problems;
}
