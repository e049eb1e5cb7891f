import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { Button } from '../../../src/kit/ui/button';
import { Badge } from '../../components/panel';
import { formatCount, formatDateTime, formatRupees } from '../../../src/kit/lib/format';
import { DataTable, type Column } from '../../../src/kit/ui/data-table';
import { FilterGroup } from '../../../src/kit/ui/filter-group';
import { Pagination } from '../../../src/kit/ui/pagination';
import { EmptyState, ListStates } from '../../../src/kit/ui/states';
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
            <p className="mt-0.5 text-sm text-slate-600">
              {requests.data ? `${formatCount(requests.data.pendingCount)} pending · ` : ''}Withdrawals to Google Play codes. Times are IST.
            </p>
          </div>
          <FilterGroup
            label="Show requests"
            options={REDEEM_FILTERS}
            labels={FILTER_LABELS}
            value={filter}
            onChange={(option) => void navigate({ search: { status: option === 'all' ? undefined : option, page: undefined } })}
          />
        </div>
        <ListStates
          query={requests}
          loadingLabel="Loading redeem requests…"
          errorMessage="Could not load redeem requests."
          isEmpty={(data) => data.requests.length === 0}
          empty={<EmptyState title="No redeem requests found">{filter === 'all' ? 'Withdrawals users ask for appear here.' : `No ${filter} requests.`}</EmptyState>}
        >
          {(data) => (
            <>
              <DataTable
                caption="Redeem requests, newest first"
                columns={COLUMNS}
                rows={data.requests}
                rowKey={(request) => request.id}
                stackBelow="xl"
                rowTestId="redeem-request"
                actions={(request) => (request.status === 'pending' ? <ResolveButtons request={request} onResolve={(resolution) => setResolving({ request, resolution })} /> : null)}
              />
              <div className="mt-4">
                <Pagination label="Redeem request pages" page={page} total={data.total} pageSize={REDEEM_PAGE_SIZE} />
              </div>
            </>
          )}
        </ListStates>
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

const COLUMNS: Column<AdminRedeemRequest>[] = [
  {
    header: 'User',
    rowHeader: true,
    className: 'text-left font-normal',
    cell: (request) => (
      <span className="min-w-0 text-right xl:text-left">
        <span className="block font-medium text-slate-900">{request.user.name}</span>
        <span className="block text-xs break-words text-slate-600">{request.user.email}</span>
      </span>
    ),
  },
  { header: 'Amount', align: 'end', className: 'tabular-nums font-medium text-slate-900', cell: (request) => formatRupees(request.amountPaise) },
  { header: 'Send code to', className: 'break-words text-slate-600', cell: (request) => request.email },
  { header: 'Requested (IST)', className: 'whitespace-nowrap text-slate-600', cell: (request) => <time dateTime={request.createdAt.toISOString()}>{formatDateTime(request.createdAt)}</time> },
  {
    header: 'Status',
    cell: (request) => {
      const badge = STATUS_BADGES[request.status];
      return <Badge tone={badge.tone}>{badge.label}</Badge>;
    },
  },
  {
    header: 'Code / reason',
    label: (request) => (request.status === 'rejected' ? 'Reason' : 'Code'),
    className: 'text-slate-700',
    cell: (request) =>
      request.status === 'completed' && request.code ? (
        <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs break-all text-slate-900">{request.code}</code>
      ) : request.status === 'rejected' && request.rejectReason ? (
        <span className="block max-w-xs text-right break-words xl:text-left">{request.rejectReason}</span>
      ) : (
        <span className="text-slate-600">—</span>
      ),
  },
];

function ResolveButtons({ request, onResolve }: { request: AdminRedeemRequest; onResolve: (resolution: Resolution) => void }) {
  const amount = formatRupees(request.amountPaise);
  return (
    <div className="flex gap-2 xl:justify-end">
      <Button size="sm" variant="primary" aria-haspopup="dialog" aria-label={`Complete ${amount} request from ${request.user.name}`} onClick={() => onResolve('complete')} className="flex-1 xl:flex-none">
        Complete
      </Button>
      <Button size="sm" variant="danger" aria-haspopup="dialog" aria-label={`Reject ${amount} request from ${request.user.name}`} onClick={() => onResolve('reject')} className="flex-1 xl:flex-none">
        Reject
      </Button>
    </div>
  );
}
