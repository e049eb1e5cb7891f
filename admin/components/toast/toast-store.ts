export type ToastKind = 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** House rule from the spec (§9): success toasts last 2 s, errors 4 s; we keep at most 3 on screen. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { success: 2_000, error: 4_000 };
export const MAX_TOASTS = 3;

export interface ToastStore {
  success(message: string): void;
  error(message: string): void;
  dismiss(id: number): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Toast[];
}

/** A tiny store outside React so non-component code (the query cache's error handler) can toast too. */
export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  const emit = () => listeners.forEach((listener) => listener());

  const dismiss = (id: number) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    if (!toasts.some((toast) => toast.id === id)) return;
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  };

  const push = (kind: ToastKind, message: string) => {
    // The same message twice in a row (e.g. several queries failing together) shows once.
    const duplicate = toasts.find((toast) => toast.kind === kind && toast.message === message);
    if (duplicate) dismiss(duplicate.id);
    const toast = { id: nextId++, kind, message };
    const kept = [...toasts, toast];
    for (const dropped of kept.slice(0, Math.max(0, kept.length - MAX_TOASTS))) {
      const timer = timers.get(dropped.id);
      if (timer) clearTimeout(timer);
      timers.delete(dropped.id);
    }
    toasts = kept.slice(-MAX_TOASTS);
    timers.set(toast.id, setTimeout(() => dismiss(toast.id), TOAST_DURATION_MS[kind]));
    emit();
  };

  return {
    success: (message) => push('success', message),
    error: (message) => push('error', message),
    dismiss,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}
