import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Locale } from '#contract/i18n/locales';

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    name: p.string(),
    /** Stored lower-cased; a unique index makes a second account for one address impossible. */
    email: p.string().unique(),
    passwordHash: p.string().hidden(),
    emailVerifiedAt: p.datetime().nullable(),
    isBlocked: p.boolean().default(false),
    /** The admin's reason for the block in force (issue 31): shown to the person at sign-in; null when not blocked or none was given. */
    blockReason: p.string().length(500).nullable(),
    createdAt: p.datetime(),
    /** Set when the user deleted the account: the row stays, anonymised, for the ledger (decision 009). */
    deletedAt: p.datetime().nullable(),
    /** 'en' or 'hi' (server/contract/i18n/locales.ts): the site's and the e-mails' language for this person. */
    locale: p.string().$type<Locale>().default('en'),
    /** The person asked to keep their name off the home page's ticker of payouts and wins (issue 16). */
    tickerOptOut: p.boolean().default(false),
  },
});
export type User = InferEntity<typeof User>;
