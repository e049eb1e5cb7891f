import { Admin } from '../../../db/entities';
import { MINUTE_MS } from '../../clock';
import { generateSecretToken, hashSecretToken } from '../auth';
import type { Deps } from '../deps';

/** Long enough to install an authenticator app and scan a code; short, as it stands in for a password sign-in. */
export const ENROLMENT_TICKET_LIFETIME_MS = 15 * MINUTE_MS;

/** Accepted by the enrolment procedures only: it is not an admin session (decision 002). */
export async function issueEnrolmentTicket(deps: Deps, admin: Admin): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSecretToken();
  const expiresAt = new Date(deps.clock.now().getTime() + ENROLMENT_TICKET_LIFETIME_MS);
  admin.enrolmentTokenHash = hashSecretToken(deps.config.appSecret, token);
  admin.enrolmentTokenExpiresAt = expiresAt;
  await deps.em.flush();
  return { token, expiresAt };
}

export async function resolveEnrolmentTicket(deps: Deps, token: string): Promise<Admin | null> {
  const admin = await deps.em.findOne(Admin, { enrolmentTokenHash: hashSecretToken(deps.config.appSecret, token) });
  if (!admin?.enrolmentTokenExpiresAt || admin.enrolmentTokenExpiresAt <= deps.clock.now() || admin.disabledAt) return null;
  return admin;
}
