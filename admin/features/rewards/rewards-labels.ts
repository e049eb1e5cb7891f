import type { RewardKind } from '#contract/enums';
import { m } from '../../i18n/paraglide/messages';

export const KIND_LABELS: Record<RewardKind, string> = {
  google_play: m['rewards.kind.google_play'](),
  app_store: m['rewards.kind.app_store'](),
  free_fire_diamonds: m['rewards.kind.free_fire_diamonds'](),
};

export const ORDER_STATUS_LABELS = {
  pending: m['rewards.orders.status.pending'](),
  fulfilled: m['rewards.orders.status.fulfilled'](),
  rejected: m['rewards.orders.status.rejected'](),
} as const;

/** Gift cards are worth rupees; a Free Fire pack is a number of diamonds. */
export const isDiamonds = (kind: RewardKind) => kind === 'free_fire_diamonds';

/** The featured weekday as a select's value ('0' = Sunday, the server's numbering). */
export const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
// 1 January 2023 was a Sunday: day N of that week is weekday N.
const WEEKDAY_FORMAT = new Intl.DateTimeFormat('en-IN', { weekday: 'long', timeZone: 'UTC' });
export const WEEKDAY_NAMES = Object.fromEntries(WEEKDAYS.map((day) => [day, WEEKDAY_FORMAT.format(new Date(Date.UTC(2023, 0, 1 + Number(day))))])) as Record<(typeof WEEKDAYS)[number], string>;
