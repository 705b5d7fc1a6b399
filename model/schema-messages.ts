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
import { referenceKind, refName, resolve, type Schema } from './schema-walk.ts';
import { capitalised, fieldWords } from './field-words.ts';
import { explainType, shortText } from './type-messages.ts';
import { explainPriceValue } from './price-input.ts';

/** What a kind of object is called in messages ("'titel' is not a field of a hero block"). */
const THING_WORDS: Record<string, string> = {
  SiteManifest: 'the file',
  SiteFacts: 'the site settings',
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

/** The name used for the value in a message: the last part of its place in words ("question", "item 2 ('…')"). */
function nameOf(pointer: string, manifest: unknown, blocks?: BlockDefinitions): string {
  if (pointerSegments(pointer).length === 0) return 'the file';
  return placeInWords(manifest, pointer, blocks).split(' › ').at(-1)!;
}

/** What to do about a missing field, by what it holds: "Write the question.", "Choose the page or site…". */
function howToFill(words: string, field: Schema): string {
  const type = Array.isArray(field.type) ? field.type[0] : field.type;
  switch (type) {
    case 'number':
    case 'integer':
      return `Enter the ${words}.`;
    case 'boolean':
      return `Switch the ${words} on or off.`;
    case 'array':
      return `Add the ${words}.`;
    case 'object':
      return `Fill in the ${words}.`;
    default:
      return `Write the ${words}.`;
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
  // An item of a list is named by its number ("Card 2 ('…')"); a field by its words ("The headline").
  const what = / \d+( \(.*\))?$/.test(name) ? capitalised(name) : `The ${name}`;
  if (value === '')
    return {
      code: 'schema-minLength',
      message: `${what} is empty. Write the words visitors should see${orRemove(pointer)}.`,
    };
  return {
    code: 'blank-text',
    value,
    message: `${what} is empty: it has only spaces, so visitors would see nothing. Write the words they should see${orRemove(pointer)}.`,
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

/** A required field is missing: what it is for, and what to do (a reference lists the names it may take). */
function explainMissing(missing: string, holder: Schema | undefined, root: Schema, manifest: unknown): Issue {
  const own = holder?.properties?.[missing];
  const field = resolve(own, root);
  const words = fieldWords(missing, own, root);
  const purposeOf = purpose(field);
  // "The question is missing (the question)" says it twice.
  const same = purposeOf.replace(/^(the|a|an) /, '') === words.toLowerCase();
  const what = !purposeOf || same ? '' : ` (${purposeOf})`;
  const missingWords = `The ${words} ${field.type === 'array' ? 'are' : 'is'} missing${what}.`;
  if (refName(own) === 'Href' || missing === 'href')
    return { code: 'missing-field', message: 'This link leads nowhere yet. Choose the page or site it leads to.' };
  const kind = referenceKind(field);
  const ids = kind ? referenceIds(kind, manifest) : undefined;
  if (kind && ids) {
    const choose = field.type === 'array' ? 'Choose at least one.' : 'Choose one.';
    return { code: 'missing-field', message: `${missingWords} ${choose}${listed(kind, ids)}`, candidates: ids };
  }
  return { code: 'missing-field', message: `${missingWords} ${howToFill(words, field)}` };
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
      message: `The block's type is missing: choose one of: ${types.join(', ')}.`,
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
    case 'type': {
      const typed = source.textOf(error.instancePath) ?? JSON.stringify(error.data);
      // A price in the editor's words (model/price-input.ts): cents or words refused, never rounded.
      const price = error.schemaPath.includes('/Price/') ? explainPriceValue(name, typed, error.data) : undefined;
      return price ?? explainType(error, name, typed);
    }
    case 'required':
      return explainMissing(String(params.missingProperty), holder, root, source.value);
    case 'additionalProperties':
      return explainUnknownField(String(params.additionalProperty), holder, root);
    case 'discriminator':
      return explainBlockType(params, root);
    case 'enum': {
      const allowedValues = (params.allowedValues as unknown[]).map(String);
      const hint = typeof error.data === 'string' ? didYouMean(error.data, allowedValues, '"') : '';
      const wrote = typeof error.data === 'string' ? `"${error.data}"` : String(error.data);
      return issue(`${capitalised(name)} cannot be ${wrote}. Choose one of: ${allowedValues.join(', ')}.${hint}`, {
        value: error.data,
        candidates: allowedValues,
      });
    }
    case 'const':
      return issue(`${capitalised(name)} must be "${String(params.allowedValue)}".`, { value: error.data });
    case 'pattern':
      if (holder?.pattern === VISIBLE_TEXT_PATTERN && typeof error.data === 'string')
        return explainBlankText(name, error.data, error.instancePath);
      if (holder?.title === 'Href' && typeof error.data === 'string') {
        return issue(explainRefusedHref(error.data, 'The link'), { code: 'not-a-link', value: error.data });
      }
      return issue(
        `${capitalised(name)} "${String(error.data)}" is not written the expected way. ${describeFormat(holder)}`.trim(),
        { value: error.data },
      );
    case 'format': {
      const email = params.format === 'email';
      return issue(
        email
          ? `${capitalised(name)} must be an e-mail address such as hello@example.com.`
          : `${capitalised(name)} must be a full web address starting with https://, such as "https://example.com".`,
        { value: error.data },
      );
    }
    case 'minLength':
      if (error.data === '') return explainBlankText(name, '', error.instancePath);
      return issue(`${capitalised(name)} is too short: write some text.`);
    case 'minItems':
      return issue(
        `${capitalised(name)} needs at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}: add one.`,
      );
    case 'maxItems': {
      const extra = Array.isArray(error.data) ? error.data.length - Number(params.limit) : 'the extra';
      return issue(`${capitalised(name)} can have at most ${String(params.limit)} items: remove ${extra} of them.`);
    }
    case 'minimum': {
      const typed = source.textOf(error.instancePath) ?? String(error.data);
      return issue(`${capitalised(name)} must be ${String(params.limit)} or more: you wrote ${shortText(typed)}.`, {
        value: typed,
      });
    }
    default:
      return issue(`${capitalised(name)} ${error.message ?? 'is not valid'}.`, { value: error.data });
  }
}
