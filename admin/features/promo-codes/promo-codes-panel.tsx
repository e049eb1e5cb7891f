import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Button } from '../../../src/kit/ui/button';
import { Badge, PanelHeader } from '../../components/panel';
import { useToast } from '../../../src/kit/ui/toast/toast-context';
import { messageFor } from '../../../src/kit/lib/errors';
import { formatCount, formatDate, formatDateTime, formatIsoDate, formatRupees } from '../../../src/kit/lib/format';
import { istDate } from '../../../src/kit/lib/ist';
import { DataTable, type Column } from '../../../src/kit/ui/data-table';
import { Pagination } from '../../../src/kit/ui/pagination';
import { EmptyState, ListStates } from '../../../src/kit/ui/states';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CreatePromoCodeForm } from './create-promo-code-form';
import { PROMO_MESSAGES } from './promo-messages';

export const PROMO_CODES_PAGE_SIZE = 20;

type PromoCode = AdminOutputs['promoCodes']['list']['promoCodes'][number];

const routeApi = getRouteApi('/_dashboard/promo-codes');

export function PromoCodesPanel() {
  useDocumentTitle('Promo Codes');
  const { page = 1 } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const promoCodes = trpc.promoCodes.list.useQuery({ page, pageSize: PROMO_CODES_PAGE_SIZE }, { placeholderData: keepPreviousData });

  return (
    <section aria-labelledby="promo-codes-heading" className="space-y-6">
      <PanelHeader id="promo-codes-heading" title="Promo codes" description="Codes users redeem for wallet credit on /promocode. Newest first." />
      {/* A new code is listed first: go back to page 1 to see it. */}
      <CreatePromoCodeForm onCreated={() => void navigate({ search: { page: undefined } })} />
      <div>
        <h3 className="sr-only">All promo codes</h3>
        <ListStates
          query={promoCodes}
          loadingLabel="Loading promo codes…"
          errorMessage="Could not load promo codes."
          isEmpty={(data) => data.promoCodes.length === 0}
          empty={<EmptyState title="No promo codes yet">Codes you create above appear here.</EmptyState>}
        >
          {(data) => (
            <>
              <DataTable caption="Promo codes, newest first" columns={COLUMNS} rows={data.promoCodes} rowKey={(promo) => promo.id} actions={(promo) => <ToggleButton promo={promo} />} />
              <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-slate-600">{formatCount(data.total)} promo codes</p>
                <Pagination label="Promo code pages" page={page} total={data.total} pageSize={PROMO_CODES_PAGE_SIZE} />
              </div>
            </>
          )}
        </ListStates>
      </div>
    </section>
  );
}

const isExpired = (promo: PromoCode) => promo.expiresAt !== null && promo.expiresAt.getTime() <= Date.now();
const isUsedUp = (promo: PromoCode) => promo.maxUses !== null && promo.usesCount >= promo.maxUses;

const COLUMNS: Column<PromoCode>[] = [
  { header: 'Code', rowHeader: true, className: 'font-mono font-semibold text-slate-900', cell: (promo) => promo.code },
  { header: 'Amount', align: 'end', className: 'tabular-nums', cell: (promo) => formatRupees(promo.amountPaise) },
  {
    header: 'Uses',
    align: 'end',
    className: 'tabular-nums',
    cell: (promo) => (
      <>
        <span title={promo.maxUses === null ? 'Unlimited uses' : undefined}>
          {formatCount(promo.usesCount)} / {promo.maxUses === null ? '∞' : formatCount(promo.maxUses)}
        </span>
        {isUsedUp(promo) ? (
          <span className="ml-2">
            <Badge tone="amber">Used up</Badge>
          </span>
        ) : null}
      </>
    ),
  },
  {
    header: 'Expires (IST)',
    className: 'text-slate-600',
    cell: (promo) =>
      promo.expiresAt ? (
        <span className="inline-flex flex-wrap items-center gap-2">
          <time dateTime={promo.expiresAt.toISOString()}>{formatDateTime(promo.expiresAt)}</time>
          {isExpired(promo) ? <Badge tone="amber">Expired</Badge> : null}
        </span>
      ) : (
        <span className="text-slate-600">Never</span>
      ),
  },
  {
    header: 'Daily code for',
    className: 'text-slate-600',
    cell: (promo) =>
      promo.dailyFor ? (
        <span className="inline-flex flex-wrap items-center gap-2">
          <time dateTime={promo.dailyFor}>{formatIsoDate(promo.dailyFor)}</time>
          {promo.dailyFor === istDate(new Date()) ? <Badge tone="indigo">Today</Badge> : null}
        </span>
      ) : (
        <span className="text-slate-600">—</span>
      ),
  },
  { header: 'Status', cell: (promo) => (promo.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="slate">Inactive</Badge>) },
  { header: 'Created', className: 'text-slate-600', cell: (promo) => <time dateTime={promo.createdAt.toISOString()}>{formatDate(promo.createdAt)}</time> },
];

/** Activate / Deactivate, in the row's actions cell. */
function ToggleButton({ promo }: { promo: PromoCode }) {
  const toasts = useToast();
  const utils = trpc.useUtils();
  const toggle = trpc.promoCodes.toggle.useMutation({
    onSuccess: async () => {
      toasts.success(PROMO_MESSAGES.statusUpdated);
      await Promise.all([utils.promoCodes.list.invalidate(), utils.audit.list.invalidate()]);
    },
    onError: (error) => toasts.error(messageFor(error, PROMO_MESSAGES.updateFailed)),
  });
  const action = promo.isActive ? 'Deactivate' : 'Activate';
  return (
    <Button
      size="sm"
      variant={promo.isActive ? 'danger' : 'secondary'}
      aria-label={`${action} ${promo.code}`}
      onClick={() => toggle.mutate({ id: promo.id })}
      busy={toggle.isPending}
      className="w-full lg:w-auto"
    >
      {toggle.isPending ? (promo.isActive ? 'Deactivating…' : 'Activating…') : action}
    </Button>
  );
}
