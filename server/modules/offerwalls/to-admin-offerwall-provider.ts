import type { AppConfig } from '../../config';
import type { OfferwallProviderSettings } from './provider-settings';
import { OFFERWALL_PROVIDER_NAMES } from '#contract/offerwalls/rules';
import type { AdminOfferwallProvider } from '#contract/offerwalls/schemas';

/** The admin's view of a provider: whether a secret is set, never the secret. */
export function toAdminOfferwallProvider(config: Pick<AppConfig, 'publicUrl'>, settings: OfferwallProviderSettings): AdminOfferwallProvider {
  return {
    provider: settings.provider,
    name: OFFERWALL_PROVIDER_NAMES[settings.provider],
    enabled: settings.enabled,
    secretSet: settings.secret !== null,
    holdDays: settings.holdDays,
    allowedIps: settings.allowedIps,
    wallUrl: settings.wallUrl,
    postbackUrl: `${config.publicUrl}/api/postback/${settings.provider}`,
    updatedAt: settings.updatedAt,
  };
}
