/** @jsxImportSource react */
// A list item's own Remove, named for what it removes ("Remove tier “Executive Brief”"). Something that holds content
// asks first; an item still empty goes at once. Either way the notice after it offers Undo.
import type { Dialog } from './dialogs/dialog.ts';
import { removeItem } from './removals.ts';
import { getAt, toPointer, type Json, type Path } from '../../model/json-pointer.ts';
import { blockName } from '../../model/block-name.ts';
import { nameOf } from '../../model/mentions.ts';
import type { Schema } from '../../model/schema-walk.ts';

interface Props {
  root: Schema;
  draft: Json;
  path: Path;
  edit(value: Json): void;
  setSelected(pointer: string): void;
  openDialog(dialog: Dialog): void;
}

/** What an item of each of the manifest's lists is called; any other list's item is an "item". */
const KIND_WORDS: Record<string, string> = {
  tiers: 'tier',
  addOns: 'add-on',
  services: 'service',
  downloads: 'download',
  blocks: 'block',
  claims: 'claim',
  facts: 'fact',
};

/** Whether a value holds anything someone wrote (a new, still empty item does not). */
function holdsContent(value: Json | undefined, key = ''): boolean {
  if (typeof value === 'string') return key !== 'type' && value.trim() !== '';
  if (typeof value === 'number' || typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.some((item) => holdsContent(item));
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => holdsContent(v, k));
  return false;
}

/** The item's name as people read it: its name or title, else its short name, else its number. */
function itemName(value: Json | undefined, index: number): string {
  const fields = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const named = nameOf(value) ?? [fields.name, fields.title, fields.id, fields.slug].find((v) => typeof v === 'string');
  return typeof named === 'string' && named.trim() !== '' ? named : `number ${index + 1}`;
}

/** "Tier “Executive Brief”", "FAQ “Common questions”" (a block by its own name), "Item “…”". */
export function removalWords(draft: Json, path: Path): { what: string; kind: string } {
  const value = getAt(draft, path);
  const kind = KIND_WORDS[String(path.at(-2))] ?? 'item';
  if (kind === 'block') return { what: blockName(value), kind };
  const what = `${kind.charAt(0).toUpperCase()}${kind.slice(1)} “${itemName(value, path.at(-1) as number)}”`;
  return { what, kind };
}

export function RemoveButton({ root, draft, path, edit, setSelected, openDialog }: Props) {
  const { what, kind } = removalWords(draft, path);
  const owner = toPointer(path.slice(0, -2)) || '/site';
  const remove = () => {
    edit(removeItem(root, draft, path, what));
    setSelected(owner);
  };
  const label = kind === 'block' ? `Remove ${what}` : `Remove ${kind} ${what.slice(kind.length + 1)}`;
  const ask = () =>
    holdsContent(getAt(draft, path))
      ? openDialog({ kind: 'remove', question: `${label}?`, confirm: `Remove ${kind}`, onConfirm: remove })
      : remove();
  return (
    <button type="button" className="danger" onClick={ask}>
      {label}
    </button>
  );
}
