/**
 * The allowed values of the entities' enum columns. This file imports no ORM code: the zod schemas
 * (which both SPAs import) and the seeds take their lists from here, the entities too.
 */

export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

export const CATALOGUE_STATUSES = ['live', 'closed', 'pending'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];

export const BLOG_CATEGORIES = ['Personal Loans', 'Credit Cards', 'Home Loans', 'Health Insurance', 'Mutual Funds'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const BLOG_ICONS = ['wallet', 'credit-card', 'home', 'heart', 'trending-up'] as const;
export type BlogIcon = (typeof BLOG_ICONS)[number];

export const PAGE_SLUGS = ['about', 'terms', 'privacy', 'disclaimer', 'refund-policy'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/**
 * pending: waiting for SMTP delivery; sent: delivered; stored: no SMTP configured, kept for the
 * admin mail viewer; failed: gave up after the last retry.
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'stored', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const REDEEM_STATUSES = ['pending', 'completed', 'rejected'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

/** What a reward product delivers: a gift card code, or a Free Fire diamond top-up. */
export const REWARD_KINDS = ['google_play', 'app_store', 'free_fire_diamonds'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** available: in stock; assigned: claimed by an order; revealed: its owner has seen it; reported: its owner said it did not work. */
export const REWARD_CODE_STATUSES = ['available', 'assigned', 'revealed', 'reported'] as const;
export type RewardCodeStatus = (typeof REWARD_CODE_STATUSES)[number];

/** fulfilled: delivered (a code or a top-up reference); pending: paid (held) and waiting for an admin; rejected: refunded. */
export const REWARD_ORDER_STATUSES = ['fulfilled', 'pending', 'rejected'] as const;
export type RewardOrderStatus = (typeof REWARD_ORDER_STATUSES)[number];
