import { appCodeOf, type AppCode } from '#kit/lib/errors';
import { formatRupees } from '#kit/lib/format';
import type { AdminOutputs } from '../../lib/trpc';
import { useActionOutcome } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';

export type AdminRewardOrder = AdminOutputs['rewardOrders']['list']['orders'][number];

/** The props every order dialog takes from the queue. */
export interface OrderDialogProps {
  order: AdminRewardOrder;
  onClose: () => void;
  fallbackFocus: () => HTMLElement | null;
}

const AGE_FORMAT = new Intl.RelativeTimeFormat('en-IN', { numeric: 'always' });
const MINUTE = 60_000;

/** How long ago an order was placed, in its largest whole unit ("3 hours ago"): the queue's age at a glance. */
export function orderAge(createdAt: Date, now = Date.now()): string {
  const minutes = Math.max(1, Math.floor((now - createdAt.getTime()) / MINUTE));
  if (minutes < 60) return AGE_FORMAT.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return AGE_FORMAT.format(-hours, 'hour');
  return AGE_FORMAT.format(-Math.floor(hours / 24), 'day');
}

/** A reported delivery is still `fulfilled` on the server; the queue marks it, as it awaits a re-issue or a refund. */
export const isReported = (order: AdminRewardOrder) => order.status === 'fulfilled' && order.reportedAt !== null;

/** Who ordered what, for how much and when: the first line of every order dialog. */
export function OrderSummary({ order }: { order: AdminRewardOrder }) {
  return <>{m['rewards.orders.order-summary']({ name: order.user.name, product: order.productName, price: formatRupees(order.pricePaise), age: orderAge(order.createdAt) })}</>;
}

/** Refusals that mean the order moved on (another admin got there first): the dialog says why and closes. */
const SETTLED_ELSEWHERE: readonly AppCode[] = ['rewards.order-not-pending', 'rewards.not-reissuable', 'rewards.order-not-found'];

/** An order action's answer: always a toast, the queue and stock refreshed; a refusal the dialog can act on goes to `showRefusal`. */
export function useOrderOutcome({ onClose, success, showRefusal }: { onClose: () => void; success: string; showRefusal: (error: unknown) => void }) {
  return useActionOutcome({
    success,
    failure: m['rewards.orders.action-failed'](),
    changed: (utils) => [utils.rewardOrders.list, utils.rewards.list],
    onDone: onClose,
    showFailure: showRefusal,
    settled: (error) => SETTLED_ELSEWHERE.some((code) => code === appCodeOf(error)),
    toastEveryFailure: true,
  });
}
