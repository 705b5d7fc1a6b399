/** @jsxImportSource react */
// Add a service: its name (and, under Advanced, its short name for addresses), its page (none yet, or a copy of another service's), the menus and the service
// lists that show it.
import { useState, type FormEvent } from 'react';
import { Modal } from './Modal.tsx';
import { DialogActions } from './DialogActions.tsx';
import { getAt, toPointer, type Json } from '../../../model/json-pointer.ts';
import { slugify as slugOf } from '../../../model/site.ts';
import { serviceLists, type NewService } from '../operations.ts';
import type { Schema } from '../../../model/schema-walk.ts';

type Obj = Record<string, Json>;

/** The blocks' service lists, with those that show every service today (an index of services) chosen by default. */
function useServiceListChoice(draft: Json, root: Schema, serviceCount: number) {
  const lists = serviceLists(draft, root);
  const [chosen, setChosen] = useState(
    () => new Set(lists.filter((l) => l.count >= serviceCount).map((l) => toPointer(l.path))),
  );
  const toggle = (pointer: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(pointer);
      else next.delete(pointer);
      return next;
    });
  return { lists, chosen, toggle, chosenPaths: () => lists.map((l) => l.path).filter((p) => chosen.has(toPointer(p))) };
}

/** A checkbox for each of the blocks' service lists. */
function ServiceListChoices({ lists, chosen, toggle }: Omit<ReturnType<typeof useServiceListChoice>, 'chosenPaths'>) {
  return (
    <fieldset>
      <legend>Show its card in these service lists</legend>
      {lists.map((l) => (
        <label className="check" key={toPointer(l.path)}>
          <input
            type="checkbox"
            checked={chosen.has(toPointer(l.path))}
            onChange={(e) => toggle(toPointer(l.path), e.target.checked)}
          />{' '}
          {l.label}
        </label>
      ))}
    </fieldset>
  );
}

export function AddServiceDialog({
  root,
  draft,
  onAdd,
  onClose,
}: {
  root: Schema;
  draft: Json;
  onAdd(choice: NewService): void;
  onClose(): void;
}) {
  const services = getAt(draft, ['services']);
  const serviceList = Array.isArray(services) ? (services as Obj[]) : [];
  const [name, setName] = useState('');
  const [id, setId] = useState('');
  const [pageFrom, setPageFrom] = useState(serviceList.length ? '0' : 'none');
  const [inMenu, setInMenu] = useState(true);
  const [inFooter, setInFooter] = useState(false);
  const { lists, chosen, toggle, chosenPaths } = useServiceListChoice(draft, root, serviceList.length);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd({
      id: id || slugOf(name),
      name,
      pageFrom: pageFrom === 'none' ? undefined : Number(pageFrom),
      inMenu,
      inFooter,
      lists: chosenPaths(),
    });
  };
  return (
    <Modal title="Add a service" onClose={onClose}>
      <form onSubmit={submit} className="dialog-form">
        <label>
          Service name
          <input required value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <details className="advanced">
          <summary>Advanced</summary>
          <label>
            Short name used in page addresses
            <input
              value={id}
              placeholder={name ? slugOf(name) : 'new-service'}
              pattern="[a-z][a-z0-9-]*"
              title="Lower-case letters, digits and dashes, such as “ops-audit”."
              onChange={(e) => setId(e.target.value)}
            />
          </label>
        </details>
        <label>
          Its page
          <select value={pageFrom} onChange={(e) => setPageFrom(e.target.value)}>
            <option value="none">No page yet</option>
            {serviceList.map((s, i) => (
              <option key={i} value={i}>
                A copy of the page of {String(s.name)}
              </option>
            ))}
          </select>
        </label>
        <label className="check">
          <input type="checkbox" checked={inMenu} onChange={(e) => setInMenu(e.target.checked)} /> Show in the Services
          menu
        </label>
        <label className="check">
          <input type="checkbox" checked={inFooter} onChange={(e) => setInFooter(e.target.checked)} /> Show in the
          footer
        </label>
        <ServiceListChoices lists={lists} chosen={chosen} toggle={toggle} />
        <DialogActions submit="Add service" onClose={onClose} />
      </form>
    </Modal>
  );
}
