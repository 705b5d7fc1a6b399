/** @jsxImportSource react */
// A service's or tier's names: "Rename…" (its name, with its form label), the offer to update texts that typed the
// old name, and, under Advanced, the short name a service is known by in page addresses and links.
import { useState } from 'react';
import { RenameDialog } from './dialogs/RenameDialog.tsx';
import { outlineLabel } from './outline.ts';
import { nodeFor } from './selection.ts';
import type { RenameOffers } from './use-rename-offer.ts';
import { getAt, parsePointer, toPointer, type Json, type Path } from '../../model/json-pointer.ts';
import { renameId } from '../../model/reference-edits.ts';
import type { Schema } from '../../model/schema-walk.ts';

interface Props {
  root: Schema;
  draft: Json;
  selected: string;
  edit(value: Json): void;
  onStatus(status: string): void;
  renaming: RenameOffers;
}

const SHORT_NAME = { regex: '[a-z][a-z0-9-]*', hint: 'Lower-case letters, digits and dashes, such as “ops-audit”.' };

export function NameActions({ root, draft, selected, edit, onStatus, renaming }: Props) {
  const [open, setOpen] = useState<'name' | 'short-name'>();
  if (!renaming.named) return null;
  const path = parsePointer(selected);
  const name = String(getAt(draft, [...path, 'name']) ?? '');
  const isService = path.length === 2;
  const shortName = String(getAt(draft, [...path, 'id']) ?? '');
  const close = () => setOpen(undefined);
  return (
    <>
      <button type="button" onClick={() => setOpen('name')}>
        Rename…
      </button>
      {isService && (
        <details className="advanced" role="group" aria-label="Advanced">
          <summary>Advanced</summary>
          <button type="button" onClick={() => setOpen('short-name')}>
            Change the short name used in page addresses…
          </button>
        </details>
      )}
      {open === 'name' && (
        <RenameDialog
          what="name"
          title={`Rename ${name}`}
          current={name}
          note="Its name in the contact form changes with it when it was the same. Texts that typed the old name can be updated next."
          onClose={close}
          onRename={(next) => (close(), renaming.rename(next))}
        />
      )}
      {open === 'short-name' && (
        <RenameDialog
          what="short name"
          title="Change the short name used in page addresses"
          label="Short name"
          current={shortName}
          note={`Addresses and links that lead to ${name} change with it, and so do the texts that show its name or prices. Visitors see no difference.`}
          pattern={SHORT_NAME}
          onClose={close}
          onRename={(next) => {
            close();
            edit(renameId(draft, root, 'service', shortName, next));
            onStatus(`${name} is now “${next}” in page addresses; every link to it follows.`);
          }}
        />
      )}
    </>
  );
}

/** Where a text is, as the outline names it; a block with its page's address ("/about: Hero “…”"). */
function placeOf(draft: Json, path: Path): string {
  const label = outlineLabel(draft, nodeFor(toPointer(path)));
  return path[0] === 'routes' && path[2] === 'blocks'
    ? `${String(getAt(draft, path.slice(0, 2).concat('path')))}: ${label}`
    : label;
}

/** "3 texts still say “Fractional COO”": where they are, and Update them / Leave them. */
export function RenameOfferNotice({ draft, renaming }: { draft: Json; renaming: RenameOffers }) {
  const { offer } = renaming;
  if (!offer) return null;
  const count = offer.mentions.length;
  // A service's name is written as its placeholder (model/renaming.ts): those texts follow the name from then on.
  const followsName = offer.item.length === 2;
  const places = [...new Set(offer.mentions.map((path) => placeOf(draft, path)))];
  return (
    <section className="rename-offer" aria-label="Texts with the old name">
      <p>
        {count} {count === 1 ? 'text still says' : 'texts still say'} “{offer.from}”. Update{' '}
        {count === 1 ? 'it' : 'them'} to “{offer.to}”?
        {followsName ? ' They will then show the name as it is, now and after any later rename.' : ''}
      </p>
      <ul>
        {places.map((place) => (
          <li key={place}>{place}</li>
        ))}
      </ul>
      <div className="rename-offer-actions">
        <button type="button" className="primary" onClick={renaming.update}>
          Update them
        </button>
        <button type="button" onClick={renaming.leave}>
          Leave them
        </button>
      </div>
    </section>
  );
}
