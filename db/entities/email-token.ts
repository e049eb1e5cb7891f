import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from './user';

export const EMAIL_TOKEN_PURPOSES = ['verify-email', 'reset-password', 'change-email'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/** One-time link token (e-mail verification, password reset): expires and is used at most once. */
export const EmailToken = defineEntity({
  name: 'EmailToken',
  tableName: 'email_tokens',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    purpose: p.enum([...EMAIL_TOKEN_PURPOSES]),
    tokenHash: p.string().unique(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    /** The address a `change-email` link confirms (migration 0044); null for the other purposes. */
    newEmail: p.string().nullable(),
  },
});
export type EmailToken = InferEntity<typeof EmailToken>;
