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
  titleRequired: 'Title is required',
  dateRequired: 'Date must be a date like 2025-09-14',
  linkRequired: (label: string) => `${label} is required`,
  linkInvalid: (label: string) => `${label} must be an http:// or https:// URL`,
  lockReasonRequired: 'Lock reason is required when the app is locked',
} as const;

/** The spec's default reason, offered when an admin locks an app. */
export const DEFAULT_LOCK_REASON = "1K likes is not completed on video yet. When it's completed you will get the link!";

export const STATUS_LABELS = { live: 'Live', pending: 'Pending', closed: 'Closed' } as const;
