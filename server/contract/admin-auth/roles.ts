import { z } from 'zod';

/**
 * The admin roles (issue 31, decision 046). The owner may call every admin procedure and manages
 * admins; each other role may call the procedures that declare it (`adminProcedure.meta`).
 */
export const ADMIN_ROLES = ['owner', 'finance', 'support', 'content'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const adminRoleSchema = z.enum(ADMIN_ROLES);

/** Who may call an admin procedure besides the owner: the roles named, or every admin (their own account, sign-out). */
export type AdminAccess = readonly Exclude<AdminRole, 'owner'>[] | 'every-admin';

export function mayCall(role: AdminRole, access: AdminAccess | undefined): boolean {
  if (role === 'owner' || access === 'every-admin') return true;
  return access?.includes(role) ?? false;
}

/** The roles that may call a procedure, the owner first: what a refusal names. */
export function rolesAllowed(access: AdminAccess | undefined): AdminRole[] {
  if (access === 'every-admin') return [...ADMIN_ROLES];
  return ['owner', ...(access ?? [])];
}

export const ROLE_MESSAGES = {
  roleRequired: (roles: readonly AdminRole[]) => `This needs the ${roles.join(' or ')} role`,
} as const;
