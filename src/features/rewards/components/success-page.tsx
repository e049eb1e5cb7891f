import { ButtonLink, Card, Fact, PageHeader, PageLinks } from '../../../components/ui/feedback';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { appCodeOf, messageFor } from '#kit/lib/errors';
import { formatCount, formatDateTime, formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePlacedOrders, useRewardOrder, type RewardOrderDetail } from '../api/store-queries';
import { CodeBox } from './code-box';
import { WAIT_REASON_WORDS } from './wait-reason';
import { TickerAsk } from '../../figures';

/** /success?order=<id>: the server's order — number, status, and the code (once, from placing it) or the next step. */
export function SuccessPage({ orderId }: { orderId: string | undefined }) {
  useDocumentTitle(m['store.success.title']());
  const order = useRewardOrder(orderId);
  const placed = usePlacedOrders().recall(orderId ?? '');

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title={m['store.success.title']()} />
      <Card>
        {orderId === undefined ? (
          <p role="status">{m['store.success.no-order']()}</p>
        ) : appCodeOf(order.error) === 'rewards.order-not-found' ? (
          <p role="status">{m['store.success.not-found']()}</p>
        ) : order.isPending ? (
          <LoadingState label={m['store.success.loading']()} lines={3} />
        ) : order.isError ? (
          <ErrorState message={messageFor(order.error, m['store.failed']())} onRetry={() => void order.refetch()} retrying={order.isFetching} />
        ) : (
          <OrderOutcome order={order.data} code={placed?.code} />
        )}
      </Card>
      <PageLinks label={m['store.success.title']()}>
        <ButtonLink to="/redeem-history" variant="primary">{m['store.success.history']()}</ButtonLink>
        <ButtonLink to="/redeem">{m['store.success.more']()}</ButtonLink>
      </PageLinks>
    </div>
  );
}

function OrderOutcome({ order, code }: { order: RewardOrderDetail; code: string | undefined }) {
  const step = nextStep(order, code !== undefined);
  return (
    <div role="status">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact term={m['store.success.reward']()}>
          {order.productName} · {formatRupees(order.pricePaise)}
        </Fact>
        <Fact term={m['store.success.number']()}>
          <span className="break-all font-mono">{order.id}</span>
        </Fact>
        <Fact term={m['store.success.status']()}>{statusWord(order.status)}</Fact>
        <Fact term={m['wallet.redeem-history.requested']()}>
          <time dateTime={order.createdAt.toISOString()}>{formatDateTime(order.createdAt)}</time>
        </Fact>
      </dl>
      {step && <p className="mt-4 text-indigo-100">{step}</p>}
      {code && <CodeBox code={code} label={m['store.success.code']()} note={m['store.success.code-once']()} />}
      {order.status === 'fulfilled' && <TickerAsk />}
    </div>
  );
}

function statusWord(status: RewardOrderDetail['status']): string {
  return status === 'fulfilled' ? m['wallet.status.completed']() : status === 'pending' ? m['wallet.status.pending']() : m['wallet.status.rejected']();
}

/** What happens next, from the order's state and its product's promised time (a code not in memory: Reveal in the history). */
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
  if (order.waitReason !== null) return WAIT_REASON_WORDS[order.waitReason]();
  return hours === null ? m['store.success.fulfil-soon']() : m['store.success.fulfil-within']({ hours });
}
