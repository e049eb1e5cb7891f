export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** The spec's durations (§8); a caller may ask for another. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { success: 2_000, error: 4_000, info: 3_000 };
/** The spec's cap: at most 20 toasts; past it the oldest makes room for the newest. */
export const MAX_TOASTS = 20;

export interface ToastOptions {
  durationMs?: number;
}

export interface ToastStore {
  /** Shows a toast and returns its id (for dismissing it early, e.g. an error the next attempt made stale). */
  success(message: string, options?: ToastOptions): number;
  error(message: string, options?: ToastOptions): number;
  /** Neither good nor bad news, announced politely. */
  info(message: string, options?: ToastOptions): number;
  dismiss(id: number): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Toast[];
}

/** A small store outside React, so code that is no component (a query cache's error handler) can toast too. */
export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  const emit = () => listeners.forEach((listener) => listener());
  const stopTimer = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };

  const dismiss = (id: number) => {
    stopTimer(id);
    if (!toasts.some((toast) => toast.id === id)) return;
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  };

  const push = (kind: ToastKind, message: string, options?: ToastOptions): number => {
    // The same message twice (several queries failing together) shows once, with a fresh timer.
    const duplicate = toasts.find((toast) => toast.kind === kind && toast.message === message);
    if (duplicate) stopTimer(duplicate.id);
    const toast: Toast = { id: nextId++, kind, message };
    const kept = [...toasts.filter((existing) => existing !== duplicate), toast];
    for (const dropped of kept.slice(0, Math.max(0, kept.length - MAX_TOASTS))) stopTimer(dropped.id);
    toasts = kept.slice(-MAX_TOASTS);
    timers.set(toast.id, setTimeout(() => dismiss(toast.id), options?.durationMs ?? TOAST_DURATION_MS[kind]));
    emit();
    return toast.id;
  };

  return {
    success: (message, options) => push('success', message, options),
    error: (message, options) => push('error', message, options),
    info: (message, options) => push('info', message, options),
    dismiss,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}
