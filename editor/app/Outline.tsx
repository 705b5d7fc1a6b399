/** @jsxImportSource react */
// The outline: every part of the site in the editor's words, with a search box. Blocks can be dragged to a new place
// or moved with Alt+Arrow keys.
import { memo, useState, type DragEvent, type KeyboardEvent } from 'react';
import { buildOutline, matches, type OutlineNode } from './outline.ts';
import { getAt, parsePointer, type Json } from '../../model/json-pointer.ts';

interface Props {
  draft: Json;
  selected: string;
  problemPointers: Set<string>;
  onSelect(pointer: string): void;
  /** Back to the first screen, "What do you want to change?". */
  onStart(): void;
  onMoveBlock(page: number, from: number, to: number): void;
}

function hasProblem(pointer: string, problemPointers: Set<string>): boolean {
  for (const p of problemPointers) if (p === pointer || p.startsWith(`${pointer}/`)) return true;
  return false;
}

/** Where a block's pointer (/routes/<page>/blocks/<index>) puts it. */
function blockPlace(pointer: string) {
  const [, page, , index] = parsePointer(pointer) as [string, number, string, number];
  return { page, index };
}

/** The nodes of a section that match the search, each with its matching children (all of them with no search). */
function matchingNodes(nodes: OutlineNode[], query: string, valueOf: (node: OutlineNode) => Json | undefined) {
  return nodes
    .map((node) => {
      const children = (node.children ?? []).filter((child) => matches(valueOf(child), child.label, query));
      const own = matches(valueOf(node), node.label, query);
      return own || children.length ? { node, children: query ? children : (node.children ?? []) } : undefined;
    })
    .filter((entry) => entry !== undefined);
}

/** Dragging a block onto another of the same page moves it there; the props to spread on an outline item. */
function useBlockDrag(onMoveBlock: Props['onMoveBlock']) {
  const [dragged, setDragged] = useState<string>();
  return (node: OutlineNode) => ({
    draggable: node.kind === 'block',
    onDragStart: node.kind === 'block' ? () => setDragged(node.pointer) : undefined,
    onDragOver: node.kind === 'block' ? (event: DragEvent) => event.preventDefault() : undefined,
    onDrop:
      node.kind === 'block' && dragged
        ? () => {
            const from = blockPlace(dragged);
            const to = blockPlace(node.pointer);
            if (from.page === to.page) onMoveBlock(from.page, from.index, to.index);
            setDragged(undefined);
          }
        : undefined,
  });
}

function OutlineView({ draft, selected, problemPointers, onSelect, onStart, onMoveBlock }: Props) {
  const [query, setQuery] = useState('');
  const dragProps = useBlockDrag(onMoveBlock);
  const sections = buildOutline(draft);
  const valueOf = (node: OutlineNode) => getAt(draft, parsePointer(node.pointer));

  const keyMove = (event: KeyboardEvent, node: OutlineNode) => {
    if (node.kind !== 'block' || !event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const { page, index } = blockPlace(node.pointer);
    onMoveBlock(page, index, index + (event.key === 'ArrowUp' ? -1 : 1));
  };

  const item = (node: OutlineNode, shownChildren: OutlineNode[]) => (
    <li key={node.pointer} {...dragProps(node)}>
      <button
        type="button"
        className={`outline-item ${node.kind}`}
        aria-current={selected === node.pointer ? 'true' : undefined}
        data-pointer={node.pointer}
        onClick={() => onSelect(node.pointer)}
        onKeyDown={(event) => keyMove(event, node)}
        aria-keyshortcuts={node.kind === 'block' ? 'Alt+ArrowUp Alt+ArrowDown' : undefined}
      >
        {node.label}
        {hasProblem(node.pointer, problemPointers) && <span className="outline-problem"> (needs attention)</span>}
      </button>
      {shownChildren.length > 0 && <ul>{shownChildren.map((child) => item(child, []))}</ul>}
    </li>
  );

  return (
    <nav className="outline" aria-label="Parts of the site">
      <button type="button" className="all-tasks" onClick={onStart}>
        All tasks
      </button>
      <label className="search">
        Search
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Any text, price or page"
        />
      </label>
      {sections.map((section) => {
        const shown = matchingNodes(section.nodes, query, valueOf);
        if (query && shown.length === 0) return null;
        return (
          <section key={section.title} aria-label={section.title}>
            <h2>{section.title}</h2>
            <ul>
              {shown.map(({ node, children }) =>
                item(
                  node,
                  node.kind === 'page' || node.kind === 'service'
                    ? selected.startsWith(node.pointer + '/') || selected === node.pointer || query
                      ? children
                      : []
                    : children,
                ),
              )}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}

const outlineKey = (draft: Json) => JSON.stringify(buildOutline(draft));

/**
 * Typing in a form changes the draft on every key, but rarely the outline: re-render only when its labels change.
 * (While searching, matches inside texts refresh with the next change of the outline or the search words.)
 */
export const Outline = memo(
  OutlineView,
  (a, b) =>
    a.selected === b.selected &&
    a.problemPointers === b.problemPointers &&
    a.onSelect === b.onSelect &&
    a.onStart === b.onStart &&
    a.onMoveBlock === b.onMoveBlock &&
    (a.draft === b.draft || outlineKey(a.draft) === outlineKey(b.draft)),
);
