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

/**
 * A mutation's answer: on success the toast `success` (or what it says of the saved row), then
 * `onDone` and the changed lists refreshed. A failure leaves everything as it is and says why: in
 * a toast (`failure`, the text when the server gives none) or where the form shows it (`failure`
 * as a function).
 */
export function useToastOutcome<Saved>({
  success,
  failure,
  changed,
  onDone,
}: {
  success: string | ((saved: Saved) => string);
  failure: string | ((error: unknown) => void);
  changed: ChangedLists;
  onDone?: () => void;
}) {
  const toasts = useToast();
  const refresh = useRefresh(changed);
  return {
    onSuccess: async (saved: Saved) => {
      toasts.success(typeof success === 'string' ? success : success(saved));
      onDone?.();
      await refresh();
    },
    onError: (error: unknown) => (typeof failure === 'string' ? toasts.error(messageFor(error, failure)) : failure(error)),
  };
}

/**
 * What a review action (approve, reject, refund…) does when the server answers: a toast, then
 * `onDone` and the changed lists refreshed. A refusal with a code is the server's decision about
 * the row as it is now (another admin got there first, or its state does not allow the action):
 * the dialog closes and the list shows what it is. A failure without one (the server's
 * validation, the network) stays in the dialog (`showFailure`: on the field it names or as the
 * form's error), so nothing typed is lost.
 */
export function useActionOutcome({ success, failure, changed, onDone, showFailure }: { success: string; failure: string; changed: ChangedLists; onDone?: () => void; showFailure?: (error: unknown) => void }) {
  const toasts = useToast();
  const refresh = useRefresh(changed);
  return {
    onSuccess: async () => {
      toasts.success(success);
      onDone?.();
      await refresh();
    },
    onError: async (error: unknown) => {
      if (showFailure && appCodeOf(error) === null) {
        showFailure(error);
        return;
      }
      toasts.error(messageFor(error, failure));
      onDone?.();
      await refresh();
    },
  };
}
