/** @jsxImportSource react */
// The live preview: the draft's page as the site renders it, in a frame at phone (390 px) or desktop (1280 px) width,
// scrolled to the block being edited. The frame runs no scripts; links inside it do not navigate.
import { useEffect, useRef, useState } from 'react';
import { api } from './api.ts';
import type { Json } from '../shared/pointer.ts';

const WIDTHS = { phone: 390, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;

interface Props {
  draft: Json;
  route: number;
  block?: number;
}

export function Preview({ draft, route, block }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<Width>('desktop');
  const [boxWidth, setBoxWidth] = useState(600);
  const [updated, setUpdated] = useState(0);
  const shownRoute = useRef(-1);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setBoxWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(async () => {
      const html = await api.preview(draft, route);
      const doc = frame.current?.contentDocument;
      if (cancelled || !doc) return;
      const keepScroll = shownRoute.current === route ? (doc.scrollingElement?.scrollTop ?? 0) : 0;
      doc.open();
      doc.write(html);
      doc.close();
      doc.addEventListener('click', (event) => {
        if ((event.target as Element).closest?.('a, button')) event.preventDefault();
      });
      doc.scrollingElement?.scrollTo(0, keepScroll);
      shownRoute.current = route;
      setUpdated((n) => n + 1);
    }, 150);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [draft, route]);

  // Scroll to the block once each time another block (or width) is chosen, not on every keystroke.
  const scrolledFor = useRef('');
  useEffect(() => {
    const key = `${route}:${block}:${width}`;
    if (block === undefined || updated === 0 || shownRoute.current !== route || scrolledFor.current === key) return;
    const mark = frame.current?.contentDocument?.querySelectorAll('[data-editor-block]')[block];
    (mark?.nextElementSibling ?? mark?.parentElement)?.scrollIntoView({ block: 'start' });
    scrolledFor.current = key;
  }, [block, route, updated, width]);

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
          title="Preview of the page being edited"
          sandbox="allow-same-origin"
          data-updated={updated}
          style={{ width: frameWidth, height: `${100 / scale}%`, transform: `scale(${scale})` }}
        />
      </div>
    </section>
  );
}
