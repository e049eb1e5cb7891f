import type { RewardKind } from '#contract/enums';
import { m } from '../../i18n/paraglide/messages';

/** The Rewards tab's toasts (catalogue area `rewards`). */
export const REWARDS_MESSAGES = {
  created: m['rewards.created'](),
  updated: m['rewards.updated'](),
  enabled: m['rewards.enabled'](),
  disabled: m['rewards.disabled'](),
  featuredUpdated: m['rewards.featured-updated'](),
  saveFailed: m['rewards.save-failed'](),
  updateFailed: m['rewards.update-failed'](),
  uploadFailed: m['rewards.upload-failed'](),
} as const;

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

// 1 January 2023 was a Sunday: day N of that week is weekday N (0 = Sunday, the server's numbering).
const WEEKDAY_FORMAT = new Intl.DateTimeFormat('en-IN', { weekday: 'long', timeZone: 'UTC' });
export const WEEKDAY_NAMES = Array.from({ length: 7 }, (_, day) => WEEKDAY_FORMAT.format(new Date(Date.UTC(2023, 0, 1 + day))));
