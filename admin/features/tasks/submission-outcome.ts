import type { AdminTaskSubmission } from '#contract/tasks/schemas';
import { appCodeOf, messageFor } from '#kit/lib/errors';
import { useToast } from '#kit/ui/toast/toast-context';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';

export type { AdminTaskSubmission };

/** The queue, the tasks' counts and the audit log after a review changed them. */
export function useRefreshAfterReview() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.tasks.submissions.invalidate(), utils.tasks.list.invalidate(), utils.audit.list.invalidate()]);
}

/**
 * What each review action does when the server answers: a toast, then the queue refreshed. A
 * refusal with a code is the server's decision about the submission as it is now (another admin
 * reviewed it first, or it is gone): the dialog closes and the queue shows what it is. A failure
 * without one (the server's validation, the network) stays in the dialog, on the field it names
 * or as the form's error, so nothing typed is lost.
 */
export function useReviewOutcome({ success, onDone, showFailure }: { success: string; onDone?: () => void; showFailure?: (error: unknown) => void }) {
  const toasts = useToast();
  const refresh = useRefreshAfterReview();
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
      toasts.error(messageFor(error, m['tasks.review.failed']()));
      onDone?.();
      await refresh();
    },
  };
}
