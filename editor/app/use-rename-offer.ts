// After a service or tier is renamed (in the Rename dialog, or by typing over its Name field and leaving it), the
// offer to update the texts that still type the old name. While the Name field is typed over, the labels that said
// the name (the form label) follow it.
import { useState } from 'react';
import { getAt, parsePointer, setAt, type Json, type Path } from '../../model/json-pointer.ts';
import { isNamedItem, mentionsOf, renameItem, updateMentions } from '../../model/renaming.ts';
import type { Schema } from '../../model/schema-walk.ts';

interface RenameOffer {
  item: Path;
  from: string;
  to: string;
  mentions: Path[];
}

interface Options {
  root: Schema;
  draft: Json;
  selected: string;
  edit(value: Json, key?: string): void;
  onStatus(status: string): void;
}

const nameAt = (draft: Json, item: Path) => {
  const name = getAt(draft, [...item, 'name']);
  return typeof name === 'string' ? name : '';
};

export function useRenameOffer({ root, draft, selected, edit, onStatus }: Options) {
  const item = parsePointer(selected);
  const named = isNamedItem(draft, item);
  const [offer, setOffer] = useState<RenameOffer>();
  // The name as it was when this part was chosen or last renamed: what texts may still say.
  const [known, setKnown] = useState({ selected, name: nameAt(draft, item) });
  if (known.selected !== selected) {
    setKnown({ selected, name: nameAt(draft, item) });
    setOffer(undefined);
  }

  /** Offers to update the texts in `manifest` that still say `from`, the item's name before. */
  const offerFor = (manifest: Json, from: string) => {
    const to = nameAt(manifest, item);
    setKnown({ selected, name: to });
    const mentions = mentionsOf(manifest, root, item, from);
    setOffer(mentions.length && from !== to ? { item, from, to, mentions } : undefined);
  };

  return {
    named,
    offer,
    /** The form's new value for the selected part, with its labels following a changed name. */
    formChange(next: Json) {
      let manifest = setAt(draft, item, next);
      const [before, after] = [getAt(draft, [...item, 'name']), getAt(manifest, [...item, 'name'])];
      if (named && typeof before === 'string' && typeof after === 'string' && before !== after)
        manifest = renameItem(setAt(manifest, [...item, 'name'], before), root, item, after);
      edit(manifest, selected);
    },
    /** The person left the Name field: when the name changed, the offer. */
    nameLeft() {
      if (named && nameAt(draft, item) !== known.name) offerFor(draft, known.name);
    },
    rename(next: string) {
      const from = nameAt(draft, item);
      const manifest = renameItem(draft, root, item, next);
      edit(manifest);
      onStatus(`Renamed “${from}” to “${next}”.`);
      offerFor(manifest, from);
    },
    update() {
      if (!offer) return;
      edit(updateMentions(draft, root, offer.item, offer.from, offer.mentions));
      const count = offer.mentions.length;
      onStatus(`${count} ${count === 1 ? 'text now shows' : 'texts now show'} “${offer.to}”.`);
      setOffer(undefined);
    },
    leave: () => setOffer(undefined),
  };
}

export type RenameOffers = ReturnType<typeof useRenameOffer>;
