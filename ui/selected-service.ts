// The service chosen on the book page, shared by the focus cards and the contact form's service field.
// A tiny external store: cards and form read it with useSyncExternalStore, so they always agree.
import { useSyncExternalStore } from 'react';

let selected = '';
const listeners = new Set<() => void>();

export function getSelectedService(): string {
  return selected;
}

/** Sets the chosen service code ('' for none) and tells every reader. */
export function setSelectedService(code: string): void {
  if (code === selected) return;
  selected = code;
  for (const listener of listeners) listener();
}

export function subscribeSelectedService(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The chosen service code; '' before any choice, and always '' in the pre-rendered HTML. */
export function useSelectedService(): string {
  return useSyncExternalStore(subscribeSelectedService, getSelectedService, () => '');
}
