// The toast area: a labelled region that F8 focuses, holding a polite live region that the toasts appear in.
// The region is in the pre-rendered HTML (so the live region exists before any toast); the notistack stack that
// fills it loads with the first toast.
import { css } from '@emotion/react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { color, layout, radius } from '../theme/tokens.ts';
import type { ToastStackProps } from './ToastStack.tsx';
import { onFirstToast } from './toast.ts';

export const TOAST_REGION_LABEL = 'Notifications (F8)';

// notistack positions its own container; inside this region it becomes a plain box at the region's place
// (top right, just under the navigation bar, clear of the cookie banner and the scroll-to-top button), so the
// region's focus ring surrounds the toast.
const regionStyle = css`
  position: fixed;
  z-index: 1400;
  right: 16px;
  top: calc(${layout.navHeight} + 12px);
  width: min(400px, calc(100vw - 32px));
  pointer-events: none;
  border-radius: ${radius.md};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 4px;
  }
  .notistack-SnackbarContainer {
    position: static;
    inset: auto;
    transform: none;
    width: 100%;
    max-width: 100%;
    align-items: stretch;
  }
  .notistack-SnackbarContainer .notistack-CollapseWrapper {
    padding: 0;
  }
  .notistack-Snackbar {
    min-width: 0;
  }
`;

export function Toaster() {
  const region = useRef<HTMLElement>(null);
  const [live, setLive] = useState<HTMLDivElement | null>(null);
  const [Stack, setStack] = useState<ComponentType<ToastStackProps> | null>(null);

  useEffect(() => {
    let mounted = true;
    const stopWaiting = onFirstToast(() => {
      void import('./ToastStack.tsx').then((module) => {
        if (mounted) setStack(() => module.ToastStack);
      });
    });
    return () => {
      mounted = false;
      stopWaiting();
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8' || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      region.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section ref={region} aria-label={TOAST_REGION_LABEL} tabIndex={-1} css={regionStyle}>
      <div ref={setLive} role="status" aria-live="polite" />
      {Stack && live ? <Stack domRoot={live} /> : null}
    </section>
  );
}
