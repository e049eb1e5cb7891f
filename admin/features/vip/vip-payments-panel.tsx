import { getRouteApi } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { VIP_ORDER_STATUSES, VIP_REFUND_WINDOW_DAYS, type VipOrderStatus } from '#contract/vip/rules';
import { formatDate, formatRupees } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import type { Column } from '#kit/ui/data-table';
import { EmptyState } from '#kit/ui/states';
import { KEEP_PAGE, PAGE_SIZE, PagedTable } from '../../components/paged-list';
import { PanelHeader, type Tone } from '../../components/panel';
import { SelectFilter } from '../../components/select-filter';
import { DateSteps, PersonCell, StatusCell } from '../../components/table-cells';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { VipRefundDialog, type AdminVipPaymentRow } from './vip-refund-dialog';

const routeApi = getRouteApi('/_dashboard/vip');

const STATUS_LABELS: Record<VipOrderStatus, string> = {
  created: m['vip.status.created'](),
  attempted: m['vip.status.attempted'](),
  paid: m['vip.status.paid'](),
  failed: m['vip.status.failed'](),
  refunded: m['vip.status.refunded'](),
};

/** Paid is money taken (green); open orders wait on Razorpay (amber); failed and refunded ended without a membership. */
const STATUS_TONES = { created: 'slate', attempted: 'amber', paid: 'green', failed: 'red', refunded: 'indigo' } as const satisfies Record<VipOrderStatus, Tone>;

/** The VIP tab: every VIP payment newest first, by status, with a refund on those the refund policy still allows. */
export function VipPaymentsPanel() {
  const { status, page = 1 } = routeApi.useSearch();
  const payments = trpc.vip.payments.useQuery({ status, page, pageSize: PAGE_SIZE }, KEEP_PAGE);
  const [refunding, setRefunding] = useState<AdminVipPaymentRow | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <section aria-labelledby="vip-heading">
      <PanelHeader id="vip-heading" documentTitle={m['vip.document-title']()} headingRef={headingRef} title={m['vip.title']()} description={m['vip.description']({ days: VIP_REFUND_WINDOW_DAYS })} />
      <SelectFilter
        label={m['vip.filter.status']()}
        allLabel={m['vip.filter.all']()}
        options={VIP_ORDER_STATUSES}
        labels={STATUS_LABELS}
        value={status}
        className="mb-4 sm:w-56"
      />
      <PagedTable
        query={payments}
        rows={(data) => data.payments}
        page={page}
        words={{ caption: m['vip.caption'](), pages: m['vip.pages-label'](), loading: m['vip.loading'](), failed: m['vip.load-failed']() }}
        empty={<EmptyState title={m['vip.empty.title']()}>{status ? m['vip.empty.filtered']() : m['vip.empty.all']()}</EmptyState>}
        columns={COLUMNS}
        stackBelow="xl"
        rowTestId="vip-payment"
        actions={(payment) =>
          payment.refundable ? (
            <Button size="sm" variant="danger" aria-haspopup="dialog" aria-label={m['vip.refund-label']({ name: payment.userName })} onClick={() => setRefunding(payment)}>
              {m['vip.refund']()}
            </Button>
          ) : payment.status === 'paid' ? (
            <span className="text-xs text-slate-600">{m['vip.window-passed']({ days: VIP_REFUND_WINDOW_DAYS })}</span>
          ) : null
        }
      />
      {refunding ? <VipRefundDialog payment={refunding} onClose={() => setRefunding(null)} fallbackFocus={() => headingRef.current} /> : null}
    </section>
  );
}

const COLUMNS: Column<AdminVipPaymentRow>[] = [
  {
    header: m['vip.column.member'](),
    rowHeader: true,
    className: 'text-left font-normal',
    cell: (payment) => <PersonCell name={payment.userName} email={payment.userEmail} naming />,
  },
  { header: m['vip.column.amount'](), align: 'end', className: 'tabular-nums text-slate-900', cell: (payment) => formatRupees(payment.amountPaise) },
  {
    header: m['vip.column.status'](),
    cell: (payment) => (
      <StatusCell tone={STATUS_TONES[payment.status]} label={STATUS_LABELS[payment.status]} note={payment.failureReason === null ? null : m['vip.failure-reason']({ reason: payment.failureReason })} />
    ),
  },
  {
    header: m['vip.column.razorpay'](),
    className: 'text-xs text-slate-700',
    cell: (payment) => (
      <span className="flex flex-col items-end gap-0.5 font-mono break-all xl:items-start">
        <span>{payment.razorpayOrderId}</span>
        {payment.razorpayPaymentId ? <span>{payment.razorpayPaymentId}</span> : null}
        {payment.razorpayRefundId ? <span>{payment.razorpayRefundId}</span> : null}
      </span>
    ),
  },
  { header: m['vip.column.dates'](), className: 'text-xs text-slate-700', cell: (payment) => <PaymentDates payment={payment} /> },
];

/** The order's steps, the membership days it gives (or used before a refund; decision 028), a pending refund request. */
function PaymentDates({ payment }: { payment: AdminVipPaymentRow }) {
  const steps = [
    { key: 'created', date: payment.createdAt, words: m['vip.date.created'] },
    { key: 'paid', date: payment.paidAt, words: m['vip.date.paid'] },
    { key: 'requested', date: payment.status === 'paid' ? payment.refundRequestedAt : null, words: m['vip.date.refund-requested'] },
    { key: 'refunded', date: payment.refundedAt, words: m['vip.date.refunded'] },
  ];
  const { grantedFrom: from, grantedUntil: until } = payment;
  const days = from !== null && until !== null && from < until ? { from, until } : null;
  return (
    <DateSteps steps={steps}>
      {days ? (
        <span>{(payment.status === 'refunded' ? m['vip.date.used'] : m['vip.date.days'])({ from: formatDate(days.from), until: formatDate(days.until) })}</span>
      ) : null}
    </DateSteps>
  );
}
