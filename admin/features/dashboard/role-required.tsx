import { ROLE_MESSAGES, rolesAllowed, type AdminAccess, type AdminRole } from '#contract/admin-auth/roles';
import { PanelHeader } from '../../components/panel';
import { m } from '../../i18n/paraglide/messages';

export const ROLE_NAMES: Record<AdminRole, () => string> = {
  owner: m['layout.role.owner'],
  finance: m['layout.role.finance'],
  support: m['layout.role.support'],
  content: m['layout.role.content'],
};

/**
 * A screen the signed-in admin's role may not open: the roles that may, worded by the same rule
 * as the server's refusal (admin-auth.role-required), instead of a list that would only fail.
 */
export function RoleRequired({ access, role }: { access: AdminAccess; role: AdminRole }) {
  return (
    <section aria-labelledby="role-required-heading" data-testid="role-required">
      <PanelHeader id="role-required-heading" title={m['layout.role-required.title']()} documentTitle={m['layout.role-required.title']()} />
      <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <p className="font-medium">{ROLE_MESSAGES.roleRequired(rolesAllowed(access))}</p>
        <p className="mt-1">{m['layout.role-required.yours']({ role: ROLE_NAMES[role]() })}</p>
      </div>
    </section>
  );
}
