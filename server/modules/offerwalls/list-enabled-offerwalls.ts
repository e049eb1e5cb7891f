import type { Deps } from '../deps';
import { isLive, readOfferwallProviders } from './provider-settings';
import { OFFERWALL_PROVIDER_NAMES, WALL_URL_USER_PLACEHOLDER } from '#contract/offerwalls/rules';
import type { EnabledOfferwall } from '#contract/offerwalls/schemas';

/** Providers switched on with a secret, their link carrying this user's id for the postbacks to send back. */
export async function listEnabledOfferwalls(deps: Deps, userId: string): Promise<EnabledOfferwall[]> {
  return (await readOfferwallProviders(deps)).filter(isLive).map((settings) => ({
    provider: settings.provider,
    name: OFFERWALL_PROVIDER_NAMES[settings.provider],
    wallUrl: settings.wallUrl ? settings.wallUrl.split(WALL_URL_USER_PLACEHOLDER).join(encodeURIComponent(userId)) : null,
  }));
}
