import { AppError, refuse } from '#contract/errors';
import { PROVIDER_CATALOGUE_MESSAGES } from '#contract/provider-catalogue/schemas';
import type { Deps } from '../deps';
import { fulfilmentProvider } from './make-provider';
import { ProviderError, type FulfilmentProvider } from '../../fulfilment-provider';

/** The connected provider, or the refusal an admin action gets when none is (RELOADLY_* unset). */
export function configuredProvider(deps: Pick<Deps, 'config'>): FulfilmentProvider {
  const provider = fulfilmentProvider(deps.config);
  if (!provider) throw refuse('provider-catalogue.not-configured');
  return provider;
}

/**
 * A provider call made for an admin: no answer becomes "try again", a refusal (a catalogue read is refused
 * only for its credentials) "check the keys" — both 503, not refusals: nothing the admin did. The cause stays for the log.
 */
export async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    const unavailable = new AppError('UNAVAILABLE', error.kind === 'refused' ? PROVIDER_CATALOGUE_MESSAGES.providerRefused : PROVIDER_CATALOGUE_MESSAGES.providerUnavailable);
    unavailable.cause = error;
    throw unavailable;
  }
}
