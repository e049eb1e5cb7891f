import { useState } from 'react';
import { messageFor } from '#kit/lib/errors';
import { formatCount, formatDateTime, formatRupees } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { DataTable, type Column } from '#kit/ui/data-table';
import { CheckboxField } from '#kit/ui/fields';
import { useToast } from '#kit/ui/toast/toast-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { RowActions, RowButton } from '../../components/row-actions';
import { DateSteps, PersonCell, StatusCell } from '../../components/table-cells';
import { trpc } from '../../lib/trpc';
import { useRefresh } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';
import { REVIEW_CHANGED, useReviewOutcome, type AdminTaskSubmission } from './submission-outcome';
import { SUBMISSION_STATUS_LABELS, SUBMISSION_STATUS_TONES } from './task-labels';

/** The page's submissions with a choice box on each pending one, and the bulk approval of the chosen. */
export function SubmissionsTable({ submissions, onReject }: { submissions: readonly AdminTaskSubmission[]; onReject: (submission: AdminTaskSubmission) => void }) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const pending = submissions.filter((submission) => submission.status === 'pending');
  // A submission reviewed since (by this page's own actions or another admin) is no longer chosen.
  const chosenPending = pending.filter((submission) => chosen.has(submission.id));
  const toggle = (id: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const columns: Column<AdminTaskSubmission>[] = [
    {
      header: m['tasks.review.column.choose'](),
      label: () => m['tasks.review.column.choose'](),
      cell: (submission) =>
        submission.status === 'pending' ? (
          <input
            type="checkbox"
            checked={chosen.has(submission.id)}
            onChange={(event) => toggle(submission.id, event.target.checked)}
            aria-label={m['tasks.review.choose-label']({ number: submission.number, name: submission.user.name })}
            className="size-4 rounded border-slate-300 text-indigo-600 focus:outline-2 focus:outline-indigo-500"
          />
        ) : null,
    },
    ...COLUMNS,
  ];

  return (
    <>
      {pending.length > 0 ? (
        <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <CheckboxField
            label={m['tasks.review.choose-all']({ count: pending.length })}
            checked={chosenPending.length === pending.length}
            onChange={(event) => setChosen(new Set(event.target.checked ? pending.map((submission) => submission.id) : []))}
          />
          <BulkApproveButton submissions={chosenPending} onDone={() => setChosen(new Set())} />
        </div>
      ) : null}
      <DataTable
        caption={m['tasks.review.caption']()}
        columns={columns}
        rows={submissions}
        rowKey={(submission) => submission.id}
        stackBelow="xl"
        rowTestId="submission"
        actions={(submission) =>
          submission.status === 'pending' ? (
            <RowActions>
              <ApproveButton submission={submission} />
              <RowButton dialog variant="danger" label={m['tasks.review.reject-label']({ number: submission.number, name: submission.user.name })} onClick={() => onReject(submission)}>
                {m['tasks.review.reject']()}
              </RowButton>
            </RowActions>
          ) : null
        }
      />
    </>
  );
}

const COLUMNS: Column<AdminTaskSubmission>[] = [
  {
    header: m['tasks.review.column.submission'](),
    rowHeader: true,
    className: 'text-left font-normal',
    cell: (submission) => (
      <span className="min-w-0 text-right xl:text-left">
        <span className="block font-medium text-slate-900">{m['tasks.review.number']({ number: submission.number })}</span>
        <span className="block text-xs break-words text-slate-700">{submission.taskTitle}</span>
        <span className="block text-xs tabular-nums text-slate-600">{formatRupees(submission.rewardPaise)}</span>
      </span>
    ),
  },
  { header: m['tasks.review.column.user'](), cell: ({ user }) => <PersonCell name={user.name} email={user.email} /> },
  { header: m['tasks.review.column.proof'](), cell: (submission) => <Proof submission={submission} /> },
  {
    header: m['tasks.review.column.status'](),
    cell: (submission) => (
      <StatusCell
        tone={SUBMISSION_STATUS_TONES[submission.status]}
        label={SUBMISSION_STATUS_LABELS[submission.status]}
        note={submission.reason === null ? null : m['tasks.review.reason']({ reason: submission.reason })}
      />
    ),
  },
  {
    header: m['tasks.review.column.dates'](),
    className: 'text-xs text-slate-700',
    cell: (submission) => (
      <DateSteps
        format={formatDateTime}
        steps={[
          { key: 'submitted', date: submission.createdAt, words: m['tasks.review.date.submitted'] },
          { key: 'reviewed', date: submission.reviewedAt, words: m['tasks.review.date.reviewed'] },
        ]}
      />
    ),
  },
];

