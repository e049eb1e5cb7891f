import { QUEUE_ORDERS, type QueueOrder } from '#contract/shared-schemas';
import { m } from '../i18n/paraglide/messages';
import { UrlFilterGroup } from './url-filter-group';

const LABELS: Record<QueueOrder, string> = { oldest: m['common.order.oldest'](), newest: m['common.order.newest']() };

/** A queue's order kept in the URL (`order=newest`): oldest first, the longest waiting answered first, when it names none. */
export function QueueOrderToggle({ value }: { value: QueueOrder }) {
  return <UrlFilterGroup label={m['common.order.label']()} options={QUEUE_ORDERS} labels={LABELS} value={value} fallback="oldest" param="order" />;
}
