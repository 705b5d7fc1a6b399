// One failure of the schema in plain words: what is wrong, and how to write it instead ("'titel' is not a field of a
// hero block. Did you mean 'title'?"). The words come from the schema itself where it has them.
import type { ErrorObject } from 'ajv/dist/2020.js';
import { placeInWords } from './place.ts';
import { blockKindName } from './block-name.ts';
import { pointerSegments } from './json-pointer.ts';
import type { JsonSource } from './source.ts';
import { closestMatch, didYouMean } from './suggest.ts';
import type { BlockDefinitions } from './blocks.ts';
import { explainRefusedHref } from './links.ts';
import { listed, referenceIds, type Issue } from './references.ts';
import { referenceKind, resolve, type Schema } from './schema-walk.ts';
import { explainType, shortText } from './type-messages.ts';

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

function thing(holder: Schema | undefined, root: Schema): string {
  const defName = Object.entries(root.$defs ?? {}).find(([, def]) => def === holder)?.[0];
  if (defName && THING_WORDS[defName]) return THING_WORDS[defName];
  const typeConst = holder?.properties?.type?.const;
  if (typeof typeConst === 'string') return `a ${blockKindName(typeConst, root)} block`;
  const title = typeof holder?.title === 'string' ? holder.title : '';
  return THING_WORDS[title] ?? '';
}

/** The name used for the value in a message: its field name, or its place in words for an item of a list. */
function nameOf(pointer: string, manifest: unknown, blocks?: BlockDefinitions): string {
  const last = pointerSegments(pointer).at(-1);
  if (last === undefined) return 'the file';
  if (/^\d+$/.test(last))
    return placeInWords(manifest, pointer, blocks).split(' › ').at(-1) ?? `item ${Number(last) + 1}`;
  return last;
}

