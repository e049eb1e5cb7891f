import { ADMIN_MESSAGES } from './schemas';
import { ROLE_MESSAGES, type AdminRole } from './roles';

/** A wrong second-factor code is a failed sign-in (401) at sign-in, but wrong input (400) inside a session, where 401 would read as "session ended". */
export const ADMIN_AUTH_REFUSALS = {
  'admin-auth.invalid-credentials': { status: 'INVALID_CREDENTIALS', text: ADMIN_MESSAGES.invalidCredentials },
  /** The password was right; the admin's second factor is still needed (the login screen asks for it). */
  'admin-auth.code-required': { status: 'SECOND_FACTOR_REQUIRED', text: ADMIN_MESSAGES.codeRequired },
  'admin-auth.sign-in-code-invalid': { status: 'INVALID_CREDENTIALS', text: ADMIN_MESSAGES.invalidCode },
  'admin-auth.sign-in-code-replayed': { status: 'INVALID_CREDENTIALS', text: ADMIN_MESSAGES.codeReplayed },
  'admin-auth.code-invalid': { status: 'BAD_INPUT', text: ADMIN_MESSAGES.invalidCode },
  'admin-auth.code-replayed': { status: 'BAD_INPUT', text: ADMIN_MESSAGES.codeReplayed },
  /** A signed-in admin whose role may not call the procedure: the roles that may (the admin site words it from `roles`). */
  'admin-auth.role-required': { status: 'FORBIDDEN', text: ({ roles }: { roles: AdminRole[] }) => ROLE_MESSAGES.roleRequired(roles) },
} as const;
