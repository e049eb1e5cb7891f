import type { TrpcUtils } from '../../../lib/trpc';
import { requireCapability } from '../../site';

/** Route guard of the store's pages: the router's not-found page while the `store` capability is off. */
export function requireStore(context: { trpcUtils: TrpcUtils }): Promise<void> {
  return requireCapability(context, 'store');
}
