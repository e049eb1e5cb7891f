import { ADMIN_ROLES, type AdminRole } from '#contract/admin-auth/roles';
import { m } from '../../i18n/paraglide/messages';

/** A role's name on the admin site. */
export const ROLE_LABEL: Record<AdminRole, () => string> = {
  owner: m['accounts.role.owner'],
  finance: m['accounts.role.finance'],
  support: m['accounts.role.support'],
  content: m['accounts.role.content'],
};

/** What a role may do, as the role spec says it (decision 046): shown wherever a role is given. */
export const ROLE_SCOPE: Record<AdminRole, () => string> = {
  owner: m['accounts.role-scope.owner'],
  finance: m['accounts.role-scope.finance'],
  support: m['accounts.role-scope.support'],
  content: m['accounts.role-scope.content'],
};

/** The roles' names for a select's options (the admin site is English only, so read once). */
export const ROLE_LABELS = Object.fromEntries(ADMIN_ROLES.map((role) => [role, ROLE_LABEL[role]()])) as Record<AdminRole, string>;
