import { m } from '../../i18n/paraglide/messages';

/** The statuses in the order the screens offer them. */
export const STATUS_OPTIONS = ['live', 'pending', 'closed'] as const;

export const STATUS_LABELS = { live: m['catalogue.status.live'](), pending: m['catalogue.status.pending'](), closed: m['catalogue.status.closed']() } as const;
