import { createContext, useContext, type ReactNode } from 'react';
import type { ToastStore } from './toast-store';

const ToastContext = createContext<ToastStore | null>(null);

export function ToastProvider({ store, children }: { store: ToastStore; children: ReactNode }) {
  return <ToastContext.Provider value={store}>{children}</ToastContext.Provider>;
}

export function useToast(): ToastStore {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast must be used inside <ToastProvider>');
  return store;
}
