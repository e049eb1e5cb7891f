export const CATALOGUE_MESSAGES = {
  created: 'App added',
  updated: 'App updated',
  deleted: 'App deleted',
  statusUpdated: 'Status updated',
  locked: 'App locked',
  unlocked: 'App unlocked',
  saveFailed: 'Failed to save app',
  deleteFailed: 'Failed to delete app',
  updateFailed: 'Failed to update app',
} as const;

/** The spec's default reason, offered when an admin locks an app (the server's constant). */
export { DEFAULT_LOCK_REASON } from '../../../server/modules/catalogue/schemas';

export const STATUS_LABELS = { live: 'Live', pending: 'Pending', closed: 'Closed' } as const;
