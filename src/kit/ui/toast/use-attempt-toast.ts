import { useRef } from 'react';
import { useToast } from './toast-context';

/** One form's outcome toast: each replaces the last, and `clear` takes it away on the next attempt, which it would contradict. */
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
