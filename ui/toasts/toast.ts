// The site's one way to show a toast: `toast({ title, description, variant })`.
// The toast stack (notistack) loads at the first toast; toasts asked for before it is ready wait for it.

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'destructive' for errors (red). */
  variant?: ToastVariant;
}

type Sink = (options: ToastOptions) => void;

/** Toasts that go with the visitor to the next page (a full page load), kept for this tab only. */
const CARRIED_KEY = 'site:toasts';
/** How long a toast counts as just shown, for carrying it to the next page. */
const RECENT_MS = 4000;

let sink: Sink | undefined;
let firstToast: (() => void) | undefined;
const pending: ToastOptions[] = takeCarriedToasts();
const recent: { options: ToastOptions; at: number }[] = [];

function takeCarriedToasts(): ToastOptions[] {
  try {
    const carried: unknown = JSON.parse(globalThis.sessionStorage?.getItem(CARRIED_KEY) ?? '[]');
    globalThis.sessionStorage?.removeItem(CARRIED_KEY);
    return Array.isArray(carried) ? (carried as ToastOptions[]) : [];
  } catch {
    return []; // storage blocked or not a browser: nothing carried
  }
}

export function toast(options: ToastOptions): void {
  recent.push({ options, at: Date.now() });
  if (sink) return sink(options);
  pending.push(options);
  firstToast?.();
}

/** Before leaving for another page: the toasts just shown (a form's "sent") show there again, so none is cut short. */
export function carryRecentToasts(): void {
  const shown = recent.filter(({ at }) => Date.now() - at < RECENT_MS).map(({ options }) => options);
  try {
    if (shown.length > 0) sessionStorage.setItem(CARRIED_KEY, JSON.stringify(shown));
  } catch {
    // storage blocked: the toast stays on this page only
  }
}

/** Calls `load` at the first toast, or at once if one is waiting: the toast stack's code loads only when needed. */
export function onFirstToast(load: () => void): () => void {
  if (pending.length > 0) load();
  else firstToast = load;
  return () => {
    if (firstToast === load) firstToast = undefined;
  };
}

/** Called by the toast stack when it mounts: it receives every toast from now on, and the ones that waited. */
export function connectToasts(next: Sink): () => void {
  sink = next;
  for (const waiting of pending.splice(0)) next(waiting);
  return () => {
    if (sink === next) sink = undefined;
  };
}
