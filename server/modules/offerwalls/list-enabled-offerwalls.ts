import type { Deps } from '../deps';
import { isLive, readOfferwallProviders } from './provider-settings';
import { OFFERWALL_PROVIDER_NAMES, WALL_URL_USER_PLACEHOLDER } from '#contract/offerwalls/rules';
import type { EnabledOfferwall } from '#contract/offerwalls/schemas';

/**
 * The walls /task shows a signed-in user: each provider switched on with a secret, with its link
 * (the admin's, as the provider documents it) carrying this user's id, which the provider's
 * postbacks then send back. A provider without a link still shows by name (no wall to open).
 */
export async function listEnabledOfferwalls(deps: Deps, userId: string): Promise<EnabledOfferwall[]> {
  return (await readOfferwallProviders(deps)).filter(isLive).map((settings) => ({
    provider: settings.provider,
    name: OFFERWALL_PROVIDER_NAMES[settings.provider],
    wallUrl: settings.wallUrl ? settings.wallUrl.split(WALL_URL_USER_PLACEHOLDER).join(encodeURIComponent(userId)) : null,
  }));
}
