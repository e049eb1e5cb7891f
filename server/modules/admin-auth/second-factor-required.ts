import type { Admin } from '../../../db/entities';
import type { Deps } from '../deps';

/**
 * A second factor before any session: everywhere in production, and for an invited admin on every
 * site (decision 051), so an invitation link alone never opens the admin site.
 */
export function secondFactorRequired(deps: Pick<Deps, 'config'>, admin: Pick<Admin, 'twoFactorRequired'>): boolean {
  return deps.config.isProduction || admin.twoFactorRequired;
}
