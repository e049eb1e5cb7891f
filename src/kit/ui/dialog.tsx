import { useId, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useKitLook, type KitLook } from './kit-look';
import { useKitWords } from './kit-words';
import { useModalDialog } from './use-modal-dialog';

interface DialogProps {
  title: ReactNode;
  /** Read out with the title when the dialog opens (aria-describedby). */
  description?: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** The control that receives focus on open; the first focusable one otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** While a request is in flight Escape, the × and the backdrop do nothing. */
  preventClose?: boolean;
  /** Where focus goes on close when the control that opened the dialog is gone or disabled. */
  fallbackFocus?: () => HTMLElement | null | undefined;
  /** A festive look (the public site's 30-day congratulations). */
  tone?: 'default' | 'celebrate';
}

const LOOKS: Record<KitLook, { panel: string; inner: string; title: string; description: string; body: string }> = {
  public: {
    panel: 'rounded-2xl text-center text-indigo-50 ring-1 backdrop:bg-black/60',
    inner: 'p-6',
    title: 'text-2xl font-black text-white',
    description: 'mt-2 text-indigo-100',
    body: 'mt-5',
  },
  admin: {
    panel: 'rounded-xl bg-white text-slate-900 backdrop:bg-slate-900/50',
    inner: '',
    title: 'text-base font-semibold text-slate-900',
    description: 'mt-1 text-sm text-slate-600',
    body: 'px-5 py-4',
  },
};

/**
 * Both SPAs' modal dialog, the browser's `<dialog>` with `showModal()` (useModalDialog), labelled by
 * its title. Callers render it while it is open and drop it to close it.
 */
export function Dialog({ title, description, onClose, children, initialFocusRef, preventClose = false, fallbackFocus, tone = 'default' }: DialogProps) {
  const look = useKitLook();
  const closeLabel = useKitWords().close;
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useModalDialog({ onClose, preventClose, fallbackFocus, initialFocusRef });

  const styles = LOOKS[look];
  const toneClass = look === 'public' ? (tone === 'celebrate' ? 'bg-gradient-to-b from-emerald-900 to-indigo-950 ring-emerald-300/50' : 'bg-indigo-950 ring-white/15') : '';
  const heading = (
    <>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {description ? (
        <div id={descriptionId} className={styles.description}>
          {description}
        </div>
      ) : null}
    </>
  );
  // In <body>, not where it is rendered (a table row): its text must not count as the row's.
  return createPortal(
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes the dialog; Escape and the close button do the same by keyboard
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      // The browser's cancel (Escape) is handled above; a dialog closed by the browser would leave React's state behind.
      onCancel={(event) => event.preventDefault()}
      // A click on the backdrop lands on the <dialog> itself (it has no padding); clicks on its content land inside.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !preventClose) onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto p-0 shadow-2xl focus:outline-none ${styles.panel} ${toneClass}`}
    >
      <div className={styles.inner}>
        {look === 'admin' ? (
          <>
            <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
              <div className="min-w-0">{heading}</div>
              <button
                type="button"
                onClick={onClose}
                disabled={preventClose}
                aria-label={closeLabel}
                className="-m-1 rounded p-1 text-xl leading-none text-slate-500 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed"
              >
                ×
              </button>
            </div>
            <div className={styles.body}>{children}</div>
          </>
        ) : (
          <>
            {heading}
            {children ? <div className={styles.body}>{children}</div> : null}
          </>
        )}
      </div>
    </dialog>,
    document.body,
  );
}

/** Cancel / confirm row at the bottom of a dialog's form; alone in the body (a confirmation) it needs no space above. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-5 first:mt-0 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}
