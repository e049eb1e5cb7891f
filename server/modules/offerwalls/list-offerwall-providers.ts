import type { Deps } from '../deps';
import { readOfferwallProviders } from './provider-settings';
import type { AdminOfferwallProvider } from '#contract/offerwalls/schemas';
import { toAdminOfferwallProvider } from './to-admin-offerwall-provider';

/** `GET /api/admin/offerwalls`: every provider this build has an adapter for, saved or not. */
export async function listOfferwallProviders(deps: Deps): Promise<AdminOfferwallProvider[]> {
  return (await readOfferwallProviders(deps)).map((settings) => toAdminOfferwallProvider(deps.config, settings));
}
