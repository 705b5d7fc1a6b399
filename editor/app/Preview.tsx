/** @jsxImportSource react */
// The live preview: the draft's page as the site renders it, in a frame at phone (390 px) or desktop (1280 px) width,
// scrolled to the block being edited. The frame (editor/server/preview-frame.ts) runs only its own small script.
import { useEffect, useRef, useState } from 'react';
import { api } from './api.ts';
import type { Json } from '../../model/json-pointer.ts';

const WIDTHS = { phone: 390, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;

interface Props {
  draft: Json;
  route: number;
  block?: number;
}

/** The preview frame's address: the editor's other loopback name, so the browser lays the page out in another process. */
function frameAddress(): { src: string; origin: string } {
  const { hostname, port } = window.location;
  const origin = `http://${hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${port}`;
  const token = document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? '';
  return { src: `${origin}/preview-frame?token=${encodeURIComponent(token)}`, origin };
}

export function Preview({ draft, route, block }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [address] = useState(frameAddress);
  const [ready, setReady] = useState(false);
  const [width, setWidth] = useState<Width>('desktop');
  const [boxWidth, setBoxWidth] = useState(600);
  const [rendered, setRendered] = useState(0);
  const shownRoute = useRef(-1);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setBoxWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      if (event.data?.ready) setReady(true);
      if (typeof event.data?.rendered === 'number') setRendered(event.data.rendered);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  const post = (message: object) => frame.current?.contentWindow?.postMessage(message, '*');

  const sent = useRef(0);
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const html = await api.preview(draft, route);
      if (cancelled) return;
      sent.current += 1;
      // The frame has an opaque origin (sandboxed), so the message cannot name it; it holds nothing secret.
      post({ html, keepScroll: shownRoute.current === route, id: sent.current });
      shownRoute.current = route;
    }, 120);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [draft, route, ready]);

  // Scroll to the block once each time another block (or width) is chosen, not on every keystroke.
  const scrolledFor = useRef('');
  useEffect(() => {
    const key = `${route}:${block}:${width}`;
    if (block === undefined || rendered === 0 || shownRoute.current !== route || scrolledFor.current === key) return;
    post({ block });
    scrolledFor.current = key;
  }, [block, route, rendered, width]);

  const frameWidth = WIDTHS[width];
  const scale = Math.min(1, boxWidth / frameWidth);
  return (
    <section className="preview" aria-labelledby="preview-title">
      <div className="preview-bar">
        <h2 id="preview-title">Preview</h2>
        <div role="group" aria-label="Preview width">
          {(Object.keys(WIDTHS) as Width[]).map((w) => (
            <button key={w} type="button" aria-pressed={width === w} onClick={() => setWidth(w)}>
              {w === 'phone' ? 'Phone (390 px)' : 'Desktop (1280 px)'}
            </button>
          ))}
        </div>
      </div>
      <div className="preview-box" ref={box}>
        <iframe
          ref={frame}
          src={address.src}
          title="Preview of the page being edited"
          sandbox="allow-scripts"
          data-rendered={rendered}
          style={{ width: frameWidth, height: `${100 / scale}%`, transform: `scale(${scale})` }}
        />
      </div>
    </section>
  );
}
