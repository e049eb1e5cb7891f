import { parsePage } from '#kit/lib/page-search';
import { QUEUE_ORDERS, type QueueOrder } from '#contract/shared-schemas';

/** Search-param parsing shared by the routes: lenient, so a hand-edited URL never crashes a screen. */
export function parseText(value: unknown, maxLength = 100): string | undefined {
  if (typeof value === 'number') return String(value).slice(0, maxLength);
  return typeof value === 'string' && value.trim() ? value.slice(0, maxLength) : undefined;
}

export function parseOneOf<const T extends readonly string[]>(value: unknown, options: T): T[number] | undefined {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T[number]) : undefined;
}

/** A list's filter (`status`) and page; an absent one is the list's default. */
export interface ListSearch<Status extends string> {
  status?: Status;
  page?: number;
}

export function parseListSearch<const Statuses extends readonly string[]>(search: Record<string, unknown>, statuses: Statuses): ListSearch<Statuses[number]> {
  return { status: parseOneOf(search['status'], statuses), page: parsePage(search['page']) };
}

/** A tab of two views: the first without `view`, the second (`view`) a list by status. */
export function parseViewSearch<const View extends string, const Statuses extends readonly string[]>(search: Record<string, unknown>, view: View, statuses: Statuses): ListSearch<Statuses[number]> & { view?: View } {
  return { view: parseOneOf(search['view'], [view] as const), ...parseListSearch(search, statuses) };
}

/** A queue's order (`order`): absent is oldest first. */
export function parseQueueOrder(search: Record<string, unknown>): { order?: QueueOrder } {
  return { order: parseOneOf(search['order'], QUEUE_ORDERS) };
}
