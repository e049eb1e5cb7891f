import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Button } from '#kit/ui/button';
import { useToast } from '#kit/ui/toast/toast-context';
import { messageFor } from '#kit/lib/errors';
import { formatRupees } from '#kit/lib/format';
import { ClosedOn, RequestFacts, ReturnedNote } from '../../../components/ui/history-entry';
import { trpc } from '../../../lib/trpc';
import type { Worded } from '#i18n/as-written';
import { m } from '#i18n/paraglide/messages';
import type { RewardOrder } from '../api/store-queries';
import { CodeBox } from './code-box';
import { ReviewLink } from '../../../components/ui/review-link';
import { WAIT_REASON_WORDS } from './wait-reason';

// The report form (a dialog, the form kit and its schemas: ≈17 KB gzip) loads when someone reports an order, not with /redeem-history.
const ReportOrderDialog = lazy(() => import('./report-order-dialog').then((module) => ({ default: module.ReportOrderDialog })));

/** The redeem history's badge, handed in so both lists show one badge: an order delivered reads "Completed". */
export type HistoryStatusBadge = ComponentType<{ status: 'pending' | 'completed' | 'rejected' }>;

const BADGE_STATUS = { fulfilled: 'completed', pending: 'pending', rejected: 'rejected' } as const;

/** One reward order: its product (`name`: the product's name when it was bought, as written) and status, where it goes, its code behind Reveal once delivered, and "Code didn't work" once. */
export function RewardOrderCard({ order, name, StatusBadge }: { order: RewardOrder; name: Worded; StatusBadge: HistoryStatusBadge }) {
  const toast = useToast();
  const [code, setCode] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const reveal = trpc.rewards.reveal.useMutation({
    onSuccess: (answer) => setCode(answer.code),
    onError: (error) => toast.error(messageFor(error, m['account.failed-to-fetch']())),
  });
  const titleId = `reward-order-${order.id}`;
  const canReport = order.status === 'fulfilled' && order.hasCode && order.reportedAt === null;

  return (
    <article aria-labelledby={titleId} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-white">
          <span lang={name.lang}>{name.text}</span> · {formatRupees(order.pricePaise)}
        </h3>
        <StatusBadge status={BADGE_STATUS[order.status]} />
      </div>
      <RequestFacts sentToLabel={order.freeFireUid ? m['store.confirm.uid']() : m['store.orders.sent-to']()} sentTo={order.freeFireUid ?? order.email} requestedAt={order.createdAt} />

      {order.status === 'fulfilled' && order.reference && <p className="mt-3 text-sm text-emerald-100">{m['store.success.reference']({ reference: order.reference })}</p>}
      {order.status === 'fulfilled' && order.hasCode && (
        <div aria-live="polite">
          {code ? (
            <CodeBox code={code} label={m['store.orders.code']()} />
          ) : (
            <Button variant="secondary" className="mt-4" aria-label={m['store.orders.reveal-label']({ name: name.text })} busy={reveal.isPending} busyLabel={m['store.orders.revealing']()} onClick={() => reveal.mutate({ id: order.id })}>
              {m['store.orders.reveal']()}
            </Button>
          )}
        </div>
      )}
      {order.reportedAt && <p className="mt-3 text-sm text-amber-100">{m['store.orders.reported-note']()}</p>}
      {canReport && (
        <Button variant="ghost" className="mt-3" onClick={() => setReporting(true)}>
          {m['store.orders.report']()}
        </Button>
      )}

      {order.status === 'pending' && order.waitReason !== null && <p className="mt-3 text-sm text-amber-100">{WAIT_REASON_WORDS[order.waitReason]()}</p>}
      {order.status === 'rejected' && <ReturnedNote reason={order.reason} amountPaise={order.pricePaise} />}
      {order.status !== 'fulfilled' && <ReviewLink className="mt-3 inline-block" />}
      {order.fulfilledAt && <ClosedOn label={m['store.orders.fulfilled-on']()} at={order.fulfilledAt} />}
      {reporting && (
        <Suspense fallback={null}>
          <ReportOrderDialog order={order} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </article>
  );
}
