import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { formatCount, formatRupees } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { DataTable } from '#kit/ui/data-table';
import { FilterGroup } from '#kit/ui/filter-group';
import { EmptyState } from '#kit/ui/states';
import { PagedList } from '../../components/paged-list';
import { PanelHeader } from '../../components/panel';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { m } from '../../i18n/paraglide/messages';
import { REDEEM_STATUS_LABELS } from './redeem-messages';
import { REDEEM_COLUMNS, type AdminRedeemRequest } from './redeem-request-columns';
import { ResolveRequestDialog, type Resolution } from './resolve-request-dialog';
import { WithdrawalAmounts } from './withdrawal-amounts';

export const REDEEM_FILTERS = ['all', 'pending', 'completed', 'rejected'] as const;
type RedeemFilter = (typeof REDEEM_FILTERS)[number];
const FILTER_LABELS: Record<RedeemFilter, string> = { all: m['redeem-requests.status.all'](), ...REDEEM_STATUS_LABELS };
export const REDEEM_PAGE_SIZE = 20;

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
        <PanelHeader
          id="redeem-heading"
          headingRef={headingRef}
          title={m['redeem-requests.title']()}
          description={requests.data ? m['redeem-requests.description-with-pending']({ count: formatCount(requests.data.pendingCount) }) : m['redeem-requests.description']()}
        >
          <FilterGroup
            label={m['redeem-requests.filter.label']()}
            options={REDEEM_FILTERS}
            labels={FILTER_LABELS}
            value={filter}
            onChange={(option) => void navigate({ search: { status: option === 'all' ? undefined : option, page: undefined } })}
          />
        </PanelHeader>
        <PagedList
          query={requests}
          rows={(data) => data.requests}
          total={(data) => data.total}
          page={page}
          pageSize={REDEEM_PAGE_SIZE}
          pagesLabel={m['redeem-requests.pages-label']()}
          loadingLabel={m['redeem-requests.loading']()}
          errorMessage={m['redeem-requests.load-failed']()}
          empty={<EmptyState title={m['redeem-requests.empty.title']()}>{filter === 'all' ? m['redeem-requests.empty.all']() : m['redeem-requests.empty.filtered']({ filter })}</EmptyState>}
        >
          {(rows) => (
            <DataTable
              caption={m['redeem-requests.caption']()}
              columns={REDEEM_COLUMNS}
              rows={rows}
              rowKey={(request) => request.id}
              stackBelow="xl"
              rowTestId="redeem-request"
              actions={(request) => (request.status === 'pending' ? <ResolveButtons request={request} onResolve={(resolution) => setResolving({ request, resolution })} /> : null)}
            />
          )}
        </PagedList>
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
