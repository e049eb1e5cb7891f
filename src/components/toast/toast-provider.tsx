import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

/**
 * Success messages stay 2 s, errors 4 s (error catalogue §9), neutral news (a game's "You lost!") 3 s;
 * a caller may ask for another time (the games' 3 s results). At most three are on screen.
 */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { success: 2000, error: 4000, info: 3000 };

export interface ToastOptions {
  durationMs?: number;
}
export const MAX_VISIBLE_TOASTS = 3;

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  durationMs: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id (for dismissing it early, e.g. an error the next attempt made stale). */
  success(message: string, options?: ToastOptions): number;
  error(message: string, options?: ToastOptions): number;
  /** Neither good nor bad news, announced politely (role=status). */
  info(message: string, options?: ToastOptions): number;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback((kind: ToastKind, message: string, options?: ToastOptions) => {
    const id = nextId.current++;
    const durationMs = options?.durationMs ?? TOAST_DURATION_MS[kind];
    // The oldest toast makes room for the newest; its timer stops when it unmounts.
    setToasts((list) => [...list, { id, kind, message, durationMs }].slice(-MAX_VISIBLE_TOASTS));
    return id;
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      info: (message, options) => show('info', message, options),
      dismiss,
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        aria-label="Notifications"
        role="region"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs, onDismiss]);

  const isError = toast.kind === 'error';
  const look = {
    success: { className: 'bg-emerald-950 text-emerald-50 ring-emerald-400/50', icon: '✓' },
    error: { className: 'bg-rose-950 text-rose-50 ring-rose-400/50', icon: '⚠' },
    info: { className: 'bg-indigo-900 text-indigo-50 ring-indigo-300/50', icon: 'ℹ' },
  }[toast.kind];
  return (
    <div
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl px-4 py-3 text-sm shadow-lg ring-1 ${look.className}`}
    >
      <span aria-hidden="true">{look.icon}</span>
      <p className="flex-1">{toast.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="-m-1 rounded-md p-1 text-current opacity-80 hover:opacity-100"
        aria-label="Dismiss notification"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
