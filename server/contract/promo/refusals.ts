import { PROMO_MESSAGES } from './schemas';

/** The first six are the keys the SQL function promo_redeem raises. */
export const PROMO_REFUSALS = {
  'promo.unknown': { status: 'NOT_FOUND', text: PROMO_MESSAGES.unknown },
  'promo.inactive': { status: 'BAD_INPUT', text: PROMO_MESSAGES.inactive },
  'promo.expired': { status: 'BAD_INPUT', text: PROMO_MESSAGES.expired },
  'promo.not-today': { status: 'BAD_INPUT', text: PROMO_MESSAGES.notToday },
  'promo.already-used': { status: 'CONFLICT', text: PROMO_MESSAGES.alreadyUsed },
  'promo.exhausted': { status: 'CONFLICT', text: PROMO_MESSAGES.exhausted },
  'promo.duplicate': { status: 'CONFLICT', text: PROMO_MESSAGES.duplicate },
  'promo.daily-taken': { status: 'CONFLICT', text: PROMO_MESSAGES.dailyTaken },
  'promo.expiry-past': { status: 'BAD_INPUT', text: PROMO_MESSAGES.expiryPast },
  'promo.not-found': { status: 'NOT_FOUND', text: 'Promo code not found' },
  /** A content admin's code over the owner's limit (settings.contentPromoLimitPaise): the limit is named. */
  'promo.over-content-limit': { status: 'FORBIDDEN', text: ({ limitPaise }: { limitPaise: number }) => PROMO_MESSAGES.overContentLimit(limitPaise) },
} as const;
