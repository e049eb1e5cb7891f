import { type Admin, AdminSession } from '../../../db/entities';
import { HOUR_MS, MINUTE_MS } from '../../clock';
import type { Deps } from '../deps';
import { generateSecretToken, hashSecretToken } from '../auth';
import { secondFactorRequired } from './second-factor-required';

/** Admin sessions are short: 12 hours, sliding, refreshed at most every 5 minutes. */
export const ADMIN_SESSION_LIFETIME_MS = 12 * HOUR_MS;
const ADMIN_SESSION_REFRESH_INTERVAL_MS = 5 * MINUTE_MS;

/** A new session is a sign-in: the admin's last sign-in moves with it (the owner's Admins screen shows it). */
export async function createAdminSession(deps: Deps, admin: Admin, userAgent?: string): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSecretToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + ADMIN_SESSION_LIFETIME_MS);
  deps.em.create(AdminSession, { tokenHash: hashSecretToken(deps.config.appSecret, token), admin, createdAt: now, lastUsedAt: now, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null });
  admin.lastSignInAt = now;
  await deps.em.flush();
  return { token, expiresAt };
}

/** Returns the live admin session, or null; `refreshed` tells the caller the expiry moved (re-send the cookie). */
export async function resolveAdminSession(deps: Deps, token: string): Promise<{ session: AdminSession; admin: Admin; refreshed: boolean } | null> {
  const now = deps.clock.now();
  const session = await deps.em.findOne(AdminSession, { tokenHash: hashSecretToken(deps.config.appSecret, token) }, { populate: ['admin'] });
  if (!session || session.expiresAt <= now) return null;
  // Disabling deletes the sessions; this also holds for a session that raced the disabling.
  if (session.admin.disabledAt) return null;
  // Where a second factor is required, a session of an admin without one (opened before it was
  // required, or before an operator's reset) opens nothing: the admin signs in and enrols again.
  if (secondFactorRequired(deps, session.admin) && !session.admin.totpEnabledAt) return null;
  if (now.getTime() - session.lastUsedAt.getTime() > ADMIN_SESSION_REFRESH_INTERVAL_MS) {
    session.lastUsedAt = now;
    session.expiresAt = new Date(now.getTime() + ADMIN_SESSION_LIFETIME_MS);
    await deps.em.flush();
    return { session, admin: session.admin, refreshed: true };
  }
  return { session, admin: session.admin, refreshed: false };
}

export async function revokeAdminSession(deps: Deps, sessionId: string): Promise<void> {
  await deps.em.nativeDelete(AdminSession, { id: sessionId });
}
