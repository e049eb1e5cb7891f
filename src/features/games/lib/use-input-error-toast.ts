import { useRef } from 'react';
import { useToast } from '#kit/ui/toast/toast-context';

/** The toast for a choice or an input not made right: the next attempt takes it away, as it would contradict the page. */
export function useInputErrorToast() {
  const toast = useToast();
  const shown = useRef<number | null>(null);
  const dismiss = () => {
    if (shown.current !== null) toast.dismiss(shown.current);
    shown.current = null;
  };
  const show = (message: string) => {
    dismiss();
    shown.current = toast.error(message);
  };
  return { show, dismiss };
}
