import { getRouteApi } from '@tanstack/react-router';
import { mayCall, type AdminAccess } from '#contract/admin-auth/roles';

const dashboardRoute = getRouteApi('/_dashboard');

/** Whether the signed-in admin's role may call what `access` guards (the server's rule, decision 046): a screen offers only the actions the role may take. */
export function useMayCall(access: AdminAccess): boolean {
  const { admin } = dashboardRoute.useRouteContext();
  return mayCall(admin.role, access);
}
