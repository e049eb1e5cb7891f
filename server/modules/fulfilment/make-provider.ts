import type { AppConfig } from '../../config';
import { SITE_NAME } from '../seo';
import type { FulfilmentProvider } from '../../fulfilment-provider';
import { createReloadlyClient } from './reloadly-client';

const providers = new WeakMap<object, FulfilmentProvider>();

/**
 * The one place a provider is made from the configuration (decision 059): Reloadly's client when its keys
 * are set, else null — then nothing is bought from a provider and the admin shows no provider. One client
 * per configuration, so its cached token is shared by every caller in the process.
 */
export function fulfilmentProvider(config: Pick<AppConfig, 'reloadly'>): FulfilmentProvider | null {
  if (!config.reloadly) return null;
  let provider = providers.get(config.reloadly);
  if (!provider) {
    provider = createReloadlyClient({ config: config.reloadly, senderName: SITE_NAME });
    providers.set(config.reloadly, provider);
  }
  return provider;
}
