// The toasts themselves, on notistack: one at a time, gone after 5 seconds, closable by button or a swipe right.
import { css } from '@emotion/react';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider, type CustomContentProps } from 'notistack';
import { forwardRef, useEffect, useState } from 'react';
import { color, radius, shadow, space, text } from '../theme/tokens.ts';
import { connectToasts, type ToastVariant } from './toast.ts';
import { useSwipeToDismiss } from './swipe.ts';

declare module 'notistack' {
  interface VariantOverrides {
    default: { description?: string };
    destructive: { description?: string };
    success: false;
    error: false;
    warning: false;
    info: false;
  }
}

export const TOAST_DURATION_MS = 5000;

const cardStyle = (variant: ToastVariant) => css`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${space[3]};
  width: 100%;
  padding: ${space[4]} ${space[4]} ${space[4]} ${space[5]};
  border-radius: ${radius.md};
  box-shadow: ${shadow.raised};
  font-size: ${text.sm};
  line-height: 1.45;
  touch-action: pan-y;
  ${
    variant === 'destructive'
      ? `background: ${color.danger}; color: #fff; border: 1px solid ${color.danger};`
      : `background: ${color.surface}; color: ${color.text}; border: 1px solid ${color.border}; border-left: 4px solid ${color.success};`
  }
  strong {
    display: block;
    font-size: ${text.base};
    color: inherit;
  }
  p {
    margin-top: 2px;
    overflow-wrap: anywhere;
  }
`;

const closeStyle = (variant: ToastVariant) => css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin: -6px -6px 0 auto;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  opacity: 0.85;
  &:hover {
    opacity: 1;
    background: ${variant === 'destructive' ? 'rgba(255, 255, 255, 0.16)' : color.surfaceAlt};
  }
  &:focus-visible {
    outline-color: ${variant === 'destructive' ? '#fff' : color.focus};
  }
`;

type ToastCardProps = CustomContentProps & { description?: string };

/** One toast. notistack hands it the transition's ref and style; the swipe moves the inner card only. */
const ToastCard = forwardRef<HTMLDivElement, ToastCardProps>(function ToastCard(
  { id, message, description, variant, style, className },
  ref,
) {
  const tone: ToastVariant = variant === 'destructive' ? 'destructive' : 'default';
  const swipe = useSwipeToDismiss(() => closeSnackbar(id));

  return (
    <div ref={ref} style={style} className={className} css={css`width: 100%;`} data-toast={tone}>
      <div
        css={cardStyle(tone)}
        style={
          swipe.offset
            ? { transform: `translateX(${swipe.offset}px)`, opacity: Math.max(0.3, 1 - swipe.offset / 200) }
            : undefined
        }
        onPointerDown={swipe.onPointerDown}
        onPointerMove={swipe.onPointerMove}
        onPointerUp={swipe.onPointerEnd}
        onPointerCancel={swipe.onPointerEnd}
      >
        <div>
          <strong>{message}</strong>
          {description ? <p>{description}</p> : null}
        </div>
        <button
          type="button"
          css={closeStyle(tone)}
          aria-label="Dismiss notification"
          onClick={() => closeSnackbar(id)}
        >
          <svg
            width="16"
            height="16"
            viewBox="0 0 16 16"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M4 4l8 8M12 4l-8 8" />
          </svg>
        </button>
      </div>
    </div>
  );
});

export interface ToastStackProps {
  /** The live region the toasts render into. */
  domRoot: HTMLElement;
}

export function ToastStack({ domRoot }: ToastStackProps) {
  const [reducedMotion] = useState(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);

  useEffect(
    () =>
      connectToasts(({ title, description, variant = 'default' }) => {
        enqueueSnackbar({ message: title, description, variant });
      }),
    [],
  );

  return (
    <SnackbarProvider
      domRoot={domRoot}
      maxSnack={1}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      transitionDuration={reducedMotion ? { enter: 0, exit: 0 } : undefined}
      Components={{ default: ToastCard, destructive: ToastCard }}
    />
  );
}
