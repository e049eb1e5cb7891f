import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { Button } from '#kit/ui/button';
import { Badge } from '../../components/panel';
import { formatCount, formatDateTime, formatRupees } from '#kit/lib/format';
import { DataTable, type Column } from '#kit/ui/data-table';
import { FilterGroup } from '#kit/ui/filter-group';
import { Pagination } from '#kit/ui/pagination';
import { EmptyState, ListStates } from '#kit/ui/states';
import { useToast } from '#kit/ui/toast/toast-context';
import { messageFor } from '#kit/lib/errors';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { m } from '../../i18n/paraglide/messages';
import { ResolveRequestDialog, type Resolution } from './resolve-request-dialog';
import { WithdrawalAmounts } from './withdrawal-amounts';

export const REDEEM_FILTERS = ['all', 'pending', 'completed', 'rejected'] as const;
type RedeemFilter = (typeof REDEEM_FILTERS)[number];
const FILTER_LABELS: Record<RedeemFilter, string> = {
  all: m['redeem-requests.status.all'](),
  pending: m['redeem-requests.status.pending'](),
  completed: m['redeem-requests.status.completed'](),
  rejected: m['redeem-requests.status.rejected'](),
};
export const REDEEM_PAGE_SIZE = 20;

export type AdminRedeemRequest = AdminOutputs['redeemRequests']['list']['requests'][number];

const STATUS_BADGES: Record<AdminRedeemRequest['status'], { tone: 'amber' | 'green' | 'red'; label: string }> = {
  pending: { tone: 'amber', label: FILTER_LABELS.pending },
  completed: { tone: 'green', label: FILTER_LABELS.completed },
  rejected: { tone: 'red', label: FILTER_LABELS.rejected },
};

const routeApi = getRouteApi('/_dashboard/redeem-requests');

export function RedeemRequestsPanel() {
  useDocumentTitle(m['redeem-requests.document-title']());
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
              {m['redeem-requests.title']()}
            </h2>
            <p className="mt-0.5 text-sm text-slate-600">
              {requests.data ? m['redeem-requests.description-with-pending']({ count: formatCount(requests.data.pendingCount) }) : m['redeem-requests.description']()}
            </p>
          </div>
          <FilterGroup
            label={m['redeem-requests.filter.label']()}
            options={REDEEM_FILTERS}
            labels={FILTER_LABELS}
            value={filter}
            onChange={(option) => void navigate({ search: { status: option === 'all' ? undefined : option, page: undefined } })}
          />
        </div>
        <ListStates
          query={requests}
          loadingLabel={m['redeem-requests.loading']()}
          errorMessage={m['redeem-requests.load-failed']()}
          isEmpty={(data) => data.requests.length === 0}
          empty={<EmptyState title={m['redeem-requests.empty.title']()}>{filter === 'all' ? m['redeem-requests.empty.all']() : m['redeem-requests.empty.filtered']({ filter })}</EmptyState>}
        >
          {(data) => (
            <>
              <DataTable
                caption={m['redeem-requests.caption']()}
                columns={COLUMNS}
                rows={data.requests}
                rowKey={(request) => request.id}
                stackBelow="xl"
                rowTestId="redeem-request"
                actions={(request) => (request.status === 'pending' ? <ResolveButtons request={request} onResolve={(resolution) => setResolving({ request, resolution })} /> : null)}
              />
              <div className="mt-4">
                <Pagination label={m['redeem-requests.pages-label']()} page={page} total={data.total} pageSize={REDEEM_PAGE_SIZE} />
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
    header: m['redeem-requests.column.user'](),
    rowHeader: true,
    className: 'text-left font-normal',
    cell: (request) => (
      <span className="min-w-0 text-right xl:text-left">
        <span className="block font-medium text-slate-900">{request.user.name}</span>
        <span className="block text-xs break-words text-slate-600">{request.user.email}</span>
      </span>
    ),
  },
  { header: m['redeem-requests.column.amount'](), align: 'end', className: 'tabular-nums font-medium text-slate-900', cell: (request) => formatRupees(request.amountPaise) },
  { header: m['redeem-requests.column.send-to'](), className: 'break-words text-slate-600', cell: (request) => request.email },
  { header: m['redeem-requests.column.requested'](), className: 'whitespace-nowrap text-slate-600', cell: (request) => <time dateTime={request.createdAt.toISOString()}>{formatDateTime(request.createdAt)}</time> },
  {
    header: m['redeem-requests.column.status'](),
    cell: (request) => {
      const badge = STATUS_BADGES[request.status];
      return <Badge tone={badge.tone}>{badge.label}</Badge>;
    },
  },
  {
    header: m['redeem-requests.column.code-or-reason'](),
    label: (request) => (request.status === 'rejected' ? m['redeem-requests.column.reason']() : m['redeem-requests.column.code']()),
    className: 'text-slate-700',
    cell: (request) =>
      request.status === 'completed' && request.codeLast4 ? (
        <RevealableCode request={request} last4={request.codeLast4} />
      ) : request.status === 'rejected' && request.rejectReason ? (
        <span className="block max-w-xs text-right break-words xl:text-left">{request.rejectReason}</span>
      ) : (
        <span className="text-slate-600">—</span>
      ),
  },
];

/**
 * A completed request's code: its last 4, and the whole code on Reveal — an audited action on the
 * server (decision 029), so it is opened only when an admin asks, never with the list.
 */
function RevealableCode({ request, last4 }: { request: AdminRedeemRequest; last4: string }) {
  const toasts = useToast();
  const utils = trpc.useUtils();
  const [code, setCode] = useState<string | null>(null);
  const reveal = trpc.redeemRequests.revealCode.useMutation({
    onSuccess: async (answer) => {
      setCode(answer.code);
      await utils.audit.list.invalidate();
    },
    onError: (error) => toasts.error(messageFor(error, m['redeem-requests.code-reveal-failed']())),
  });
  if (code) return <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs break-all text-slate-900">{code}</code>;
  return (
    <span className="inline-flex items-center gap-2">
      <code className="font-mono text-xs text-slate-900">{m['rewards.codes.last4']({ last4 })}</code>
      <Button
        size="sm"
        aria-label={m['redeem-requests.code-reveal-label']({ name: request.user.name, amount: formatRupees(request.amountPaise) })}
        busy={reveal.isPending}
        busyLabel={m['redeem-requests.code-revealing']()}
        onClick={() => reveal.mutate({ id: request.id })}
      >
        {m['redeem-requests.code-reveal']()}
      </Button>
    </span>
  );
}

function ResolveButtons({ request, onResolve }: { request: AdminRedeemRequest; onResolve: (resolution: Resolution) => void }) {
  const amount = formatRupees(request.amountPaise);
  return (
    <div className="flex gap-2 xl:justify-end">
      <Button size="sm" variant="primary" aria-haspopup="dialog" aria-label={m['redeem-requests.complete-label']({ amount, name: request.user.name })} onClick={() => onResolve('complete')} className="flex-1 xl:flex-none">
        {m['redeem-requests.complete']()}
      </Button>
      <Button size="sm" variant="danger" aria-haspopup="dialog" aria-label={m['redeem-requests.reject-label']({ amount, name: request.user.name })} onClick={() => onResolve('reject')} className="flex-1 xl:flex-none">
        {m['redeem-requests.reject']()}
      </Button>
    </div>
  );
}
