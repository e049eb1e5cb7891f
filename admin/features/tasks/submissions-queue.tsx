import { getRouteApi } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { MAX_BULK_APPROVE, SUBMISSION_STATUSES } from '#contract/tasks/rules';
import { EmptyState } from '#kit/ui/states';
import { KEEP_PAGE, PagedList } from '../../components/paged-list';
import { PanelHeader } from '../../components/panel';
import { QueueOrderToggle } from '../../components/queue-order-toggle';
import { UrlFilterGroup } from '../../components/url-filter-group';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { RejectSubmissionDialog } from './reject-submission-dialog';
import type { AdminTaskSubmission } from './submission-outcome';
import { SubmissionsTable } from './submissions-table';
import { SUBMISSION_STATUS_LABELS } from './task-labels';

/** Pending first: it is the queue's work, so it is the filter when the URL names none. */
export const SUBMISSION_FILTERS = [...SUBMISSION_STATUSES, 'all'] as const;
const FILTER_LABELS = { ...SUBMISSION_STATUS_LABELS, all: m['tasks.review.filter.all']() };

/** One page of the queue at most, which is also the most one bulk approval takes. */
export const SUBMISSIONS_PAGE_SIZE = Math.min(20, MAX_BULK_APPROVE);

const routeApi = getRouteApi('/_dashboard/tasks');

/** The review queue: submissions by status, each with its proof; approve one, several at once, or reject with a reason. */
export function SubmissionsQueue() {
  const { status: filter = 'pending', order = 'oldest', page = 1 } = routeApi.useSearch();
  const submissions = trpc.tasks.submissions.useQuery({ status: filter === 'all' ? undefined : filter, order, page, pageSize: SUBMISSIONS_PAGE_SIZE }, KEEP_PAGE);
  const [rejecting, setRejecting] = useState<AdminTaskSubmission | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <section aria-labelledby="submissions-heading">
      <PanelHeader id="submissions-heading" documentTitle={m['tasks.review.document-title']()} headingRef={headingRef} title={m['tasks.review.title']()} description={m['tasks.review.description']()}>
        <UrlFilterGroup label={m['tasks.review.filter-label']()} options={SUBMISSION_FILTERS} labels={FILTER_LABELS} value={filter} fallback="pending" />
        <QueueOrderToggle value={order} />
      </PanelHeader>
      <PagedList
        query={submissions}
        rows={(data) => data.submissions}
        page={page}
        pageSize={SUBMISSIONS_PAGE_SIZE}
        words={{ pages: m['tasks.review.pages-label'](), loading: m['tasks.review.loading'](), failed: m['tasks.review.load-failed']() }}
        empty={<EmptyState title={m['tasks.review.empty.title']()}>{filter === 'pending' ? m['tasks.review.empty.pending']() : m['tasks.review.empty.filtered']()}</EmptyState>}
      >
        {/* A new page or filter starts with nothing chosen. */}
        {(rows) => <SubmissionsTable key={`${filter}-${page}`} submissions={rows} onReject={setRejecting} />}
      </PagedList>
      {rejecting ? <RejectSubmissionDialog submission={rejecting} onClose={() => setRejecting(null)} fallbackFocus={() => headingRef.current} /> : null}
    </section>
  );
}
