import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalOptions {
  onClose: () => void;
  preventClose: boolean;
  fallbackFocus?: () => HTMLElement | null | undefined;
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** A mounted `<dialog>` made modal: scroll locked, focus in, Escape closes, Tab wraps, focus back on unmount. Returns its ref. */
export function useModalDialog({ onClose, preventClose, fallbackFocus, initialFocusRef }: ModalOptions) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Read by the listeners below at event time, so they always see the latest props.
  const latest = useRef({ onClose, preventClose, fallbackFocus });
  useLayoutEffect(() => {
    latest.current = { onClose, preventClose, fallbackFocus };
  });

  // A passive effect on purpose: its cleanup runs after the commit that closed the dialog, so an
  // opener removed by that same commit (a row that changed) is seen as gone.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    // StrictMode mounts twice: opening an open dialog throws.
    if (!dialog.open) dialog.showModal();
    const target = initialFocusRef?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
    target.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      dialog.close();
      // Synchronously (StrictMode's mount → unmount → mount must end with focus inside again).
      const usable = opener?.isConnected && !(opener as HTMLButtonElement).disabled;
      if (usable) opener.focus();
      else latest.current.fallbackFocus?.()?.focus();
    };
    // Runs once per opening: the initial focus is read at open time on purpose.
  }, [initialFocusRef]);

  // On the document, not the dialog: when the focused button turns disabled (a request in flight)
  // browsers move focus to <body>, and Escape and Tab must still work then.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape') {
        // The browser's own Escape handling would close the dialog behind React's back.
        event.preventDefault();
        event.stopPropagation();
        if (!latest.current.preventClose) latest.current.onClose();
        return;
      }
      if (event.key === 'Tab') wrapTab(dialog, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return dialogRef;
}

/** Tab and Shift+Tab from the last or first control (or from outside) go round inside the dialog. */
function wrapTab(dialog: HTMLDialogElement, event: KeyboardEvent) {
  // The page behind is inert, but Tab would still leave for the browser's own controls.
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const current = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
  } else if (!dialog.contains(current)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && (current === first || current === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && current === last) {
    event.preventDefault();
    first.focus();
  }
}
