import { EmailToken, type User } from '../../../db/entities';
import type { EmailTokenPurpose } from '../../../db/entities/email-token';
import { HOUR_MS } from '../../clock';
import type { Deps } from '../deps';
import { generateSecretToken, hashSecretToken } from './secret-token';
import { sql } from '../sql';
import type { EmailLink } from '../mail';

/** How long a link works; the mail states it from here. */
const LINK_LIFETIME_HOURS: Record<EmailTokenPurpose, number> = {
  'verify-email': 24,
  'reset-password': 1,
  // Opened from the new mailbox, maybe on another device later in the day.
  'change-email': 24,
};

const LINK_PATH: Record<EmailTokenPurpose, string> = {
  'verify-email': '/verify-email',
  'reset-password': '/reset-password',
  'change-email': '/confirm-email',
};

/**
 * Creates a one-time link token (persisted with the caller's flush) and returns the URL to mail with its lifetime.
 * A `change-email` link carries the address it confirms.
 */
export function createEmailLink(deps: Deps, user: User, purpose: EmailTokenPurpose, newEmail?: string): EmailLink {
  const token = generateSecretToken();
  const now = deps.clock.now();
  deps.em.create(EmailToken, {
    user,
    purpose,
    tokenHash: hashSecretToken(deps.config.appSecret, token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_HOURS[purpose] * HOUR_MS),
    newEmail: newEmail ?? null,
  });
  return { url: `${deps.config.publicUrl}${LINK_PATH[purpose]}?token=${encodeURIComponent(token)}`, lifetimeHours: LINK_LIFETIME_HOURS[purpose] };
}

/** The link's row, or null; one conditional UPDATE makes "used at most once" hold under races. */
async function consumeLink(deps: Deps, purpose: EmailTokenPurpose, token: string): Promise<{ user_id: string; new_email: string | null } | null> {
  const now = deps.clock.now();
  const rows: Array<{ user_id: string; new_email: string | null }> = await deps.em.getConnection().execute(
    `update email_tokens set used_at = ? where token_hash = ? and purpose = ? and used_at is null and expires_at > ? returning user_id, new_email`,
    [now, hashSecretToken(deps.config.appSecret, token), purpose, now],
    'all',
    deps.em.getTransactionContext(),
  );
  return rows[0] ?? null;
}

/** User id, or null. */
export async function consumeEmailLink(deps: Deps, purpose: Exclude<EmailTokenPurpose, 'change-email'>, token: string): Promise<string | null> {
  return (await consumeLink(deps, purpose, token))?.user_id ?? null;
}

/** The user and the address the link confirms, or null. */
export async function consumeEmailChangeLink(deps: Deps, token: string): Promise<{ userId: string; newEmail: string } | null> {
  const row = await consumeLink(deps, 'change-email', token);
  return row?.new_email ? { userId: row.user_id, newEmail: row.new_email } : null;
}

/** Whether the token is a used link of this purpose whose user's e-mail is verified (a verification link opened again). */
export async function usedLinkOfVerifiedUser(deps: Deps, purpose: EmailTokenPurpose, token: string): Promise<boolean> {
  const rows = await sql<{ found: number }>(
    deps.em,
    `select 1 as found from email_tokens t join users u on u.id = t.user_id
      where t.token_hash = ? and t.purpose = ? and t.used_at is not null and u.email_verified_at is not null`,
    [hashSecretToken(deps.config.appSecret, token), purpose],
  );
  return rows.length > 0;
}
