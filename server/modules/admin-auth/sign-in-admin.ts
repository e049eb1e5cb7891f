import { Admin } from '../../../db/entities';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { burnPasswordCheck, verifyPassword } from '../auth/password';
import type { Deps } from '../deps';
import { createAdminSession } from './admin-sessions';
import { ADMIN_MESSAGES, type AdminSignInInput } from './schemas';

export async function signInAdmin(deps: Deps, input: AdminSignInInput) {
  const admin = await deps.em.findOne(Admin, { email: input.email });
  if (!admin) {
    await burnPasswordCheck(input.password);
    throw new AppError('INVALID_CREDENTIALS', ADMIN_MESSAGES.invalidCredentials);
  }
  if (!(await verifyPassword(admin.passwordHash, input.password))) throw new AppError('INVALID_CREDENTIALS', ADMIN_MESSAGES.invalidCredentials);
  const session = await createAdminSession(deps, admin);
  recordAudit(deps, { adminId: admin.id, action: 'admin.sign-in', targetType: 'admin', targetId: admin.id });
  await deps.em.flush();
  return { ...session, admin };
}
