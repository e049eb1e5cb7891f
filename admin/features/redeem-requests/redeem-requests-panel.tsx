import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { Button } from '../../../src/kit/ui/button';
import { pageCount, Pagination } from '../../components/pagination';
import { Badge, EmptyState, ErrorState, LoadingState } from '../../components/states';
import { formatCount, formatDateTime, formatRupees } from '../../../src/kit/lib/format';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ResolveRequestDialog, type Resolution } from './resolve-request-dialog';
import { WithdrawalAmounts } from './withdrawal-amounts';

export const REDEEM_FILTERS = ['all', 'pending', 'completed', 'rejected'] as const;
type RedeemFilter = (typeof REDEEM_FILTERS)[number];
const FILTER_LABELS: Record<RedeemFilter, string> = { all: 'All', pending: 'Pending', completed: 'Completed', rejected: 'Rejected' };
export const REDEEM_PAGE_SIZE = 20;

export type AdminRedeemRequest = AdminOutputs['redeemRequests']['list']['requests'][number];

const STATUS_BADGES: Record<AdminRedeemRequest['status'], { tone: 'amber' | 'green' | 'red'; label: string }> = {
  pending: { tone: 'amber', label: 'Pending' },
  completed: { tone: 'green', label: 'Completed' },
  rejected: { tone: 'red', label: 'Rejected' },
};

const routeApi = getRouteApi('/_dashboard/redeem-requests');

export function RedeemRequestsPanel() {
  useDocumentTitle('Redeem Requests');
  const { status: filter = 'all', page = 1 } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const requests = trpc.redeemRequests.list.useQuery({ status: filter, page, pageSize: REDEEM_PAGE_SIZE }, { placeholderData: keepPreviousData });
  const [resolving, setResolving] = useState<{ request: AdminRedeemRequest; resolution: Resolution } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <div className="space-y-10">
      <section aria-labelledby="redeem-heading">
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="redeem-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
              Redeem requests
            </h2>
            <p className="mt-0.5 text-sm text-slate-500">
              {requests.data ? `${formatCount(requests.data.pendingCount)} pending · ` : ''}Withdrawals to Google Play codes. Times are IST.
            </p>
          </div>
          <div role="group" aria-label="Show requests" className="inline-flex rounded-md shadow-xs">
            {REDEEM_FILTERS.map((option, index) => (
              <button
                key={option}
                type="button"
                aria-pressed={filter === option}
                onClick={() => void navigate({ search: { status: option === 'all' ? undefined : option, page: undefined } })}
                className={`border border-slate-300 px-3 py-1.5 text-sm font-medium focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                  index === 0 ? 'rounded-l-md' : '-ml-px'
                } ${index === REDEEM_FILTERS.length - 1 ? 'rounded-r-md' : ''} ${filter === option ? 'bg-indigo-600 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
              >
                {FILTER_LABELS[option]}
              </button>
            ))}
          </div>
        </div>
        {requests.isPending ? (
          <LoadingState label="Loading redeem requests…" />
        ) : requests.isError && !requests.data ? (
          <ErrorState message="Could not load redeem requests." onRetry={() => void requests.refetch()} />
        ) : requests.data.requests.length === 0 ? (
          <EmptyState title="No redeem requests found">{filter === 'all' ? 'Withdrawals users ask for appear here.' : `No ${filter} requests.`}</EmptyState>
        ) : (
          <div aria-busy={requests.isFetching || undefined} className={requests.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            <RequestsTable requests={requests.data.requests} onResolve={(request, resolution) => setResolving({ request, resolution })} />
            {requests.data.total > REDEEM_PAGE_SIZE ? (
              <div className="mt-4">
                <Pagination
                  label="Redeem request pages"
                  page={page}
                  totalPages={pageCount(requests.data.total, REDEEM_PAGE_SIZE)}
                  onPageChange={(next) => void navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) })}
                />
              </div>
            ) : null}
          </div>
        )}
        {resolving ? (
          <ResolveRequestDialog
            key={`${resolving.request.id}-${resolving.resolution}`}
            request={resolving.request}
            resolution={resolving.resolution}
            onClose={() => setResolving(null)}
            fallbackFocus={() => headingRef.current}
          />
        ) : null}
      </section>
      <WithdrawalAmounts />
    </div>
  );
}

/** On small screens each row becomes a card; `data-label` names the cell there. */
const CELL = 'flex justify-between gap-4 px-4 py-1 xl:table-cell xl:py-3 before:shrink-0 before:font-medium before:text-slate-500 before:content-[attr(data-label)] xl:before:content-none';

function RequestsTable({ requests, onResolve }: { requests: AdminRedeemRequest[]; onResolve: (request: AdminRedeemRequest, resolution: Resolution) => void }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-xs">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Redeem requests, newest first</caption>
        <thead className="hidden bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500 xl:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3">User</th>
            <th scope="col" className="px-4 py-3 text-right">Amount</th>
            <th scope="col" className="px-4 py-3">Send code to</th>
            <th scope="col" className="px-4 py-3">Requested (IST)</th>
            <th scope="col" className="px-4 py-3">Status</th>
            <th scope="col" className="px-4 py-3">Code / reason</th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {requests.map((request) => (
            <RequestRow key={request.id} request={request} onResolve={onResolve} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RequestRow({ request, onResolve }: { request: AdminRedeemRequest; onResolve: (request: AdminRedeemRequest, resolution: Resolution) => void }) {
  const badge = STATUS_BADGES[request.status];
  const amount = formatRupees(request.amountPaise);
  return (
    <tr className="block py-2 xl:table-row xl:py-0" data-testid="redeem-request">
      <th scope="row" data-label="User" className={`${CELL} text-left font-normal`}>
        <span className="min-w-0 text-right xl:text-left">
          <span className="block font-medium text-slate-900">{request.user.name}</span>
          <span className="block text-xs break-words text-slate-500">{request.user.email}</span>
        </span>
      </th>
      <td data-label="Amount" className={`${CELL} tabular-nums font-medium text-slate-900 xl:text-right`}>
        {amount}
      </td>
      <td data-label="Send code to" className={`${CELL} break-words text-slate-600`}>
        {request.email}
      </td>
      <td data-label="Requested (IST)" className={`${CELL} whitespace-nowrap text-slate-600`}>
        <time dateTime={request.createdAt.toISOString()}>{formatDateTime(request.createdAt)}</time>
      </td>
      <td data-label="Status" className={CELL}>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </td>
      <td data-label={request.status === 'rejected' ? 'Reason' : 'Code'} className={`${CELL} text-slate-700`}>
        {request.status === 'completed' && request.code ? (
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs break-all text-slate-900">{request.code}</code>
        ) : request.status === 'rejected' && request.rejectReason ? (
          <span className="block max-w-xs text-right break-words xl:text-left">{request.rejectReason}</span>
        ) : (
          <span className="text-slate-400">—</span>
        )}
      </td>
      <td className="px-4 py-2 xl:py-3 xl:text-right">
        {request.status === 'pending' ? (
          <div className="flex gap-2 xl:justify-end">
            <Button size="sm" variant="primary" aria-haspopup="dialog" aria-label={`Complete ${amount} request from ${request.user.name}`} onClick={() => onResolve(request, 'complete')} className="flex-1 xl:flex-none">
              Complete
            </Button>
            <Button size="sm" variant="danger" aria-haspopup="dialog" aria-label={`Reject ${amount} request from ${request.user.name}`} onClick={() => onResolve(request, 'reject')} className="flex-1 xl:flex-none">
              Reject
            </Button>
          </div>
        ) : null}
      </td>
    </tr>
  );
}
