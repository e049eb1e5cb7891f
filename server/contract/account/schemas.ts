import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { passwordSchema } from '../shared-schemas';
import { ledgerLineSchema } from '../wallet/ledger-lines';

/** Deleting needs the current password again: a session left open on a shared computer is not enough. */
export const deleteAccountInputSchema = z.object({ password: passwordSchema });
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

/** The language switch of a signed-in person: kept on the account so e-mails follow it. */
export const setLanguageInputSchema = z.strictObject({ locale: z.enum(LOCALES, { message: 'Language must be en or hi' }) });
export type SetLanguageInput = z.infer<typeof setLanguageInputSchema>;

/** Whether the home page's ticker may show the person's masked first name with their payouts and wins (issue 16). */
export const setTickerOptOutInputSchema = z.strictObject({ tickerOptOut: z.boolean() });
export type SetTickerOptOutInput = z.infer<typeof setTickerOptOutInputSchema>;

export const ACCOUNT_MESSAGES = {
  deleted: 'Your account has been deleted',
  wrongPassword: 'Incorrect password. Your account was not deleted.',
  /** The reason a pending withdrawal shows once the deletion cancelled it and returned its amount. */
  withdrawalCancelled: 'Cancelled because the account was deleted',
} as const;

/** The export's own version, so a reader can tell which fields to expect. */
export const ACCOUNT_EXPORT_FORMAT = 'honest-rewards-account-export/8';

const paise = z.number().int();

