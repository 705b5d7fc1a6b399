// What the structure dialogs do to the draft when confirmed, and what is selected and said afterwards.
import { addPage, addService, insertAt, type NewService } from './operations.ts';
import { announceRemoval } from './removals.ts';
import { blockFor, routeFor } from './selection.ts';
import { getAt, parsePointer, toPointer, type Json } from '../../model/json-pointer.ts';
import type { Schema } from '../../model/schema-walk.ts';
import { neutralBlock } from '../../model/templates.ts';

interface Context {
  root: Schema;
  draft: Json;
  selected: string;
  edit(value: Json): void;
  closeDialog(): void;
  setSelected(pointer: string): void;
  setRoute(route: number): void;
  setStatus(status: string): void;
}

export type StructureEdits = ReturnType<typeof structureEdits>;

export function structureEdits({
  root,
  draft,
  selected,
  edit,
  closeDialog,
  setSelected,
  setRoute,
  setStatus,
}: Context) {
  const done = (next: Json, select: string, route?: number) => {
    edit(next);
    closeDialog();
    setSelected(select);
    if (route !== undefined) setRoute(route);
  };
  return {
    /** A block of `type` after the selected block, or at the end of the selected page. */
    addBlock(type: string) {
      const blocksPath = ['routes', parsePointer(selected)[1] as number, 'blocks'];
      const block = blockFor(selected);
      const at = block === undefined ? ((getAt(draft, blocksPath) as Json[] | undefined)?.length ?? 0) : block + 1;
      done(insertAt(draft, blocksPath, at, neutralBlock(root, type)), toPointer([...blocksPath, at]));
    },
    addPage(pagePath: string, title: string, copyOf?: number) {
      const added = addPage(draft, root, { path: pagePath, title, copyOf });
      done(added.manifest, `/routes/${added.index}`, added.index);
    },
    addService(choice: NewService) {
      const added = addService(draft, root, choice);
      const pointer = `/services/${added.index}`;
      done(added.manifest, pointer, routeFor(added.manifest, pointer));
    },
    addDownload(entry: Record<string, Json>) {
      const downloads = (getAt(draft, ['downloads']) as Json[] | undefined) ?? [];
      done(insertAt(draft, ['downloads'], downloads.length, entry), `/downloads/${downloads.length}`);
    },
    deletePage(next: Json, page: number) {
      const path = String(getAt(draft, ['routes', page, 'path']));
      announceRemoval(root, draft, next, ['routes', page], `Page “${path}”`);
      done(next, '/routes/0', 0);
    },
    rename(renamed: Json, current: string, next: string) {
      edit(renamed);
      closeDialog();
      setStatus(`Renamed “${current}” to “${next}” everywhere.`);
    },
  };
}
