import { formatDateTime, formatRupees } from '#kit/lib/format';
import type { Column } from '#kit/ui/data-table';
import { Badge } from '../../components/panel';
import { RowActions, RowButton } from '../../components/row-actions';
import { PersonCell } from '../../components/table-cells';
import { m } from '../../i18n/paraglide/messages';
import { isReported, orderAge, type AdminRewardOrder } from './order-dialog-parts';
import { KIND_LABELS, ORDER_STATUS_LABELS } from './rewards-labels';
import { SupplierNote } from '../../components/supplier-note';

const STATUS_TONES = { pending: 'amber', fulfilled: 'green', rejected: 'red' } as const;

export const ORDER_COLUMNS: Column<AdminRewardOrder>[] = [
  {
    header: m['rewards.orders.column.user'](),
    rowHeader: true,
    className: 'text-left font-normal',
    cell: ({ user }) => <PersonCell name={user.name} email={user.email} naming />,
  },
  {
    header: m['rewards.orders.column.product'](),
    cell: (order) => (
      <span className="text-right xl:text-left">
        <span className="block text-slate-900">{order.productName}</span>
        <Badge tone="indigo">{KIND_LABELS[order.kind]}</Badge>
      </span>
    ),
  },
  { header: m['rewards.orders.column.price'](), align: 'end', className: 'tabular-nums font-medium text-slate-900', cell: (order) => formatRupees(order.pricePaise) },
  {
    header: m['rewards.orders.column.destination'](),
    className: 'break-words text-slate-600',
    cell: (order) => (order.freeFireUid !== null ? m['rewards.orders.uid']({ uid: order.freeFireUid }) : (order.email ?? '—')),
  },
  {
    header: m['rewards.orders.column.age'](),
    className: 'whitespace-nowrap text-slate-600',
    cell: (order) => (
      <time dateTime={order.createdAt.toISOString()} title={`${formatDateTime(order.createdAt)} IST`}>
        {orderAge(order.createdAt)}
      </time>
    ),
  },
  { header: m['rewards.orders.column.status'](), className: 'text-slate-700', cell: (order) => <OrderState order={order} /> },
];

/** The status, and what came of the order: a code's last 4, a reference, a reason, or the buyer's report. */
function OrderState({ order }: { order: AdminRewardOrder }) {
  return (
    <span className="flex max-w-xs flex-col items-end gap-1 text-right break-words xl:items-start xl:text-left">
      <span className="flex flex-wrap gap-1">
        <Badge tone={STATUS_TONES[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
        {isReported(order) ? <Badge tone="amber">{m['rewards.orders.status.reported']()}</Badge> : null}
      </span>
      {/* The server sends an admin a code's last 4 characters, never the code. */}
      {order.codeLast4 !== null ? <span className="font-mono text-xs">{m['rewards.orders.code-last4']({ last4: order.codeLast4 })}</span> : null}
      {order.reference !== null ? <span className="text-xs">{m['rewards.orders.reference']({ reference: order.reference })}</span> : null}
      {order.reason !== null ? <span className="text-xs">{m['rewards.orders.reason']({ reason: order.reason })}</span> : null}
      {order.reportNote !== null ? <span className="text-xs text-amber-800">{m['rewards.orders.report-note']({ note: order.reportNote })}</span> : null}
      {order.reportedAt !== null ? <span className="text-xs text-amber-800">{reportedAfterReveal(order.reportedAt, order.revealedAt)}</span> : null}
      {order.reissueCount > 0 ? <span className="text-xs text-slate-600">{m['rewards.orders.reissued']()}</span> : null}
      <SupplierNote supplier={order.supplier} pending={order.status === 'pending'} />
    </span>
  );
}

/** How soon after the buyer first saw the code they reported it: a quick report is the likelier true one. */
function reportedAfterReveal(reportedAt: Date, revealedAt: Date | null): string {
  if (revealedAt === null) return m['rewards.orders.reported-unrevealed']();
  return m['rewards.orders.reported-after-reveal']({ minutes: String(Math.max(0, Math.round((reportedAt.getTime() - revealedAt.getTime()) / 60_000))) });
}

export type OrderAction = 'fulfil' | 'reject' | 'reissue';

/** Pending: fulfil or reject. Reported: re-issue (once per order) or refund. Anything else is settled. */
export function OrderActions({ order, onAction }: { order: AdminRewardOrder; onAction: (action: OrderAction) => void }) {
  const names = { product: order.productName, name: order.user.name };
  const button = (action: OrderAction, variant: 'primary' | 'danger', text: string, label: string) => (
    <RowButton dialog variant={variant} label={label} onClick={() => onAction(action)}>
      {text}
    </RowButton>
  );
  if (order.status === 'pending') {
    return (
      <RowActions wrap={false}>
        {button('fulfil', 'primary', m['rewards.orders.fulfil'](), m['rewards.orders.fulfil-label'](names))}
        {button('reject', 'danger', m['rewards.orders.reject'](), m['rewards.orders.reject-label'](names))}
      </RowActions>
    );
  }
  if (!isReported(order)) return null;
  return (
    <RowActions wrap={false}>
      {order.reissueCount === 0 ? button('reissue', 'primary', m['rewards.orders.reissue'](), m['rewards.orders.reissue-label'](names)) : null}
      {button('reject', 'danger', m['rewards.orders.refund'](), m['rewards.orders.refund-label'](names))}
    </RowActions>
  );
}