/** How a missing field could be written: "title": "…", "amount": 1495, "items": [ … ]. */
function shapeOf(name: string, schema: Schema): string {
  const example = schema.examples?.[0];
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
function purpose(schema: Schema): string {
  const description = typeof schema.description === 'string' ? schema.description : '';
  const first = /^[^.:(]*[^.:(\s]/.exec(description)?.[0] ?? '';
  if (!first || first.length > 90) return '';
  return first[0]!.toLowerCase() + first.slice(1);
}

/** The schema's pattern for a text visitors see (Text, names, headings): at least one character that is not a space. */
const VISIBLE_TEXT_PATTERN = '\\S';

/** What else a blank text can become: nothing, where leaving it out is the fix (an item of a list, a block). */
function orRemove(pointer: string): string {
  const segments = pointerSegments(pointer);
  const isItem = (segment: string) => /^\d+$/.test(segment);
  // A block's field is at /routes/N/blocks/M/…; a number further in is an item of one of its lists.
  const inBlock = segments[0] === 'routes' && segments[2] === 'blocks';
  if (isItem(segments.at(-1) ?? '') || (inBlock && segments.slice(4, -1).some(isItem))) return ', or remove the item';
  return inBlock ? ', or remove the block' : '';
}

/** A text that shows nothing: empty, or only spaces (tabs, line breaks and no-break spaces count as spaces). */
function explainBlankText(name: string, value: string, pointer: string): Issue {
  if (value === '')
    return { code: 'schema-minLength', message: `${name} must not be empty: write some text between the quotes.` };
  return {
    code: 'blank-text',
    value,
    message: `${name} is empty: ${JSON.stringify(value)} has only spaces, so visitors would see nothing. Write the words they should see${orRemove(pointer)}.`,
  };
}

function describeFormat(holder: Schema | undefined): string {
  const examples = holder?.examples;
  const description = typeof holder?.description === 'string' ? holder.description : '';
  // The schema's own words for the rule (also what editors show), before what the field is for.
  if (typeof holder?.patternErrorMessage === 'string') return `${holder.patternErrorMessage} ${description}`.trim();
  const pattern =
    typeof holder?.pattern === 'string' && holder.pattern.includes('a-z0-9-')
      ? 'Use lower-case letters, digits and dashes only, such as "quick-scan".'
      : '';
  if (examples && examples.length > 0)
    return `${description} For example: ${examples.map((e) => JSON.stringify(e)).join(', ')}.`.trim();
  return `${pattern} ${description}`.trim();
}

/** A required field is missing: what it is for, and how to add it (a reference lists the ids it may name). */
function explainMissing(missing: string, holder: Schema | undefined, root: Schema, manifest: unknown): Issue {
  const field = resolve(holder?.properties?.[missing], root);
  const what = purpose(field);
  const owner = thing(holder, root);
  const where = owner ? ` to ${owner}` : ' here';
  const kind = referenceKind(field);
  const ids = kind ? referenceIds(kind, manifest) : undefined;
  if (kind && ids) {
    const first = ids[0] === undefined ? undefined : JSON.stringify(ids[0]);
    const example = field.type === 'array' ? `"${missing}": [${first ?? ''}]` : `"${missing}": ${first ?? '"…"'}`;
    const message = `'${missing}' is missing${what ? ` (${what})` : ''}. Add ${example}${where}.${listed(kind, ids)}`;
    return { code: 'missing-field', message, candidates: ids };
  }
  return {
    code: 'missing-field',
    message: `'${missing}' is missing${what ? ` (${what})` : ''}. Add ${shapeOf(missing, field)}${where}.`,
  };
}

function explainUnknownField(extra: string, holder: Schema | undefined, root: Schema): Issue {
  const known = Object.keys(holder?.properties ?? {});
  const guess = closestMatch(extra, known);
  const hint = guess
    ? ` Did you mean '${guess}'? Correct its spelling.`
    : known.length > 0
      ? ` Remove it, or use one of: ${known.join(', ')}.`
      : ' Remove it.';
  const owner = thing(holder, root);
  return {
    code: 'unknown-field',
    message: `'${extra}' is not a field ${owner ? `of ${owner}` : 'here'}.${hint}`,
    value: extra,
    candidates: known,
  };
}

function explainBlockType(params: Record<string, unknown>, root: Schema): Issue {
  const tag = String(params.tagValue ?? '');
  const types = (root.$defs?.Block?.properties?.type?.enum ?? []).map(String);
  if (params.error === 'tag') {
    return {
      code: 'missing-field',
      message: `Every block needs a "type": add "type": "…" with one of: ${types.join(', ')}.`,
      candidates: types,
    };
  }
  const guess = closestMatch(tag, types);
  const message = `Unknown block type '${tag}'${guess ? `: did you mean '${guess}'?` : '.'} Block types are: ${types.join(', ')}.`;
  return { code: 'unknown-block-type', message, value: tag, candidates: types };
}

/** The message of one ajv error, with the code, value and candidates it was written from. */
export function explain(error: ErrorObject, root: Schema, source: JsonSource, blocks?: BlockDefinitions): Issue {
  const name = nameOf(error.instancePath, source.value, blocks);
  const params = error.params as Record<string, unknown>;
  const holder = error.parentSchema as Schema | undefined;
  const issue = (message: string, extra: Partial<Issue> = {}): Issue => ({
    code: `schema-${error.keyword}`,
    message,
    ...extra,
  });
  switch (error.keyword) {
    case 'type':
      return explainType(error, name, source.textOf(error.instancePath) ?? JSON.stringify(error.data));
    case 'required':
      return explainMissing(String(params.missingProperty), holder, root, source.value);
    case 'additionalProperties':
      return explainUnknownField(String(params.additionalProperty), holder, root);
    case 'discriminator':
      return explainBlockType(params, root);
    case 'enum': {
      const allowedValues = (params.allowedValues as unknown[]).map(String);
      const allowed = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v));
      const hint = typeof error.data === 'string' ? didYouMean(error.data, allowedValues, '"') : '';
      return issue(`${name} must be one of ${allowed.join(', ')}.${hint}`, {
        value: error.data,
        candidates: allowedValues,
      });
    }
    case 'const':
      return issue(`${name} must be ${JSON.stringify(params.allowedValue)}.`, { value: error.data });
    case 'pattern':
      if (holder?.pattern === VISIBLE_TEXT_PATTERN && typeof error.data === 'string')
        return explainBlankText(name, error.data, error.instancePath);
      if (holder?.title === 'Href' && typeof error.data === 'string') {
        return issue(explainRefusedHref(error.data, name), { code: 'not-a-link', value: error.data });
      }
      return issue(
        `${name} "${String(error.data)}" is not written the expected way. ${describeFormat(holder)}`.trim(),
        { value: error.data },
      );
    case 'format': {
      const email = params.format === 'email';
      return issue(
        email
          ? `${name} must be an e-mail address such as hello@example.com.`
          : `${name} must be a full web address starting with https://, such as "https://example.com".`,
        { value: error.data },
      );
    }
    case 'minLength':
      if (error.data === '') return explainBlankText(name, '', error.instancePath);
      return issue(`${name} must not be empty: write some text between the quotes.`);
    case 'minItems':
      return issue(`${name} needs at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}.`);
    case 'maxItems': {
      const extra = Array.isArray(error.data) ? error.data.length - Number(params.limit) : 'the extra';
      return issue(`${name} can have at most ${String(params.limit)} items: remove ${extra} of them.`);
    }
    case 'minimum': {
      const typed = source.textOf(error.instancePath) ?? String(error.data);
      return issue(`${name} must be ${String(params.limit)} or more: you wrote ${shortText(typed)}.`, { value: typed });
    }
    default:
      return issue(`${name} ${error.message ?? 'is not valid'}.`, { value: error.data });
  }
}
