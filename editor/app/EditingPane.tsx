/** @jsxImportSource react */
// The middle pane: the selected node's name and actions, its form, and the problems of the whole draft.
import { useMemo, type ReactNode } from 'react';
import type { Problem } from './api.ts';
import { FormPane } from './FormPane.tsx';
import { ProblemList } from './ProblemList.tsx';
import { buildOutline } from './outline.ts';
import { getAt, parsePointer, setAt, type Json } from '../../model/json-pointer.ts';
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
  /** The selected node's buttons. */
  actions: ReactNode;
}

/** The selected node's name as the outline gives it. */
function labelOf(draft: Json, selected: string): string {
  for (const section of buildOutline(draft))
    for (const node of section.nodes) {
      if (node.pointer === selected) return node.label;
      const child = node.children?.find((c) => c.pointer === selected);
      if (child) return child.label;
    }
  return selected;
}

export function EditingPane({ root, draft, selected, problems, checking, edit, onChooseProblem, actions }: Props) {
  const path = parsePointer(selected);
  const value = getAt(draft, path);
  const isPage = path[0] === 'routes' && path.length === 2;
  const label = useMemo(() => labelOf(draft, selected), [draft, selected]);
  return (
    <main className="editing">
      <div className="form-head">
        <h2 id="form-title" tabIndex={-1}>
          {label}
        </h2>
        <div className="node-actions">{actions}</div>
      </div>
      {value !== undefined && (
        <FormPane
          root={root}
          draft={draft}
          pointer={selected}
          value={value}
          problems={problems}
          omit={isPage ? PAGE_OMITS : NO_OMITS}
          onChange={(next) => edit(setAt(draft, path, next), selected)}
        />
      )}
      <ProblemList problems={problems} checking={checking} onChoose={onChooseProblem} />
    </main>
  );
}
