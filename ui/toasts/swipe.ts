// A toast swiped to the right on a touch screen: the card follows the finger, and is dismissed past a threshold.
import { useRef, useState, type PointerEvent } from 'react';

/** How far a toast must be dragged to the right to be dismissed. */
export const SWIPE_THRESHOLD_PX = 50;

export function useSwipeToDismiss(dismiss: () => void) {
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ pointerId: number; x: number; y: number; horizontal?: boolean } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' || (event.target as Element).closest('button')) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (current.horizontal === undefined && Math.abs(dx) + Math.abs(dy) > 6) {
      current.horizontal = Math.abs(dx) > Math.abs(dy);
      if (current.horizontal) {
        try {
          event.currentTarget.setPointerCapture(event.pointerId);
        } catch {
          // the pointer is already gone: the drag still follows the events that come
        }
      }
    }
    if (current.horizontal) setOffset(Math.max(0, dx));
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const dx = event.clientX - current.x;
    if (event.type === 'pointerup' && current.horizontal && dx >= SWIPE_THRESHOLD_PX) dismiss();
    else setOffset(0);
  };

  return { offset, onPointerDown, onPointerMove, onPointerEnd };
}
