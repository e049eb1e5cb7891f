import { useRef } from 'react';
import { useToast } from './toast-context';

/**
 * One form's outcome toast: each outcome replaces the last, and `clear` takes it away when the
 * person tries again — an old error would contradict the attempt under way.
 */
export function useAttemptToast() {
  const toast = useToast();
  const last = useRef<number | null>(null);
  const clear = () => {
    if (last.current !== null) toast.dismiss(last.current);
    last.current = null;
  };
  const show = (kind: 'success' | 'error') => (message: string) => {
    clear();
    last.current = toast[kind](message);
  };
  return { clear, success: show('success'), error: show('error') };
}
