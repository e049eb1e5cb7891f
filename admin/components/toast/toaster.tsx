import { useSyncExternalStore } from 'react';
import { useToast } from './toast-context';

/**
 * Success toasts live in a polite status region, errors in an assertive alert region, so screen
 * readers announce each the way its urgency deserves. Both regions stay mounted (live regions
 * must exist before their content changes to be announced).
 */
export function Toaster() {
  const store = useToast();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:inset-x-auto sm:right-0 sm:items-end">
      {(['success', 'error'] as const).map((kind) => (
        <div key={kind} role={kind === 'success' ? 'status' : 'alert'} aria-live={kind === 'success' ? 'polite' : 'assertive'} className="flex flex-col gap-2">
          {toasts
            .filter((toast) => toast.kind === kind)
            .map((toast) => (
              <div
                key={toast.id}
                data-testid="toast"
                className={`pointer-events-auto flex w-80 max-w-[calc(100vw-2rem)] items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${
                  kind === 'success' ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-900'
                }`}
              >
                <span aria-hidden="true" className="mt-0.5 font-bold">
                  {kind === 'success' ? '✓' : '!'}
                </span>
                <p className="flex-1">{toast.message}</p>
                <button
                  type="button"
                  onClick={() => store.dismiss(toast.id)}
                  className="rounded px-1 text-current opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
                  aria-label="Dismiss notification"
                >
                  ×
                </button>
              </div>
            ))}
        </div>
      ))}
    </div>
  );
}
