import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from './user';
import { Admin } from './admin';

/** Server-side user session: only a keyed hash of the bearer/cookie token is stored. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    tokenHash: p.string().unique(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    createdAt: p.datetime(),
    lastUsedAt: p.datetime(),
    expiresAt: p.datetime(),
    userAgent: p.string().nullable(),
    /** The browser's device cookie at sign-in (the referral programme's same-device guard). */
    deviceId: p.string().nullable(),
  },
});
export type Session = InferEntity<typeof Session>;

export const AdminSession = defineEntity({
  name: 'AdminSession',
  tableName: 'admin_sessions',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    tokenHash: p.string().unique(),
    admin: () => p.manyToOne(Admin).deleteRule('cascade'),
    createdAt: p.datetime(),
    lastUsedAt: p.datetime(),
    expiresAt: p.datetime(),
    /** The browser the session was opened in, for the admin's own list of sessions. */
    userAgent: p.string().nullable(),
  },
});
export type AdminSession = InferEntity<typeof AdminSession>;
