import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  title: ReactNode;
  /** Read out with the title when the dialog opens (aria-describedby). */
  description?: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** The control that receives focus on open; the first focusable one otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where focus goes on close when the control that opened the dialog is gone or disabled. */
  fallbackFocus?: () => HTMLElement | null | undefined;
  /** A festive look (the 30-day congratulations). */
  tone?: 'default' | 'celebrate';
}

/**
 * A modal dialog: role=dialog + aria-modal, labelled by its title, focus moved in on open, kept
 * inside with Tab / Shift+Tab, Escape or the backdrop closes, and focus returns to where it came from.
 */
export function Dialog({ title, description, onClose, children, initialFocusRef, fallbackFocus, tone = 'default' }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const fallbackRef = useRef(fallbackFocus);
  fallbackRef.current = fallbackFocus;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const panel = panelRef.current;
    const target = initialFocusRef?.current ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
    target?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      const usable = opener?.isConnected && !(opener as HTMLButtonElement).disabled;
      if (usable) opener.focus();
      else fallbackRef.current?.()?.focus();
    };
    // Runs once per opening: the refs are read at open time on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
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

  const panelLook = tone === 'celebrate' ? 'bg-gradient-to-b from-emerald-900 to-indigo-950 ring-emerald-300/50' : 'bg-indigo-950 ring-white/15';
  return createPortal(
    <div
      className="fixed inset-0 z-40 flex items-end justify-center bg-black/60 p-4 sm:items-center"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`max-h-[calc(100dvh-2rem)] w-full max-w-md overflow-y-auto rounded-2xl p-6 text-center shadow-2xl ring-1 focus:outline-none ${panelLook}`}
      >
        <h2 id={titleId} className="text-2xl font-black text-white">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="mt-2 text-indigo-100">
            {description}
          </div>
        ) : null}
        {children ? <div className="mt-5">{children}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
