import { useState, type ComponentType } from 'react';
import { z } from 'zod';
import { reportRewardOrderInputSchema } from '#contract/rewards/schemas';
import { Card } from '../../../components/ui/feedback';
import { Button } from '#kit/ui/button';
import { Dialog, DialogActions } from '#kit/ui/dialog';
import { TextAreaField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { EmptyState, ErrorState, LoadingState } from '#kit/ui/states';
import { useToast } from '#kit/ui/toast/toast-context';
import { messageFor } from '#kit/lib/errors';
import { formatDateTime, formatRupees } from '#kit/lib/format';
import { maxLengthOf } from '#kit/lib/max-length';
import { trpc } from '../../../lib/trpc';
import { m } from '#i18n/paraglide/messages';
import { useCapability } from '../../site';
import { RECENT_ORDERS_PAGE_SIZE, useRewardOrders, type RewardOrder } from '../api/store-queries';
import { CodeBox } from './code-box';

/** The redeem history's badge, handed in so both lists show one badge: an order delivered reads "Completed". */
export type HistoryStatusBadge = ComponentType<{ status: 'pending' | 'completed' | 'rejected' }>;

const BADGE_STATUS = { fulfilled: 'completed', pending: 'pending', rejected: 'rejected' } as const;

/** The note is the server's field rule; the order id is not typed by anyone. */
const reportFormSchema = z.object({ note: reportRewardOrderInputSchema.shape.note });

/**
 * The reward orders beside the withdrawals on /redeem-history (issue 16), only while the store is
 * on: each with its badge, Reveal (the code, with copy) for a delivered one, and "Code didn't
 * work" once per order.
 */
export function RewardOrdersSection({ StatusBadge }: { StatusBadge: HistoryStatusBadge }) {
  const store = useCapability('store');
  const orders = useRewardOrders(1, RECENT_ORDERS_PAGE_SIZE, store);
  if (!store) return null;
  return (
    <section aria-labelledby="reward-orders-title" className="mt-8">
      <h2 id="reward-orders-title" className="mb-4 text-xl font-bold text-white">
        {m['store.orders.title']()}
      </h2>
      {orders.isPending ? (
        <Card>
          <LoadingState label={m['store.orders.loading']()} lines={3} />
        </Card>
      ) : orders.isError ? (
        <ErrorState message={messageFor(orders.error, m['account.failed-to-fetch']())} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
      ) : orders.data.orders.length === 0 ? (
        <Card className="py-8 text-center">
          <EmptyState title={m['store.orders.empty']()} />
        </Card>
      ) : (
        <ul className="space-y-4" aria-label={m['store.orders.list']()}>
          {orders.data.orders.map((order) => (
            <li key={order.id}>
              <RewardOrderCard order={order} StatusBadge={StatusBadge} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RewardOrderCard({ order, StatusBadge }: { order: RewardOrder; StatusBadge: HistoryStatusBadge }) {
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
          {order.productName} · {formatRupees(order.pricePaise)}
        </h3>
        <StatusBadge status={BADGE_STATUS[order.status]} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-indigo-300">{order.freeFireUid ? m['store.confirm.uid']() : m['store.orders.sent-to']()}</dt>
          <dd className="break-all text-white">{order.freeFireUid ?? order.email}</dd>
        </div>
        <div>
          <dt className="text-indigo-300">{m['wallet.redeem-history.requested']()}</dt>
          <dd className="text-white">
            <time dateTime={order.createdAt.toISOString()}>{formatDateTime(order.createdAt)}</time>
          </dd>
        </div>
      </dl>

      {order.status === 'fulfilled' && order.reference && <p className="mt-3 text-sm text-emerald-100">{m['store.success.reference']({ reference: order.reference })}</p>}
      {order.status === 'fulfilled' && order.hasCode && (
        <div aria-live="polite">
          {code ? (
            <CodeBox code={code} label={m['store.orders.code']()} />
          ) : (
            <Button variant="secondary" className="mt-4" aria-label={m['store.orders.reveal-label']({ name: order.productName })} busy={reveal.isPending} busyLabel={m['store.orders.revealing']()} onClick={() => reveal.mutate({ id: order.id })}>
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

      {order.status === 'rejected' && (
        <div className="mt-4 rounded-xl bg-rose-500/10 p-3 text-sm text-rose-100 ring-1 ring-rose-400/30">
          {order.reason && <p>{m['wallet.redeem-history.reason']({ reason: order.reason })}</p>}
          <p className="mt-1 font-semibold">{m['wallet.redeem-history.returned']({ amount: formatRupees(order.pricePaise) })}</p>
        </div>
      )}
      {order.fulfilledAt && (
        <p className="mt-3 text-xs text-indigo-300">
          {m['store.orders.fulfilled-on']()} <time dateTime={order.fulfilledAt.toISOString()}>{formatDateTime(order.fulfilledAt)}</time>
        </p>
      )}
      {reporting && <ReportDialog order={order} onClose={() => setReporting(false)} />}
    </article>
  );
}

function ReportDialog({ order, onClose }: { order: RewardOrder; onClose: () => void }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const form = useSchemaForm(reportFormSchema, { defaultValues: { note: '' } });
  const report = trpc.rewards.report.useMutation({
    onSuccess: async () => {
      toast.success(m['store.orders.reported']());
      await utils.rewards.orders.invalidate();
      onClose();
    },
    onError: (error) => form.showRefusal(error, m['store.order-failed']()),
  });
  const onSubmit = form.handleSubmit(({ note }) => report.mutate({ id: order.id, note }));

  return (
    <Dialog title={m['store.orders.report-title']()} description={m['store.orders.report-description']()} onClose={onClose} preventClose={report.isPending}>
      <form noValidate onSubmit={onSubmit} className="text-left">
        <TextAreaField label={m['store.orders.report-note']()} rows={4} required maxLength={maxLengthOf(reportRewardOrderInputSchema.shape.note)} {...form.field('note')} />
        <FormError message={form.formError} className="mt-3" />
        <DialogActions>
          <Button variant="ghost" onClick={onClose} disabled={report.isPending}>
            {m['store.cancel']()}
          </Button>
          <Button type="submit" busy={report.isPending} busyLabel={m['store.orders.report-busy']()}>
            {m['store.orders.report-send']()}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
