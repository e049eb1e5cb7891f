import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  title: string;
  /** Read out with the title when the dialog opens (aria-describedby). */
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** The control that receives focus on open; the first focusable one otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** While a request is in flight Escape, the × and the backdrop do nothing. */
  preventClose?: boolean;
  /**
   * Where focus goes on close when the control that opened the dialog is gone (e.g. the row's
   * Complete button disappears once the request is completed).
   */
  fallbackFocus?: () => HTMLElement | null | undefined;
}

/**
 * A modal dialog: role=dialog + aria-modal, labelled by its title, focus moved in on open, kept
 * inside with Tab / Shift+Tab, Escape closes, and focus returns to where it came from.
 */
export function Dialog({ title, description, onClose, children, initialFocusRef, preventClose = false, fallbackFocus }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const fallbackRef = useRef(fallbackFocus);
  fallbackRef.current = fallbackFocus;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const target = initialFocusRef?.current ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
    target?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      // Synchronously (StrictMode's mount → unmount → mount must end with focus inside again).
      if (opener?.isConnected) opener.focus();
      else fallbackRef.current?.()?.focus();
    };
    // Runs once per opening: the refs are read at open time on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // On the document, not the panel: when the focused button turns disabled (a request in flight)
  // browsers move focus to <body>, and Escape and Tab must still work then.
  const preventCloseRef = useRef(preventClose);
  preventCloseRef.current = preventClose;
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        if (!preventCloseRef.current) onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (!panel.contains(active)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (active === first || active === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return createPortal(
    <div
      className="fixed inset-0 z-40 flex items-end justify-center bg-slate-900/50 p-4 sm:items-center"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !preventClose) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className="max-h-[calc(100dvh-2rem)] w-full max-w-md overflow-y-auto rounded-xl bg-white shadow-xl focus:outline-none"
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <div className="min-w-0">
            <h2 id={titleId} className="text-base font-semibold text-slate-900">
              {title}
            </h2>
            {description ? (
              <div id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </div>
            ) : null}
          </div>
          <button
            type="button"
            onClick={onClose}
            disabled={preventClose}
            aria-label="Close"
            className="-m-1 rounded p-1 text-xl leading-none text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed"
          >
            ×
          </button>
        </div>
        <div className="px-5 py-4">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

/** Cancel / confirm row at the bottom of a dialog's form. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}
