import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { fulfilmentProvider } from './make-provider';
import { ProviderError, type FulfilmentProvider } from './provider';

/** The connected provider, or the refusal an admin action gets when none is (RELOADLY_* unset). */
export function configuredProvider(deps: Pick<Deps, 'config'>): FulfilmentProvider {
  const provider = fulfilmentProvider(deps.config);
  if (!provider) throw refuse('provider-catalogue.not-configured');
  return provider;
}

/** A provider call made for an admin: no answer becomes "try again" (503); the cause stays for the log. */
export async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    const refusal = refuse('provider-catalogue.provider-unavailable');
    refusal.cause = error;
    throw refusal;
  }
}
