/** @jsxImportSource react */
// A modal dialog on the browser's own <dialog>: focus moves into it, Escape closes it, the page behind is inert, and
// focus goes back to where it was when it closes (if that is still on the page).
import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  title: string;
  onClose(): void;
  children: ReactNode;
  wide?: boolean;
}

export function Modal({ title, onClose, children, wide }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement;
    if (element && !element.open) element.showModal();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className={wide ? 'modal wide' : 'modal'}
      aria-labelledby="modal-title"
      onClose={onClose}
      onCancel={onClose}
    >
      <h2 id="modal-title">{title}</h2>
      {children}
    </dialog>
  );
}
