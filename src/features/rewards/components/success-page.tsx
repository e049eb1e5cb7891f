import { Link } from '@tanstack/react-router';
import { Card, PageHeader } from '../../../components/ui/feedback';
import { buttonClasses } from '#kit/ui/button';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { appCodeOf, messageFor } from '#kit/lib/errors';
import { formatCount, formatDateTime, formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePlacedOrders, useRewardOrder, type RewardOrderDetail } from '../api/store-queries';
import { CodeBox } from './code-box';

/**
 * /success?order=<id>: the order with that id from the server — its number, status and the code
 * (shown here once, from the answer to placing it, held in memory for this visit) or the next step
 * and its expected time. No timer, no invented failure: what it shows is the server's order.
 */
export function SuccessPage({ orderId }: { orderId: string | undefined }) {
  useDocumentTitle(m['store.success.title']());
  const order = useRewardOrder(orderId);
  const placed = usePlacedOrders().recall(orderId ?? '');

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title={m['store.success.title']()} />
      <Card>
        {orderId === undefined || appCodeOf(order.error) === 'rewards.order-not-found' ? (
          <p role="status">{m['store.success.not-found']()}</p>
        ) : order.isPending ? (
          <LoadingState label={m['store.success.loading']()} lines={3} />
        ) : order.isError ? (
          <ErrorState message={messageFor(order.error, m['store.failed']())} onRetry={() => void order.refetch()} retrying={order.isFetching} />
        ) : (
          <OrderOutcome order={order.data} code={placed?.code} />
        )}
      </Card>
      <nav aria-label={m['store.success.title']()} className="flex flex-col gap-3 sm:flex-row">
        <Link to="/redeem-history" className={buttonClasses('primary')}>
          {m['store.success.history']()}
        </Link>
        <Link to="/redeem" className={buttonClasses('secondary')}>
          {m['store.success.more']()}
        </Link>
      </nav>
    </div>
  );
}

function OrderOutcome({ order, code }: { order: RewardOrderDetail; code: string | undefined }) {
  const step = nextStep(order, code !== undefined);
  return (
    <div role="status">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Row term={m['store.success.reward']()}>
          {order.productName} · {formatRupees(order.pricePaise)}
        </Row>
        <Row term={m['store.success.number']()}>
          <span className="break-all font-mono">{order.id}</span>
        </Row>
        <Row term={m['store.success.status']()}>{statusWord(order.status)}</Row>
        <Row term={m['wallet.redeem-history.requested']()}>
          <time dateTime={order.createdAt.toISOString()}>{formatDateTime(order.createdAt)}</time>
        </Row>
      </dl>
      {step && <p className="mt-4 text-indigo-100">{step}</p>}
      {code && <CodeBox code={code} label={m['store.success.code']()} note={m['store.success.code-once']()} />}
    </div>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-indigo-300">{term}</dt>
      <dd className="text-white">{children}</dd>
    </div>
  );
}

function statusWord(status: RewardOrderDetail['status']): string {
  return status === 'fulfilled' ? m['wallet.status.completed']() : status === 'pending' ? m['wallet.status.pending']() : m['wallet.status.rejected']();
}

/**
 * What happens next, from the order's real state and the time its product promises while it
 * waits. A delivered code not in memory (a reload, another visit) is behind Reveal in the history.
 */
function nextStep(order: RewardOrderDetail, codeShown: boolean): string {
  const hours = order.promiseHours === null ? null : formatCount(order.promiseHours);
  if (order.status === 'rejected') {
    const returned = m['wallet.redeem-history.returned']({ amount: formatRupees(order.pricePaise) });
    return order.reason ? `${m['wallet.redeem-history.reason']({ reason: order.reason })} ${returned}` : returned;
  }
  if (order.kind === 'free_fire_diamonds') {
    if (order.status === 'fulfilled') return order.reference ? m['store.success.reference']({ reference: order.reference }) : m['store.success.code-ready']();
    const uid = order.freeFireUid ?? '';
    return hours === null ? m['store.success.top-up']({ uid }) : m['store.success.top-up-within']({ uid, hours });
  }
  if (order.status === 'fulfilled') return codeShown ? '' : m['store.success.code-ready']();
  return hours === null ? m['store.success.fulfil-soon']() : m['store.success.fulfil-within']({ hours });
}
