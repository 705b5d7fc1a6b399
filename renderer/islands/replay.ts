// A visitor may reach for an island before its code has arrived. A pointer, touch or focus on one wakes it at once,
// whatever its condition; a click or a navigation key on one is held and replayed on the same element once the island
// is awake and its effects have run, so the first press is never lost. Links are never held: they work without
// JavaScript, and a visitor following one should not wait for an island.
import { sleepingIsland, wakeIsland } from './loader.ts';

const WAKING_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
const HELD_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Escape']);

const queues = new Map<HTMLElement, (() => void)[]>();

function replayWhenAwake(island: HTMLElement, replay: () => void): void {
  const queue = queues.get(island);
  if (queue) {
    queue.push(replay);
    return;
  }
  queues.set(island, [replay]);
  void wakeIsland(island).then(() => {
    for (const next of queues.get(island) ?? []) next();
    queues.delete(island);
  });
}

function copyOfKey(event: KeyboardEvent): KeyboardEvent {
  const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
  return new KeyboardEvent('keydown', {
    key,
    code,
    shiftKey,
    altKey,
    ctrlKey,
    metaKey,
    bubbles: true,
    cancelable: true,
  });
}

/** The element a click landed on, or the HTML element around it (an icon's <path> has no click()). */
function clickable(target: Element): HTMLElement | null {
  let element: Element | null = target;
  while (element && !(element instanceof HTMLElement)) element = element.parentElement;
  return element;
}

function hold(event: Event): void {
  const island = sleepingIsland(event.target);
  const target = event.target as Element;
  if (!island || target.closest('a[href]')) return;
  if (event instanceof KeyboardEvent && !HELD_KEYS.has(event.key)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  replayWhenAwake(island, () => {
    if (!target.isConnected) return;
    if (event instanceof KeyboardEvent) target.dispatchEvent(copyOfKey(event));
    else clickable(target)?.click();
  });
}

/** A pointer resting on an island when it wakes is reported to it again, so a menu opened by hovering opens. */
function wake(event: Event): void {
  const island = sleepingIsland(event.target);
  if (!island) return;
  void wakeIsland(island);
  if (!(event instanceof PointerEvent) || event.type !== 'pointerover') return;
  const target = event.target as Element;
  const { pointerType, clientX, clientY } = event;
  replayWhenAwake(island, () => {
    if (target.isConnected && target.matches(':hover'))
      target.dispatchEvent(new PointerEvent('pointermove', { pointerType, clientX, clientY, bubbles: true }));
  });
}

export function holdEventsUntilAwake(): void {
  for (const type of WAKING_EVENTS) document.addEventListener(type, wake, { capture: true, passive: true });
  document.addEventListener('click', hold, true);
  document.addEventListener('keydown', hold, true);
}
