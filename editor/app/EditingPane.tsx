/** @jsxImportSource react */
// The middle pane: the selected node's name and actions, its form, and the problems of the whole draft. A service's
// or tier's name is renamed here too: its labels follow, and texts that typed the old name are offered an update.
import { useMemo, type ReactNode } from 'react';
import type { Problem } from './api.ts';
import { FormPane } from './FormPane.tsx';
import { NameActions, RenameOfferNotice } from './NameActions.tsx';
import { ProblemList } from './ProblemList.tsx';
import { outlineLabel } from './outline.ts';
import { useRenameOffer } from './use-rename-offer.ts';
import { getAt, parsePointer, type Json } from '../../model/json-pointer.ts';
import type { Schema } from '../../model/schema-walk.ts';

/** A page's blocks are edited one by one, each in its own form. */
const PAGE_OMITS = ['blocks'];
const NO_OMITS: string[] = [];

interface Props {
  root: Schema;
  draft: Json;
  selected: string;
  problems: Problem[];
  checking: boolean;
  edit(value: Json, key?: string): void;
  onChooseProblem(problem: Problem): void;
  onStatus(status: string): void;
  /** The selected node's buttons. */
  actions: ReactNode;
}

export function EditingPane(props: Props) {
  const { root, draft, selected, problems, checking, edit, onChooseProblem, onStatus, actions } = props;
  const path = parsePointer(selected);
  const value = getAt(draft, path);
  const isPage = path[0] === 'routes' && path.length === 2;
  const label = useMemo(() => outlineLabel(draft, selected), [draft, selected]);
  const renaming = useRenameOffer({ root, draft, selected, edit, onStatus });
  return (
    <main
      className="editing"
      onBlur={(event) => {
        if ((event.target as HTMLElement).id === 'field_name') renaming.nameLeft();
      }}
    >
      <div className="form-head">
        <h2 id="form-title" tabIndex={-1}>
          {label}
        </h2>
        <div className="node-actions">
          {actions}
          <NameActions
            root={root}
            draft={draft}
            selected={selected}
            edit={edit}
            onStatus={onStatus}
            renaming={renaming}
          />
        </div>
      </div>
      <RenameOfferNotice draft={draft} renaming={renaming} />
      {value !== undefined && (
        <FormPane
          root={root}
          draft={draft}
          pointer={selected}
          value={value}
          problems={problems}
          omit={isPage ? PAGE_OMITS : NO_OMITS}
          onChange={renaming.formChange}
        />
      )}
      <ProblemList problems={problems} checking={checking} onChoose={onChooseProblem} />
    </main>
  );
}