export const accountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  exportedAt: z.date(),
  /** How to read the file; amounts are integer paise as the ledger keeps them (₹1 = 100 paise). */
  notes: z.string(),
  profile: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerifiedAt: z.date().nullable(),
    isBlocked: z.boolean(),
    /** The site's and the e-mails' language. */
    locale: z.string(),
    /** True when the person asked not to appear in the live ticker. */
    tickerOptOut: z.boolean().nullable(),
    /** The code the person's invite link carries; null until the invite page first gave one. */
    referralCode: z.string().nullable(),
    createdAt: z.date(),
  }),
  /** Held: set aside from the balance for pending withdrawals and reward orders. */
  wallet: z.object({ balancePaise: paise, heldPaise: paise }),
  /** What the person still owes after a reversed credit, oldest first: the next earnings pay it before the balance grows. */
  debts: z.array(z.object({ openPaise: paise, reason: z.string(), createdAt: z.date() })),
  sessions: z.array(
    z.object({
      /** True for the session this export was requested from. */
      current: z.boolean(),
      createdAt: z.date(),
      lastUsedAt: z.date(),
      expiresAt: z.date(),
      userAgent: z.string().nullable(),
    }),
  ),
  /** Every entry of the user's wallet, oldest first: positive adds to the balance, negative takes from it. */
  /** Each entry's `line` is its code and values (format 7), `description` the line worded in the account's language. */
  ledger: z.array(
    z.object({
      id: z.string(),
      transferId: z.string(),
      kind: z.string(),
      line: ledgerLineSchema,
      description: z.string(),
      amountPaise: paise,
      promoCode: z.string().nullable(),
      createdAt: z.date(),
    }),
  ),
  withdrawalRequests: z.array(
    z.object({
      id: z.string(),
      amountPaise: paise,
      email: z.string(),
      status: z.enum(['pending', 'completed', 'rejected']),
      /** A completed withdrawal's code by its last 4 characters (format 6; format 5 carried the whole `code`): revealed on /redeem-history. */
      codeLast4: z.string().nullable(),
      rejectReason: z.string().nullable(),
      createdAt: z.date(),
      resolvedAt: z.date().nullable(),
    }),
  ),
  /** Reward store orders; a code appears as its last 4 characters (the whole code is revealed on /redeem-history). */
  rewardOrders: z.array(
    z.object({
      id: z.string(),
      product: z.string(),
      kind: z.string(),
      pricePaise: paise,
      email: z.string().nullable(),
      freeFireUid: z.string().nullable(),
      status: z.enum(['fulfilled', 'pending', 'rejected']),
      codeLast4: z.string().nullable(),
      reference: z.string().nullable(),
      reason: z.string().nullable(),
      reportNote: z.string().nullable(),
      createdAt: z.date(),
      fulfilledAt: z.date().nullable(),
      rejectedAt: z.date().nullable(),
    }),
  ),
  promoRedemptions: z.array(z.object({ code: z.string(), amountPaise: paise, createdAt: z.date() })),
  gamePlays: z.array(
    z.object({
      id: z.string(),
      game: z.string(),
      /** Null while the play is still open (a guess round in progress, a card not yet scratched): it would give the answer away. */
      outcome: z.record(z.string(), z.unknown()).nullable(),
      prizePaise: paise.nullable(),
      createdAt: z.date(),
      /** `settingsVersion`: the game's settings version (prize table and limits) the play was drawn under (format 6; format 5 called it `tableVersion`). */
      proof: z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int(), settingsVersion: z.number().int() }),
      /** The server seed once it has been revealed (after a rotation), so the play can be verified. */
      revealedServerSeed: z.string().nullable(),
    }),
  ),
  dailyLogin: z.object({ streak: z.number().int(), lastClaimDay: z.string().nullable() }).nullable(),
  /** Earning tasks handed in, oldest first; a screenshot is only said to exist (its bytes are for the reviewing admins). */
  taskSubmissions: z.array(
    z.object({
      number: z.number().int(),
      task: z.string(),
      status: z.enum(['pending', 'approved', 'rejected']),
      rewardPaise: paise,
      proofText: z.string().nullable(),
      hasScreenshot: z.boolean(),
      /** The reviewer's reason for a rejection. */
      reason: z.string().nullable(),
      createdAt: z.date(),
      reviewedAt: z.date().nullable(),
    }),
  ),
  /** Offerwall credits, oldest first: pending until clearsAt, then released into the wallet, or reversed by the provider. */
  offerwallCredits: z.array(
    z.object({
      provider: z.string(),
      externalTxnId: z.string(),
      amountPaise: paise,
      status: z.enum(['pending', 'released', 'reversed']),
      createdAt: z.date(),
      clearsAt: z.date(),
      releasedAt: z.date().nullable(),
      reversedAt: z.date().nullable(),
    }),
  ),
  /** VIP (issue 19): the membership's end, and every Checkout order with what Razorpay answered. */
  vip: z.object({
    memberUntil: z.date().nullable(),
    orders: z.array(
      z.object({
        id: z.string(),
        amountPaise: paise,
        currency: z.string(),
        status: z.enum(['created', 'attempted', 'paid', 'failed', 'refunded']),
        fullName: z.string(),
        email: z.string(),
        phone: z.string().nullable(),
        paymentId: z.string().nullable(),
        failureReason: z.string().nullable(),
        createdAt: z.date(),
        paidAt: z.date().nullable(),
        grantedFrom: z.date().nullable(),
        grantedUntil: z.date().nullable(),
        refundedAt: z.date().nullable(),
      }),
    ),
  }),
  /** Referrals (issue 17): the friends invited (only each referral's course, never the friend's data) and the one this account joined through. */
  referrals: z.object({
    invited: z.array(
      z.object({ status: z.string(), reason: z.string().nullable(), createdAt: z.date(), qualifiedAt: z.date().nullable(), paidAt: z.date().nullable(), closedAt: z.date().nullable() }),
    ),
    joinedThrough: z.object({ status: z.string(), signupIp: z.string().nullable(), signupDeviceId: z.string().nullable(), createdAt: z.date() }).nullable(),
  }),
  /** Messages sent through the contact form from this account's address (only once that address is verified). */
  contactMessages: z.array(z.object({ ticket: z.string(), name: z.string(), email: z.string(), message: z.string(), createdAt: z.date(), repliedAt: z.date().nullable() })),
  /** Notifications (issue 30): the inbox with each outcome's values, and the per-kind e-mail and push choices. */
  notifications: z.object({
    inbox: z.array(z.object({ kind: z.string(), values: z.unknown(), createdAt: z.date(), readAt: z.date().nullable() })),
    preferences: z.array(z.object({ kind: z.string(), email: z.boolean(), push: z.boolean() })),
    /** Devices that receive pushes, by their push service's host (the full address is a key to that device). */
    pushDevices: z.array(z.object({ pushService: z.string(), createdAt: z.date() })),
    /** The daily-claim reminder's IST time in minutes after midnight, when one is set. */
    reminderMinuteOfDay: z.number().int().nullable(),
  }),
  /** Reviews asked for (issue 30) and their answers. */
  appeals: z.array(
    z.object({ itemKind: z.string(), itemId: z.string(), message: z.string(), status: z.string(), answer: z.string().nullable(), createdAt: z.date(), answeredAt: z.date().nullable() }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
