import { Admin } from '../../../db/entities';
import { AppError } from '#contract/errors';
import type { AdminRole } from '#contract/admin-auth/roles';
import { hashPassword, generateSecretToken } from '../auth';
import { isUniqueViolation, type Deps } from '../deps';
import { MIN_ADMIN_PASSWORD_LENGTH } from '#contract/admin-accounts/rules';

/** The rule's one home is the contract (the admin site's forms word it too). */
export { MIN_ADMIN_PASSWORD_LENGTH };

export async function createAdmin(deps: Deps, input: { email: string; password: string; role?: AdminRole }): Promise<Admin> {
  if (input.password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new AppError('BAD_INPUT', `Admin password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`);
  }
  const admin = deps.em.create(Admin, { email: input.email.toLowerCase(), passwordHash: await hashPassword(input.password), role: input.role ?? 'owner', createdAt: deps.clock.now() });
  try {
    await deps.em.flush();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'An admin with this e-mail already exists');
    throw error;
  }
  return admin;
}

export type AdminBootstrap =
  | { status: 'exists' | 'missing' }
  | { status: 'created'; email: string }
  | { status: 'generated'; email: string; password: string };

export const DEVELOPMENT_ADMIN_EMAIL = 'admin@example.com';

/**
 * Only while no admin exists. Outside production, with neither set, a random password is printed
 * once, so no default password ever exists.
 */
export async function ensureBootstrapAdmin(deps: Deps): Promise<AdminBootstrap> {
  if (await deps.em.count(Admin, {})) return { status: 'exists' };
  if (deps.config.bootstrapAdmin) {
    await createAdmin(deps, deps.config.bootstrapAdmin);
    return { status: 'created', email: deps.config.bootstrapAdmin.email };
  }
  if (deps.config.isProduction) return { status: 'missing' };
  const password = generateSecretToken().slice(0, 20);
  await createAdmin(deps, { email: DEVELOPMENT_ADMIN_EMAIL, password });
  return { status: 'generated', email: DEVELOPMENT_ADMIN_EMAIL, password };
}
