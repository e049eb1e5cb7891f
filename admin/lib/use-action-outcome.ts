import { appCodeOf, messageFor } from '#kit/lib/errors';
import { useToast } from '#kit/ui/toast/toast-context';
import { trpc } from './trpc';

type AdminUtils = ReturnType<typeof trpc.useUtils>;

/** The lists an action changed (`utils.<router>.<query>`); the audit log is refreshed with them, as every admin action writes to it. */
export type ChangedLists = (utils: AdminUtils) => { invalidate: () => Promise<void> }[];

/** Refreshes the changed lists and the audit log. */
export function useRefresh(changed: ChangedLists) {
  const utils = trpc.useUtils();
  return () => Promise.all([...changed(utils), utils.audit.list].map((list) => list.invalidate()));
}

/** A mutation's answer: a toast, `onDone`, the lists refreshed; a failure is toasted, or shown by `failure` as a function. */
export function useToastOutcome<Saved>({
  success,
  failure,
  changed,
  onDone,
}: {
  success: string | ((saved: Saved) => string);
  failure: string | ((error: unknown) => void);
  changed: ChangedLists;
  /** Given the saved row (a settings form puts it in the cache). */
  onDone?: (saved: Saved) => void;
}) {
  const toasts = useToast();
  const refresh = useRefresh(changed);
  return {
    onSuccess: async (saved: Saved) => {
      toasts.success(typeof success === 'string' ? success : success(saved));
      onDone?.(saved);
      await refresh();
    },
    onError: (error: unknown) => (typeof failure === 'string' ? toasts.error(messageFor(error, failure)) : failure(error)),
  };
}

/**
 * A review action's answer (approve, reject, refund…). A `settled` refusal (by default, any with a code)
 * is the server's word on the row as it is now: the dialog closes and the list shows it; any other
 * failure stays in the dialog (`showFailure`), toasted too with `toastEveryFailure`.
 */
export function useActionOutcome({
  success,
  failure,
  changed,
  onDone,
  showFailure,
  settled = (error) => appCodeOf(error) !== null,
  toastEveryFailure = false,
}: {
  success: string;
  failure: string;
  changed: ChangedLists;
  onDone?: () => void;
  showFailure?: (error: unknown) => void;
  settled?: (error: unknown) => boolean;
  toastEveryFailure?: boolean;
}) {
  const toasts = useToast();
  const refresh = useRefresh(changed);
  return {
    onSuccess: async () => {
      toasts.success(success);
      onDone?.();
      await refresh();
    },
    onError: async (error: unknown) => {
      if (showFailure && !settled(error)) {
        if (toastEveryFailure) toasts.error(messageFor(error, failure));
        showFailure(error);
        return;
      }
      toasts.error(messageFor(error, failure));
      onDone?.();
      await refresh();
    },
  };
}
