import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { MAX_BULK_APPROVE, SUBMISSION_STATUSES } from '#contract/tasks/rules';
import { messageFor } from '#kit/lib/errors';
import { formatCount, formatDateTime, formatRupees } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { DataTable, type Column } from '#kit/ui/data-table';
import { CheckboxField } from '#kit/ui/fields';
import { FilterGroup } from '#kit/ui/filter-group';
import { Pagination } from '#kit/ui/pagination';
import { EmptyState, ListStates } from '#kit/ui/states';
import { useToast } from '#kit/ui/toast/toast-context';
import { Badge } from '../../components/panel';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { m } from '../../i18n/paraglide/messages';
import { RejectSubmissionDialog } from './reject-submission-dialog';
import { useRefreshAfterReview, useReviewOutcome, type AdminTaskSubmission } from './submission-outcome';
import { SUBMISSION_STATUS_LABELS, SUBMISSION_STATUS_TONES } from './task-labels';

/** Pending first: it is the queue's work, so it is the filter when the URL names none. */
export const SUBMISSION_FILTERS = [...SUBMISSION_STATUSES, 'all'] as const;
type SubmissionFilter = (typeof SUBMISSION_FILTERS)[number];
const FILTER_LABELS: Record<SubmissionFilter, string> = { ...SUBMISSION_STATUS_LABELS, all: m['tasks.review.filter.all']() };

/** One page of the queue at most, which is also the most one bulk approval takes. */
export const SUBMISSIONS_PAGE_SIZE = Math.min(20, MAX_BULK_APPROVE);

const routeApi = getRouteApi('/_dashboard/tasks');

/** The review queue: submissions by status, each with its proof; approve one, several at once, or reject with a reason. */
export function SubmissionsQueue() {
  useDocumentTitle(m['tasks.review.document-title']());
  const { status: filter = 'pending', page = 1 } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const submissions = trpc.tasks.submissions.useQuery({ status: filter === 'all' ? undefined : filter, page, pageSize: SUBMISSIONS_PAGE_SIZE }, { placeholderData: keepPreviousData });
  const [rejecting, setRejecting] = useState<AdminTaskSubmission | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <section aria-labelledby="submissions-heading">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          {/* Focus comes back here when the row a dialog was opened from has gone (reviewed now). */}
          <h2 id="submissions-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
            {m['tasks.review.title']()}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{m['tasks.review.description']()}</p>
        </div>
        <FilterGroup
          label={m['tasks.review.filter-label']()}
          options={SUBMISSION_FILTERS}
          labels={FILTER_LABELS}
          value={filter}
          onChange={(option) => void navigate({ search: (previous) => ({ ...previous, status: option === 'pending' ? undefined : option, page: undefined }) })}
        />
      </div>
      <ListStates
        query={submissions}
        loadingLabel={m['tasks.review.loading']()}
        errorMessage={m['tasks.review.load-failed']()}
        isEmpty={(data) => data.submissions.length === 0}
        empty={<EmptyState title={m['tasks.review.empty.title']()}>{filter === 'pending' ? m['tasks.review.empty.pending']() : m['tasks.review.empty.filtered']()}</EmptyState>}
      >
        {(data) => (
          <>
            {/* A new page or filter starts with nothing chosen. */}
            <SubmissionsTable key={`${filter}-${page}`} submissions={data.submissions} onReject={setRejecting} />
            <div className="mt-4">
              <Pagination label={m['tasks.review.pages-label']()} page={page} total={data.total} pageSize={SUBMISSIONS_PAGE_SIZE} />
            </div>
          </>
        )}
      </ListStates>
      {rejecting ? <RejectSubmissionDialog submission={rejecting} onClose={() => setRejecting(null)} fallbackFocus={() => headingRef.current} /> : null}
    </section>
  );
}

/** The page's submissions with a choice box on each pending one, and the bulk approval of the chosen. */
function SubmissionsTable({ submissions, onReject }: { submissions: AdminTaskSubmission[]; onReject: (submission: AdminTaskSubmission) => void }) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const pending = submissions.filter((submission) => submission.status === 'pending');
  // A submission reviewed since (by this page's own actions or another admin) is no longer chosen.
  const chosenIds = pending.filter((submission) => chosen.has(submission.id)).map((submission) => submission.id);
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
            checked={chosenIds.length === pending.length}
            onChange={(event) => setChosen(new Set(event.target.checked ? pending.map((submission) => submission.id) : []))}
          />
          <BulkApproveButton ids={chosenIds} onDone={() => setChosen(new Set())} />
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
            <div className="flex flex-wrap gap-2 xl:justify-end">
              <ApproveButton submission={submission} />
              <Button
                size="sm"
                variant="danger"
                aria-haspopup="dialog"
                aria-label={m['tasks.review.reject-label']({ number: submission.number, name: submission.user.name })}
                onClick={() => onReject(submission)}
                className="flex-1 xl:flex-none"
              >
                {m['tasks.review.reject']()}
              </Button>
            </div>
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
  {
    header: m['tasks.review.column.user'](),
    cell: ({ user }) => (
      <span className="min-w-0 text-right xl:text-left">
        <span className="block text-slate-900">{user.name}</span>
        <span className="block text-xs break-words text-slate-600">{user.email}</span>
      </span>
    ),
  },
  { header: m['tasks.review.column.proof'](), cell: (submission) => <Proof submission={submission} /> },
  {
    header: m['tasks.review.column.status'](),
    cell: (submission) => (
      <span className="flex max-w-xs flex-col items-end gap-1 text-right break-words xl:items-start xl:text-left">
        <Badge tone={SUBMISSION_STATUS_TONES[submission.status]}>{SUBMISSION_STATUS_LABELS[submission.status]}</Badge>
        {submission.reason !== null ? <span className="text-xs text-slate-700">{m['tasks.review.reason']({ reason: submission.reason })}</span> : null}
      </span>
    ),
  },
  {
    header: m['tasks.review.column.dates'](),
    className: 'text-xs text-slate-700',
    cell: (submission) => (
      <span className="flex flex-col items-end gap-0.5 whitespace-nowrap xl:items-start">
        <time dateTime={submission.createdAt.toISOString()}>{m['tasks.review.date.submitted']({ date: formatDateTime(submission.createdAt) })}</time>
        {submission.reviewedAt ? <time dateTime={submission.reviewedAt.toISOString()}>{m['tasks.review.date.reviewed']({ date: formatDateTime(submission.reviewedAt) })}</time> : null}
      </span>
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
function BulkApproveButton({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const toasts = useToast();
  const refresh = useRefreshAfterReview();
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
