import { messageFor } from '#kit/lib/errors';
import { formatCount, formatRupees } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { useToast } from '#kit/ui/toast/toast-context';
import { useRefresh } from '../../lib/use-action-outcome';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { REVIEW_CHANGED, useReviewOutcome, type AdminTaskSubmission } from './submission-outcome';

export function ApproveButton({ submission }: { submission: AdminTaskSubmission }) {
  const approve = trpc.tasks.approve.useMutation(useReviewOutcome({ success: m['tasks.review.approved']({ amount: formatRupees(submission.rewardPaise) }) }));
  return (
    <Button
      size="sm"
      variant="primary"
      busy={approve.isPending}
      aria-label={m['tasks.review.approve-label']({ number: submission.number, name: submission.user.name })}
      onClick={() => {
        if (!approve.isPending) approve.mutate({ id: submission.id });
      }}
      className="flex-1 xl:flex-none"
    >
      {approve.isPending ? m['tasks.review.approving']() : m['tasks.review.approve']()}
    </Button>
  );
}

/** Approves the chosen submissions at once; the server credits each once and says which it skipped (reviewed meanwhile, or gone). */
export function BulkApproveButton({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const toasts = useToast();
  const refresh = useRefresh(REVIEW_CHANGED);
  const bulk = trpc.tasks.bulkApprove.useMutation({
    onSuccess: async ({ approved, skipped }) => {
      if (approved.length > 0) toasts.success(m['tasks.review.bulk-approved']({ count: formatCount(approved.length) }));
      if (skipped.length > 0) toasts.error(m['tasks.review.bulk-skipped']({ count: formatCount(skipped.length) }));
      onDone();
      await refresh();
    },
    onError: async (error) => {
      toasts.error(messageFor(error, m['tasks.review.failed']()));
      await refresh();
    },
  });
  return (
    <Button
      variant="primary"
      busy={bulk.isPending}
      disabled={ids.length === 0}
      onClick={() => {
        if (ids.length > 0 && !bulk.isPending) bulk.mutate({ ids });
      }}
    >
      {bulk.isPending ? m['tasks.review.approving']() : m['tasks.review.bulk-approve']({ count: formatCount(ids.length) })}
    </Button>
  );
}
