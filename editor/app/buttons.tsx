/** @jsxImportSource react */
// The form library's buttons as plain text buttons that say what they act on ("Add a tier", "Remove tier 3", "Remove
// the main button"), in words taken from the form's schema, so no block type needs words of its own here. (The
// library's defaults are icon fonts this app does not load, and "Add item" does not say which of four lists.)
import type { IconButtonProps, OptionalDataControlsTemplateProps, RJSFSchema } from '@rjsf/utils';

type Action = 'add' | 'remove' | 'copy' | 'moveUp' | 'moveDown';

/** "Feature" from "Features", "Alias" from "Aliases", "Category" from "Categories"; undefined when not a plural. */
function singular(plural: string): string | undefined {
  if (/ies$/.test(plural)) return plural.replace(/ies$/, 'y');
  if (/(ss|sh|ch|x|ias)es$/.test(plural)) return plural.replace(/es$/, '');
  if (/[^s]s$/.test(plural)) return plural.slice(0, -1);
  return undefined;
}

/** A name as it reads inside a sentence: "tier", but "FAQ" stays as written. */
function inSentence(name: string): string {
  return /^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

/** "a tier", "an add-on", "another address" (for a list titled "Other addresses"). */
function withArticle(noun: string): string {
  if (/^other /i.test(noun)) return `another ${noun.slice('other '.length)}`;
  return `${/^[aeio]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** The list a button belongs to, read from its id ("field_tiers_2__remove"): the list's schema and the item's number. */
function listOf(id: string | undefined, root: RJSFSchema): { list: RJSFSchema; index?: number } {
  const [place = ''] = (id ?? '').replace(/^field/, '').split('__');
  const keys = place.split('_').filter((key) => key !== '');
  let schema: RJSFSchema = root;
  let list: RJSFSchema = root;
  let index: number | undefined;
  for (const key of keys) {
    const isIndex = /^\d+$/.test(key) && typeof schema.items === 'object';
    if (isIndex) [list, index] = [schema, Number(key)];
    const next = isIndex ? schema.items : schema.properties?.[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) break;
    schema = next as RJSFSchema;
    if (!isIndex) [list, index] = [schema, undefined];
  }
  return { list, index };
}

/** What one item of the list is called ("tier", "legal link"): its list's title made singular, else its own title. */
function itemNoun(list: RJSFSchema, itemTitle: unknown): string {
  const listTitle = typeof list.title === 'string' ? list.title : '';
  const fromList = singular(listTitle);
  if (fromList) return inSentence(fromList);
  if (typeof itemTitle === 'string' && itemTitle !== '' && itemTitle !== 'Item') return inSentence(itemTitle);
  return 'item';
}

function buttonLabel(action: Action, props: IconButtonProps): string {
  const { list, index } = listOf(props.id, props.registry.rootSchema);
  const itemTitle = (props.uiSchema?.['ui:options'] as { itemTitle?: unknown } | undefined)?.itemTitle;
  const noun = itemNoun(list, itemTitle);
  const item = `${noun} ${(index ?? 0) + 1}`;
  switch (action) {
    case 'add':
      return `Add ${withArticle(noun)}`;
    case 'remove':
      return `Remove ${item}`;
    case 'copy':
      return `Duplicate ${item}`;
    case 'moveUp':
      return `Move ${item} up`;
    case 'moveDown':
      return `Move ${item} down`;
  }
}

function textButton(action: Action, className = '') {
  return function TextButton(props: IconButtonProps) {
    const { onClick, disabled, id } = props;
    return (
      <button type="button" id={id} className={`list-button ${className}`} onClick={onClick} disabled={disabled}>
        {buttonLabel(action, props)}
      </button>
    );
  };
}

export const buttonTemplates = {
  AddButton: textButton('add', 'add'),
  CopyButton: textButton('copy'),
  MoveUpButton: textButton('moveUp'),
  MoveDownButton: textButton('moveDown'),
  RemoveButton: textButton('remove', 'danger'),
  SubmitButton: () => null,
};

/**
 * An optional part made of several fields (a hero's main button, a background image): "Add a main button" while it
 * is not there, "Remove the main button" once it is, so it is never half-filled by accident nor impossible to remove.
 */
function OptionalPartControl({ id, schema, onAddClick, onRemoveClick }: OptionalDataControlsTemplateProps) {
  const name = inSentence(typeof schema.title === 'string' && schema.title !== '' ? schema.title : 'part');
  // A space first: the button sits in the part's heading, whose words must not run into its own.
  if (onAddClick)
    return (
      <>
        {' '}
        <button type="button" id={id} className="list-button add optional-part" onClick={onAddClick}>
          Add {withArticle(name)}
        </button>
      </>
    );
  if (onRemoveClick)
    return (
      <>
        {' '}
        <button type="button" id={id} className="list-button danger optional-part" onClick={onRemoveClick}>
          Remove the {name}
        </button>
      </>
    );
  return <em id={id}>Not filled in</em>;
}

/** What the form needs for the above: its templates, and optional parts made of fields shown with Add and Remove. */
export const formTemplates = { ButtonTemplates: buttonTemplates, OptionalDataControlsTemplate: OptionalPartControl };
export const formGlobalOptions = { enableOptionalDataFieldForType: ['object'] as ('object' | 'array')[] };
