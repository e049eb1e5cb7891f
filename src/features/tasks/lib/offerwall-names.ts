import type { OfferwallProvider } from '#contract/offerwalls/rules';
import { m } from '#i18n/paraglide/messages';

/** A provider's name in the visitor's language (a brand stays as written); typed so a new provider needs its words. */
export const OFFERWALL_NAME: Record<OfferwallProvider, () => string> = {
  generic: () => m['tasks.offerwall.generic'](),
  ayetstudios: () => m['tasks.offerwall.ayetstudios'](),
};
