import { useSyncExternalStore } from 'react';
import { useKitLook, type KitLook } from '../kit-look';
import { useKitWords } from '../kit-words';
import { useToast } from './toast-context';
import type { ToastKind } from './toast-store';

const ICONS: Record<ToastKind, string> = { success: '✓', error: '!', info: 'ℹ' };

const LOOKS: Record<KitLook, Record<ToastKind, string>> = {
  public: {
    success: 'bg-emerald-950 text-emerald-50 ring-1 ring-emerald-400/50',
    error: 'bg-rose-950 text-rose-50 ring-1 ring-rose-400/50',
    info: 'bg-indigo-900 text-indigo-50 ring-1 ring-indigo-300/50',
  },
  admin: {
    success: 'border border-emerald-200 bg-emerald-50 text-emerald-900',
    error: 'border border-red-200 bg-red-50 text-red-900',
    info: 'border border-slate-200 bg-white text-slate-900',
  },
};

/** News in a polite status region, errors in an assertive alert region; both stay mounted, as a live region must exist before it changes. */
export function Toaster() {
  const store = useToast();
  const look = useKitLook();
  const words = useKitWords();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <section
      aria-label={words.notifications}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:inset-x-auto sm:right-0 sm:items-end"
    >
      {(['polite', 'assertive'] as const).map((urgency) => (
        <div key={urgency} role={urgency === 'polite' ? 'status' : 'alert'} aria-live={urgency} className="flex flex-col gap-2">
          {toasts
            .filter((toast) => (toast.kind === 'error') === (urgency === 'assertive'))
            .map((toast) => (
              <div
                key={toast.id}
                data-testid="toast"
                className={`pointer-events-auto flex w-80 max-w-[calc(100vw-2rem)] items-start gap-3 rounded-lg px-4 py-3 text-sm shadow-lg ${LOOKS[look][toast.kind]}`}
              >
                <span aria-hidden="true" className="mt-0.5 font-bold">
                  {ICONS[toast.kind]}
                </span>
                <p className="flex-1">{toast.message}</p>
                <button
                  type="button"
                  onClick={() => store.dismiss(toast.id)}
                  className="min-h-6 min-w-6 rounded px-1 text-current opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
                  aria-label={words.dismissNotification}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </div>
            ))}
        </div>
      ))}
    </section>
  );
}
