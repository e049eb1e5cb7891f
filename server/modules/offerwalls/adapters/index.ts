import type { OfferwallProvider } from '#contract/offerwalls/rules';
import type { OfferwallAdapter } from './adapter';
import { ayetStudiosAdapter } from './ayetstudios';
import { genericAdapter } from './generic';

/** Each provider's adapter; a provider without one cannot be listed in OFFERWALL_PROVIDERS (the type says so). */
export const OFFERWALL_ADAPTERS: Record<OfferwallProvider, OfferwallAdapter> = {
  generic: genericAdapter,
  ayetstudios: ayetStudiosAdapter,
};
