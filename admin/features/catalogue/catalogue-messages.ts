import { m } from '../../i18n/paraglide/messages';

/** The Catalogue tab's toasts (catalogue area `catalogue`). */
export const CATALOGUE_MESSAGES = {
  created: m['catalogue.created'](),
  updated: m['catalogue.updated'](),
  deleted: m['catalogue.deleted'](),
  statusUpdated: m['catalogue.status-updated'](),
  locked: m['catalogue.locked'](),
  unlocked: m['catalogue.unlocked'](),
  saveFailed: m['catalogue.save-failed'](),
  deleteFailed: m['catalogue.delete-failed'](),
  updateFailed: m['catalogue.update-failed'](),
} as const;

/** The spec's default reason, offered when an admin locks an app (the server's constant). */
export { DEFAULT_LOCK_REASON } from '#contract/catalogue/schemas';

/** The statuses in the order the screens offer them. */
export const STATUS_OPTIONS = ['live', 'pending', 'closed'] as const;

export const STATUS_LABELS = { live: m['catalogue.status.live'](), pending: m['catalogue.status.pending'](), closed: m['catalogue.status.closed']() } as const;
