/** Two-admin approval's plain names and numbers (no schema library: the public site's refusal words read them). */
export const APPROVAL_KINDS = ['balance-credit', 'promo-code'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** A request nobody decided within this many days expires: the figures it was asked on have moved on. */
export const APPROVAL_EXPIRY_DAYS = 7;
