import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ADMIN_ROLES } from '#contract/admin-auth/roles';

export const Admin = defineEntity({
  name: 'Admin',
  tableName: 'admins',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    email: p.string().unique(),
    passwordHash: p.string().hidden(),
    /** What this admin may do (decision 046); the owner everything. */
    role: p.enum([...ADMIN_ROLES]).default('owner'),
    createdAt: p.datetime(),
    /** The confirmed TOTP secret, sealed with a key derived from APP_SECRET (two-factor-secret.ts). */
    totpSecret: p.text().nullable(),
    /** A secret shown for enrolment and not yet confirmed with a first code. */
    totpPendingSecret: p.text().nullable(),
    /** Set while the second factor is on. */
    totpEnabledAt: p.datetime().nullable(),
    /** The last accepted TOTP time step: a code of this step or an earlier one is refused (no replay). */
    totpLastStep: p.integer().nullable(),
    /** Keyed hash of the pending-enrolment token (a password-only sign-in where a second factor is required). */
    enrolmentTokenHash: p.string().nullable().unique(),
    enrolmentTokenExpiresAt: p.datetime().nullable(),
    /** Set while an owner has disabled the admin: no session opens and none is left (decision 051). */
    disabledAt: p.datetime().nullable(),
    lastSignInAt: p.datetime().nullable(),
    /** A second factor before any session, whatever the site requires: set for invited admins (decision 051). */
    twoFactorRequired: p.boolean().default(false),
  },
});
export type Admin = InferEntity<typeof Admin>;

/** One-time recovery codes: only a keyed hash is stored; `usedAt` is set when one is spent. */
export const AdminRecoveryCode = defineEntity({
  name: 'AdminRecoveryCode',
  tableName: 'admin_recovery_codes',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    admin: () => p.manyToOne(Admin).deleteRule('cascade'),
    codeHash: p.string(),
    createdAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});
export type AdminRecoveryCode = InferEntity<typeof AdminRecoveryCode>;
