import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { VIP_ORDER_STATUSES, VIP_REFUND_WINDOW_DAYS } from '#contract/vip/rules';
import { formatDate, formatRupees } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { DataTable, type Column } from '#kit/ui/data-table';
import { EmptyState } from '#kit/ui/states';
import { PagedList } from '../../components/paged-list';
import { PanelHeader } from '../../components/panel';
import { SelectFilter } from '../../components/select-filter';
import { DateSteps, PersonCell, StatusCell } from '../../components/table-cells';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { m } from '../../i18n/paraglide/messages';
import { STATUS_LABELS, STATUS_TONES } from './vip-labels';
import { VipRefundDialog, type AdminVipPaymentRow } from './vip-refund-dialog';

export const VIP_PAYMENTS_PAGE_SIZE = 20;

const routeApi = getRouteApi('/_dashboard/vip');

/** The VIP tab: every VIP payment newest first, by status, with a refund on those the refund policy still allows. */
export function VipPaymentsPanel() {
  useDocumentTitle(m['vip.document-title']());
  const { status, page = 1 } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const payments = trpc.vip.payments.useQuery({ status, page, pageSize: VIP_PAYMENTS_PAGE_SIZE }, { placeholderData: keepPreviousData });
  const [refunding, setRefunding] = useState<AdminVipPaymentRow | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <section aria-labelledby="vip-heading">
      {/* Focus comes back to the heading when the row the dialog was opened from has left the filtered list. */}
      <PanelHeader id="vip-heading" headingRef={headingRef} title={m['vip.title']()} description={m['vip.description']({ days: VIP_REFUND_WINDOW_DAYS })} />
      <SelectFilter
        label={m['vip.filter.status']()}
        allLabel={m['vip.filter.all']()}
        options={VIP_ORDER_STATUSES}
        labels={STATUS_LABELS}
        value={status}
        onChange={(value) => void navigate({ search: (previous) => ({ ...previous, status: value, page: undefined }) })}
        className="mb-4 sm:w-56"
      />
      <PagedList
        query={payments}
        rows={(data) => data.payments}
        total={(data) => data.total}
        page={page}
        pageSize={VIP_PAYMENTS_PAGE_SIZE}
        pagesLabel={m['vip.pages-label']()}
        loadingLabel={m['vip.loading']()}
        errorMessage={m['vip.load-failed']()}
        empty={<EmptyState title={m['vip.empty.title']()}>{status ? m['vip.empty.filtered']() : m['vip.empty.all']()}</EmptyState>}
      >
        {(rows) => (
          <DataTable
            caption={m['vip.caption']()}
            columns={COLUMNS}
            rows={rows}
            rowKey={(payment) => payment.id}
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
        )}
      </PagedList>
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

/**
 * When the order was made, and each later step it reached: the membership days it gives (decision
 * 028; a refunded one, the days it used before the refund — none when they had not started), and
 * an admin's refund request still waiting for Razorpay.
 */
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
