// Talking to the preview frame: it says when it is ready and when it has shown a page; it is sent the draft's page
// (rendered by the editor's server) shortly after each change, and told to scroll to the block being edited.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { api } from './api.ts';
import type { Json } from '../../model/json-pointer.ts';

const PAUSE_MS = 120;

interface Shown {
  draft: Json;
  route: number;
  block: number | undefined;
  /** The frame's width: scrolling to the block again when it changes. */
  width: string;
}

// The frame has an opaque origin (sandboxed), so a message cannot name it; none holds anything secret.
const postTo = (frame: RefObject<HTMLIFrameElement | null>, message: object) =>
  frame.current?.contentWindow?.postMessage(message, '*');

function useFrameReports(frame: RefObject<HTMLIFrameElement | null>) {
  const [ready, setReady] = useState(false);
  const [rendered, setRendered] = useState(0);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      // The sandboxed frame has an opaque origin, so its messages say "null": a message from anywhere else, or from
      // the frame after it navigated somewhere with a real origin, is not the preview's.
      if (event.source !== frame.current?.contentWindow || event.origin !== 'null') return;
      if (event.data?.ready) setReady(true);
      if (typeof event.data?.rendered === 'number') setRendered(event.data.rendered);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frame]);
  return { ready, rendered };
}

/** Keeps the frame showing `draft`'s page `route`, scrolled to `block`; returns the number of the last page it showed. */
export function usePreviewFrame(
  frame: RefObject<HTMLIFrameElement | null>,
  { draft, route, block, width }: Shown,
): number {
  const { ready, rendered } = useFrameReports(frame);
  const shownRouteRef = useRef(-1);
  const sentRef = useRef(0);
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const html = await api.preview(draft, route);
      if (cancelled) return;
      sentRef.current += 1;
      postTo(frame, { html, keepScroll: shownRouteRef.current === route, id: sentRef.current });
      shownRouteRef.current = route;
    }, PAUSE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [frame, draft, route, ready]);

  // Scroll to the block once each time another block (or width) is chosen, not on every keystroke.
  const scrolledForRef = useRef('');
  useEffect(() => {
    const key = `${route}:${block}:${width}`;
    if (block === undefined || rendered === 0 || shownRouteRef.current !== route || scrolledForRef.current === key)
      return;
    postTo(frame, { block });
    scrolledForRef.current = key;
  }, [frame, block, route, rendered, width]);
  return rendered;
}
