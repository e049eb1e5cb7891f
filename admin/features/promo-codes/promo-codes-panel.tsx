import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Button } from '../../../src/kit/ui/button';
import { pageCount, Pagination } from '../../components/pagination';
import { Badge, EmptyState, ErrorState, LoadingState, PanelHeader } from '../../components/states';
import { useToast } from '../../../src/kit/ui/toast/toast-context';
import { messageFor } from '../../../src/kit/lib/errors';
import { formatCount, formatDate, formatDateTime, formatIsoDate, formatRupees } from '../../../src/kit/lib/format';
import { istDate } from '../../../src/kit/lib/ist';
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
        {promoCodes.isPending ? (
          <LoadingState label="Loading promo codes…" />
        ) : promoCodes.isError && !promoCodes.data ? (
          <ErrorState message="Could not load promo codes." onRetry={() => void promoCodes.refetch()} />
        ) : promoCodes.data.promoCodes.length === 0 ? (
          <EmptyState title="No promo codes yet">Codes you create above appear here.</EmptyState>
        ) : (
          <div aria-busy={promoCodes.isFetching || undefined} className={promoCodes.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            <PromoCodesTable promoCodes={promoCodes.data.promoCodes} />
            <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-slate-600">{formatCount(promoCodes.data.total)} promo codes</p>
              {promoCodes.data.total > PROMO_CODES_PAGE_SIZE ? (
                <Pagination
                  label="Promo code pages"
                  page={page}
                  totalPages={pageCount(promoCodes.data.total, PROMO_CODES_PAGE_SIZE)}
                  onPageChange={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })}
                />
              ) : null}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

function PromoCodesTable({ promoCodes }: { promoCodes: PromoCode[] }) {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Promo codes, newest first</caption>
        <thead className="hidden bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500 lg:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3">Code</th>
            <th scope="col" className="px-4 py-3 text-right">Amount</th>
            <th scope="col" className="px-4 py-3 text-right">Uses</th>
            <th scope="col" className="px-4 py-3">Expires (IST)</th>
            <th scope="col" className="px-4 py-3">Daily code for</th>
            <th scope="col" className="px-4 py-3">Status</th>
            <th scope="col" className="px-4 py-3">Created</th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {promoCodes.map((promo) => (
            <PromoCodeRow key={promo.id} promo={promo} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On small screens each row becomes a card; `data-label` names the cell there. */
const CELL = 'flex justify-between gap-4 px-4 py-1 lg:table-cell lg:py-3 before:font-medium before:text-slate-500 before:content-[attr(data-label)] lg:before:content-none';

function PromoCodeRow({ promo }: { promo: PromoCode }) {
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
  const isExpired = promo.expiresAt !== null && promo.expiresAt.getTime() <= Date.now();
  const isUsedUp = promo.maxUses !== null && promo.usesCount >= promo.maxUses;
  return (
    <tr className="block py-2 lg:table-row lg:py-0">
      <th scope="row" data-label="Code" className={`${CELL} font-mono font-semibold text-slate-900`}>
        {promo.code}
      </th>
      <td data-label="Amount" className={`${CELL} tabular-nums lg:text-right`}>
        {formatRupees(promo.amountPaise)}
      </td>
      <td data-label="Uses" className={`${CELL} tabular-nums lg:text-right`}>
        <span title={promo.maxUses === null ? 'Unlimited uses' : undefined}>
          {formatCount(promo.usesCount)} / {promo.maxUses === null ? '∞' : formatCount(promo.maxUses)}
        </span>
        {isUsedUp ? (
          <span className="ml-2">
            <Badge tone="amber">Used up</Badge>
          </span>
        ) : null}
      </td>
      <td data-label="Expires (IST)" className={`${CELL} text-slate-600`}>
        {promo.expiresAt ? (
          <span className="inline-flex flex-wrap items-center gap-2">
            <time dateTime={promo.expiresAt.toISOString()}>{formatDateTime(promo.expiresAt)}</time>
            {isExpired ? <Badge tone="amber">Expired</Badge> : null}
          </span>
        ) : (
          <span className="text-slate-400">Never</span>
        )}
      </td>
      <td data-label="Daily code for" className={`${CELL} text-slate-600`}>
        {promo.dailyFor ? (
          <span className="inline-flex flex-wrap items-center gap-2">
            <time dateTime={promo.dailyFor}>{formatIsoDate(promo.dailyFor)}</time>
            {promo.dailyFor === istDate(new Date()) ? <Badge tone="indigo">Today</Badge> : null}
          </span>
        ) : (
          <span className="text-slate-400">—</span>
        )}
      </td>
      <td data-label="Status" className={CELL}>
        {promo.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="slate">Inactive</Badge>}
      </td>
      <td data-label="Created" className={`${CELL} text-slate-600`}>
        <time dateTime={promo.createdAt.toISOString()}>{formatDate(promo.createdAt)}</time>
      </td>
      <td className="px-4 py-2 lg:py-3 lg:text-right">
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
      </td>
    </tr>
  );
}
