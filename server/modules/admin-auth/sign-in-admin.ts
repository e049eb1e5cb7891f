import { Admin } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { adminSignInFailures } from '../../metrics';
import { recordAudit } from '../audit';
import { burnPasswordCheck, verifyPassword } from '../auth';
import type { Deps } from '../deps';
import { acceptSecondFactor, countCodeAttempt } from './accept-second-factor';
import { createAdminSession } from './admin-sessions';
import { secondFactorRequired } from './second-factor-required';
import type { AdminSignInInput } from '#contract/admin-auth/schemas';

export type AdminSignInResult =
  | { kind: 'signed-in'; admin: Admin; token: string; expiresAt: Date }
  /** Right password, but a second factor is required here and the admin has none yet: enrolment comes first. */
  | { kind: 'enrolment-required'; admin: Admin };

/** E-mail + password, then the second factor when the admin has one: the password alone never opens a session where a code is due. */
export async function signInAdmin(deps: Deps, input: AdminSignInInput, userAgent?: string): Promise<AdminSignInResult> {
  const admin = await deps.em.findOne(Admin, { email: input.email });
  if (!admin) {
    await burnPasswordCheck(input.password);
    throw signInRefused('admin-auth.invalid-credentials');
  }
  if (!(await verifyPassword(admin.passwordHash, input.password))) throw signInRefused('admin-auth.invalid-credentials');
  if (admin.disabledAt) throw signInRefused('admin-accounts.disabled');
  if (!admin.totpEnabledAt) {
    if (secondFactorRequired(deps, admin)) return { kind: 'enrolment-required', admin };
    return { kind: 'signed-in', admin, ...(await openSession(deps, admin, null, userAgent)) };
  }
  if (!input.otp) throw refuse('admin-auth.code-required');
  const code = input.otp;
  await countCodeAttempt(deps, admin.id);
  const session = await deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    return openSession(txDeps, admin, await acceptSecondFactor(txDeps, admin, code, 'sign-in'), userAgent);
  });
  return { kind: 'signed-in', admin, ...session };
}

/** A refused e-mail and password, counted by reason (a wrong second factor is counted where it is checked). */
function signInRefused(code: 'admin-auth.invalid-credentials' | 'admin-accounts.disabled') {
  adminSignInFailures.inc({ reason: code === 'admin-accounts.disabled' ? 'disabled' : 'invalid-credentials' });
  return refuse(code);
}

async function openSession(deps: Deps, admin: Admin, secondFactor: string | null, userAgent: string | undefined) {
  const session = await createAdminSession(deps, admin, userAgent);
  recordAudit(deps, { adminId: admin.id, action: 'admin.sign-in', targetType: 'admin', targetId: admin.id, after: secondFactor ? { secondFactor } : undefined });
  await deps.em.flush();
  return session;
}
