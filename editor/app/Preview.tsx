/** @jsxImportSource react */
// The live preview: the draft's page as the site renders it, in a frame at phone (390 px) or desktop (1280 px) width,
// scrolled to the block being edited, and where a changed fact or price shows (ShownOn.tsx). The frame
// (editor/server/preview-frame.ts) runs only its own small script.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { usePreviewFrame } from './use-preview-frame.ts';
import { ShownOn } from './ShownOn.tsx';
import { editorToken } from './token.ts';
import { editorBase, isOnline } from './connection.ts';
import type { Json } from '../../model/json-pointer.ts';

const WIDTHS = { phone: 390, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;

interface Props {
  draft: Json;
  route: number;
  block?: number;
  /** Shows another page in the preview (the pages a changed fact or price shows on offer it). */
  onShowPage(route: number): void;
}

/**
 * The preview frame's address. Locally: the editor's other loopback name, so the browser lays the page out in another
 * process, with this run's token. Online: on the editor's own origin, under its base.
 */
function frameAddress(): string {
  if (isOnline()) return `${editorBase()}/preview-frame`;
  const { hostname, port } = window.location;
  const origin = `http://${hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${port}`;
  return `${origin}/preview-frame?token=${encodeURIComponent(editorToken())}`;
}

function useElementWidth(box: RefObject<HTMLElement | null>, initial: number): number {
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return width;
}

export function Preview({ draft, route, block, onShowPage }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [address] = useState(frameAddress);
  const [width, setWidth] = useState<Width>('desktop');
  const boxWidth = useElementWidth(box, 600);
  const rendered = usePreviewFrame(frame, { draft, route, block, width });
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
      <ShownOn draft={draft} route={route} onShowPage={onShowPage} />
      <div className="preview-box" ref={box}>
        <iframe
          ref={frame}
          src={address}
          title="Preview of the page being edited"
          sandbox="allow-scripts"
          data-rendered={rendered}
          style={{ width: frameWidth, height: `${100 / scale}%`, transform: `scale(${scale})` }}
        />
      </div>
    </section>
  );
}
