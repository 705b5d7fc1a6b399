// The site's one way to show a toast: `toast({ title, description, variant })`.
// The toast stack (notistack) loads after hydration; toasts asked for before it is ready wait for it.

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'destructive' for errors (red). */
  variant?: ToastVariant;
}

type Sink = (options: ToastOptions) => void;

let sink: Sink | undefined;
const pending: ToastOptions[] = [];

export function toast(options: ToastOptions): void {
  if (sink) sink(options);
  else pending.push(options);
}

/** Called by the toast stack when it mounts: it receives every toast from now on, and the ones that waited. */
export function connectToasts(next: Sink): () => void {
  sink = next;
  for (const waiting of pending.splice(0)) next(waiting);
  return () => {
    if (sink === next) sink = undefined;
  };
}
