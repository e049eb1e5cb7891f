import { getRouteApi } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { formatCount, formatRupees } from '#kit/lib/format';
import { EmptyState } from '#kit/ui/states';
import { KEEP_PAGE, PAGE_SIZE, PagedTable } from '../../components/paged-list';
import { DownloadCsvButton } from '../../components/download-csv-button';
import { PanelHeader } from '../../components/panel';
import { QueueOrderToggle } from '../../components/queue-order-toggle';
import { UrlFilterGroup } from '../../components/url-filter-group';
import { RowActions, RowButton } from '../../components/row-actions';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { REDEEM_COLUMNS, REDEEM_STATUS_LABELS, type AdminRedeemRequest } from './redeem-request-columns';
import { ResolveRequestDialog, type Resolution } from './resolve-request-dialog';
import { WithdrawalAmounts } from './withdrawal-amounts';

export const REDEEM_FILTERS = ['all', 'pending', 'completed', 'rejected'] as const;
const FILTER_LABELS = { all: m['redeem-requests.status.all'](), ...REDEEM_STATUS_LABELS };
const routeApi = getRouteApi('/_dashboard/redeem-requests');

export function RedeemRequestsPanel() {
  const { status: filter = 'all', order = 'oldest', page = 1 } = routeApi.useSearch();
  const requests = trpc.redeemRequests.list.useQuery({ status: filter, order, page, pageSize: PAGE_SIZE }, KEEP_PAGE);
  const [resolving, setResolving] = useState<{ request: AdminRedeemRequest; resolution: Resolution } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <div className="space-y-10">
      <section aria-labelledby="redeem-heading">
        <PanelHeader
          id="redeem-heading"
          documentTitle={m['redeem-requests.document-title']()}
          headingRef={headingRef}
          title={m['redeem-requests.title']()}
          description={requests.data ? m['redeem-requests.description-with-pending']({ count: formatCount(requests.data.pendingCount) }) : m['redeem-requests.description']()}
        >
          <UrlFilterGroup label={m['redeem-requests.filter.label']()} options={REDEEM_FILTERS} labels={FILTER_LABELS} value={filter} fallback="all" />
          <QueueOrderToggle value={order} />
          <DownloadCsvButton path="/api/admin/redeem-requests" query={{ status: filter, order }} />
        </PanelHeader>
        <PagedTable
          query={requests}
          rows={(data) => data.requests}
          page={page}
          words={{ caption: m['redeem-requests.caption'](), pages: m['redeem-requests.pages-label'](), loading: m['redeem-requests.loading'](), failed: m['redeem-requests.load-failed']() }}
          empty={<EmptyState title={m['redeem-requests.empty.title']()}>{filter === 'all' ? m['redeem-requests.empty.all']() : m['redeem-requests.empty.filtered']({ filter })}</EmptyState>}
          columns={REDEEM_COLUMNS}
          stackBelow="xl"
          rowTestId="redeem-request"
          actions={(request) => (request.status === 'pending' ? <ResolveButtons request={request} onResolve={(resolution) => setResolving({ request, resolution })} /> : null)}
        />
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

function ResolveButtons({ request, onResolve }: { request: AdminRedeemRequest; onResolve: (resolution: Resolution) => void }) {
  const amount = formatRupees(request.amountPaise);
  return (
    <RowActions wrap={false}>
      <RowButton dialog variant="primary" label={m['redeem-requests.complete-label']({ amount, name: request.user.name })} onClick={() => onResolve('complete')}>
        {m['redeem-requests.complete']()}
      </RowButton>
      <RowButton dialog variant="danger" label={m['redeem-requests.reject-label']({ amount, name: request.user.name })} onClick={() => onResolve('reject')}>
        {m['redeem-requests.reject']()}
      </RowButton>
    </RowActions>
  );
}
