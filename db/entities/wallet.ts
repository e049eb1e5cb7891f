import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Admin } from './admin';
import { User } from './user';
import { REDEEM_STATUSES } from '#contract/enums';

/**
 * Read models of the ledger tables. Writes to balances, transfers and entries happen only in
 * server/modules/wallet/post-transfer.ts, with conditional SQL updates.
 */
export const WalletAccount = defineEntity({
  name: 'WalletAccount',
  tableName: 'wallet_accounts',
  properties: {
    id: p.uuid().primary(),
    kind: p.enum(['user', 'system']),
    user: () => p.manyToOne(User).nullable(),
    code: p.string().nullable(),
    balance: p.bigint('number'),
    createdAt: p.datetime(),
  },
});
export type WalletAccount = InferEntity<typeof WalletAccount>;

export const PromoCode = defineEntity({
  name: 'PromoCode',
  tableName: 'promo_codes',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    code: p.string().unique(),
    amountPaise: p.bigint('number'),
    isActive: p.boolean().default(true),
    maxUses: p.integer().nullable(),
    usesCount: p.integer().default(0),
    expiresAt: p.datetime().nullable(),
    /** IST calendar date (YYYY-MM-DD) on which this is "today's code"; it is redeemable only that day. */
    dailyFor: p.date().nullable(),
    /** A VIP code (issue 19): for members only, redeemed from the VIP page on its day (which starts at 9:00 PM IST). */
    vipOnly: p.boolean().default(false),
    createdAt: p.datetime(),
  },
});
export type PromoCode = InferEntity<typeof PromoCode>;

export const WithdrawalOption = defineEntity({
  name: 'WithdrawalOption',
  tableName: 'withdrawal_options',
  properties: {
    amountPaise: p.bigint('number').primary(),
    isAvailable: p.boolean(),
    unavailableReason: p.string().nullable(),
  },
});
export type WithdrawalOption = InferEntity<typeof WithdrawalOption>;

export const RedeemRequest = defineEntity({
  name: 'RedeemRequest',
  tableName: 'redeem_requests',
  properties: {
    id: p.uuid().primary().defaultRaw('time_ordered_uuid()'),
    user: () => p.manyToOne(User),
    amountPaise: p.bigint('number'),
    email: p.string(),
    status: p.enum([...REDEEM_STATUSES]),
    /** The code itself is sealed beside it (code_key_version, code_iv, code_ciphertext, code_tag; decision 029), read only by the reveals. */
    codeLast4: p.string().nullable(),
    rejectReason: p.string().nullable(),
    idempotencyKey: p.string().nullable(),
    requestFingerprint: p.string(),
    holdTransferId: p.uuid(),
    resolutionTransferId: p.uuid().nullable(),
    resolvedBy: () => p.manyToOne(Admin).nullable(),
    createdAt: p.datetime(),
    resolvedAt: p.datetime().nullable(),
  },
});
export type RedeemRequest = InferEntity<typeof RedeemRequest>;