/** The typed answer as written, or the screenshot from its admin-only address (opens full size), or that none was asked for. */
function Proof({ submission }: { submission: AdminTaskSubmission }) {
  if (submission.proofImageUrl !== null) {
    const alt = m['tasks.review.screenshot-alt']({ number: submission.number });
    return (
      <a href={submission.proofImageUrl} target="_blank" rel="noreferrer" className="inline-block rounded focus-visible:outline-2 focus-visible:outline-indigo-600">
        <img src={submission.proofImageUrl} alt={alt} loading="lazy" className="max-h-32 max-w-40 rounded border border-slate-200 object-contain" />
        <span className="sr-only">{m['tasks.review.opens-new-tab']()}</span>
      </a>
    );
  }
  if (submission.proofText !== null) return <blockquote className="max-w-xs text-right whitespace-pre-wrap break-words text-slate-900 xl:text-left">{submission.proofText}</blockquote>;
  return <span className="text-slate-600">{m['tasks.review.no-proof']()}</span>;
}

function ApproveButton({ submission }: { submission: AdminTaskSubmission }) {
  const approve = trpc.tasks.approve.useMutation(useReviewOutcome({ success: m['tasks.review.approved']({ amount: formatRupees(submission.rewardPaise) }) }));
  return (
    <RowButton
      variant="primary"
      label={m['tasks.review.approve-label']({ number: submission.number, name: submission.user.name })}
      busy={approve.isPending}
      busyLabel={m['tasks.review.approving']()}
      onClick={() => approve.mutate({ id: submission.id })}
    >
      {m['tasks.review.approve']()}
    </RowButton>
  );
}

/** Approves the chosen submissions at once after a confirmation that states how many and what they pay in total (decision 048); the server credits each once and says which it skipped (reviewed meanwhile, or gone). */
function BulkApproveButton({ submissions, onDone }: { submissions: readonly AdminTaskSubmission[]; onDone: () => void }) {
  const toasts = useToast();
  const refresh = useRefresh(REVIEW_CHANGED);
  const [confirming, setConfirming] = useState(false);
  const bulk = trpc.tasks.bulkApprove.useMutation({
    onSuccess: async ({ approved, skipped }) => {
      if (approved.length > 0) toasts.success(m['tasks.review.bulk-approved']({ count: formatCount(approved.length) }));
      if (skipped.length > 0) toasts.error(m['tasks.review.bulk-skipped']({ count: formatCount(skipped.length) }));
      setConfirming(false);
      onDone();
      await refresh();
    },
    onError: async (error) => {
      toasts.error(messageFor(error, m['tasks.review.failed']()));
      setConfirming(false);
      await refresh();
    },
  });
  const total = submissions.reduce((sum, submission) => sum + submission.rewardPaise, 0);
  return (
    <>
      <Button variant="primary" disabled={submissions.length === 0} onClick={() => setConfirming(true)}>
        {m['tasks.review.bulk-approve']({ count: formatCount(submissions.length) })}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={m['tasks.review.bulk-confirm.title']()}
          description={m['tasks.review.bulk-confirm.consequence']({ count: formatCount(submissions.length), total: formatRupees(total) })}
          confirmLabel={m['tasks.review.bulk-confirm.confirm']()}
          busyLabel={m['tasks.review.approving']()}
          busy={bulk.isPending}
          onConfirm={() => bulk.mutate({ ids: submissions.map((submission) => submission.id) })}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
