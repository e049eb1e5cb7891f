import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { REWARD_CODE_STATUSES, REWARD_KINDS } from '#contract/enums';

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
