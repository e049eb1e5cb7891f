import { getRouteApi } from '@tanstack/react-router';
import { Button } from '#kit/ui/button';
import { Badge, PanelHeader } from '../../components/panel';
import { formatCount, formatDate, formatDateTime, formatIsoDate, formatRupees } from '#kit/lib/format';
import { istDate } from '#kit/lib/ist';
import type { Column } from '#kit/ui/data-table';
import { EmptyState } from '#kit/ui/states';
import { KEEP_PAGE, PAGE_SIZE, PagedTable } from '../../components/paged-list';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';
import { CreatePromoCodeForm } from './create-promo-code-form';

type PromoCode = AdminOutputs['promoCodes']['list']['promoCodes'][number];

const routeApi = getRouteApi('/_dashboard/promo-codes');

export function PromoCodesPanel() {
  const { page = 1 } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const promoCodes = trpc.promoCodes.list.useQuery({ page, pageSize: PAGE_SIZE }, KEEP_PAGE);

  return (
    <section aria-labelledby="promo-codes-heading" className="space-y-6">
      <PanelHeader id="promo-codes-heading" documentTitle={m['promo-codes.document-title']()} title={m['promo-codes.title']()} description={m['promo-codes.description']()} />
      {/* A new code is listed first: go back to page 1 to see it. */}
      <CreatePromoCodeForm onCreated={() => void navigate({ search: { page: undefined } })} />
      <div>
        <h3 className="sr-only">{m['promo-codes.list-heading']()}</h3>
        <PagedTable
          query={promoCodes}
          rows={(data) => data.promoCodes}
          page={page}
          words={{ caption: m['promo-codes.caption'](), pages: m['promo-codes.pages-label'](), loading: m['promo-codes.loading'](), failed: m['promo-codes.load-failed']() }}
          empty={<EmptyState title={m['promo-codes.empty.title']()}>{m['promo-codes.empty.text']()}</EmptyState>}
          summary={(data) => m['promo-codes.total']({ count: formatCount(data.total) })}
          columns={COLUMNS}
          actions={(promo) => <ToggleButton promo={promo} />}
        />
      </div>
    </section>
  );
}

const isExpired = (promo: PromoCode) => promo.expiresAt !== null && promo.expiresAt.getTime() <= Date.now();
const isUsedUp = (promo: PromoCode) => promo.maxUses !== null && promo.usesCount >= promo.maxUses;

const COLUMNS: Column<PromoCode>[] = [
  { header: m['promo-codes.column.code'](), rowHeader: true, className: 'font-mono font-semibold text-slate-900', cell: (promo) => promo.code },
  { header: m['promo-codes.column.amount'](), align: 'end', className: 'tabular-nums', cell: (promo) => formatRupees(promo.amountPaise) },
  {
    header: m['promo-codes.column.uses'](),
    align: 'end',
    className: 'tabular-nums',
    cell: (promo) => (
      <>
        <span title={promo.maxUses === null ? m['promo-codes.column.unlimited']() : undefined}>
          {formatCount(promo.usesCount)} / {promo.maxUses === null ? '∞' : formatCount(promo.maxUses)}
        </span>
        {isUsedUp(promo) ? (
          <span className="ml-2">
            <Badge tone="amber">{m['promo-codes.column.used-up']()}</Badge>
          </span>
        ) : null}
      </>
    ),
  },
  {
    header: m['promo-codes.column.expires'](),
    className: 'text-slate-600',
    cell: (promo) =>
      promo.expiresAt ? (
        <span className="inline-flex flex-wrap items-center gap-2">
          <time dateTime={promo.expiresAt.toISOString()}>{formatDateTime(promo.expiresAt)}</time>
          {isExpired(promo) ? <Badge tone="amber">{m['promo-codes.column.expired']()}</Badge> : null}
        </span>
      ) : (
        <span className="text-slate-600">{m['promo-codes.column.never']()}</span>
      ),
  },
  {
    header: m['promo-codes.column.daily-for'](),
    className: 'text-slate-600',
    cell: (promo) =>
      promo.dailyFor ? (
        <span className="inline-flex flex-wrap items-center gap-2">
          <time dateTime={promo.dailyFor}>{formatIsoDate(promo.dailyFor)}</time>
          {promo.dailyFor === istDate(new Date()) ? <Badge tone="indigo">{m['promo-codes.column.today']()}</Badge> : null}
          {promo.vipOnly ? <Badge tone="amber">{m['promo-codes.column.vip']()}</Badge> : null}
        </span>
      ) : (
        <span className="text-slate-600">—</span>
      ),
  },
  {
    header: m['promo-codes.column.status'](),
    cell: (promo) => (promo.isActive ? <Badge tone="green">{m['promo-codes.column.active']()}</Badge> : <Badge tone="slate">{m['promo-codes.column.inactive']()}</Badge>),
  },
  { header: m['promo-codes.column.created'](), className: 'text-slate-600', cell: (promo) => <time dateTime={promo.createdAt.toISOString()}>{formatDate(promo.createdAt)}</time> },
];

/** Activate / Deactivate, in the row's actions cell. */
function ToggleButton({ promo }: { promo: PromoCode }) {
  const toggle = trpc.promoCodes.toggle.useMutation(useToastOutcome({ success: m['promo-codes.status-updated'](), failure: m['promo-codes.update-failed'](), changed: (utils) => [utils.promoCodes.list] }));
  const action = promo.isActive ? m['promo-codes.toggle.deactivate']() : m['promo-codes.toggle.activate']();
  return (
    <Button
      size="sm"
      variant={promo.isActive ? 'danger' : 'secondary'}
      aria-label={m['promo-codes.toggle.label']({ action, code: promo.code })}
      onClick={() => toggle.mutate({ id: promo.id })}
      busy={toggle.isPending}
      busyLabel={promo.isActive ? m['promo-codes.toggle.deactivating']() : m['promo-codes.toggle.activating']()}
      className="w-full lg:w-auto"
    >
      {action}
    </Button>
  );
}
