import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { REWARD_CODE_STATUSES, REWARD_KINDS, REWARD_ORDER_STATUSES } from '#contract/enums';
import { User } from './user';

/** Something the store sells for wallet money (issue 16). */
export const RewardProduct = defineEntity({
  name: 'RewardProduct',
  tableName: 'reward_products',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    kind: p.enum([...REWARD_KINDS]),
    name: p.string(),
    /** Rupees on a gift card; the diamond count of a Free Fire pack. */
    faceValue: p.integer(),
    pricePaise: p.bigint('number'),
    region: p.string(),
    /** Shown before purchase, e.g. "valid 12 months". */
    validity: p.string(),
    imageUrl: p.string().nullable(),
    enabled: p.boolean(),
    /** 0 = Sunday … 6 = Saturday (IST), for "{Weekday}'s featured reward". */
    featuredWeekday: p.smallint().nullable(),
    lowStockThreshold: p.integer(),
    /** Set: the product may be bought out of stock and is fulfilled within this many hours. */
    outOfStockPromiseHours: p.integer().nullable(),
    /** Seeded demo data, not a real offer. */
    demo: p.boolean(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type RewardProduct = InferEntity<typeof RewardProduct>;

/**
 * One code of a product's stock, only ever stored sealed (decision 018): AES-256-GCM bytes under
 * `keyVersion`, its HMAC fingerprint for duplicate checks, and the last 4 characters for admins.
 */
export const RewardCode = defineEntity({
  name: 'RewardCode',
  tableName: 'reward_codes',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    product: () => p.manyToOne(RewardProduct).deleteRule('restrict'),
    keyVersion: p.integer(),
    iv: p.blob(),
    ciphertext: p.blob(),
    tag: p.blob(),
    hmac: p.blob().unique(),
    last4: p.string(),
    status: p.enum([...REWARD_CODE_STATUSES]),
    /** The reward order that claimed it. */
    orderId: p.uuid().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type RewardCode = InferEntity<typeof RewardCode>;

/**
 * One purchase from the store (decision 019). Paid by a wallet hold, settled on delivery or
 * released on rejection; the code stays sealed in reward_codes, the order only points at it.
 */
export const RewardOrder = defineEntity({
  name: 'RewardOrder',
  tableName: 'reward_orders',
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).deleteRule('restrict'),
    product: () => p.manyToOne(RewardProduct).deleteRule('restrict'),
    pricePaise: p.bigint('number'),
    /** Where a gift card goes; null for a Free Fire top-up. */
    email: p.string().nullable(),
    freeFireUid: p.string().nullable(),
    status: p.enum([...REWARD_ORDER_STATUSES]),
    code: () => p.oneToOne(RewardCode).owner().nullable().deleteRule('restrict'),
    /** The admin's top-up (or other delivery) reference, for orders fulfilled without a code. */
    reference: p.string().nullable(),
    /** Why an admin rejected it (shown to the user). */
    reason: p.string().nullable(),
    /** The owner's "code didn't work" note. */
    reportNote: p.string().nullable(),
    idempotencyKey: p.string().nullable(),
    reissueCount: p.integer(),
    createdAt: p.datetime(),
    fulfilledAt: p.datetime().nullable(),
    rejectedAt: p.datetime().nullable(),
    reportedAt: p.datetime().nullable(),
    updatedAt: p.datetime(),
  },
});
export type RewardOrder = InferEntity<typeof RewardOrder>;
