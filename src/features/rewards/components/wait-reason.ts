import { m } from '#i18n/paraglide/messages';
import type { ProviderWaitReason } from '#contract/rewards/rules';

/** Why an order bought from the supplier still waits (decision 060), as /success and the order list say it. */
export const WAIT_REASON_WORDS: Record<ProviderWaitReason, () => string> = {
  buying: m['store.success.wait.buying'],
  'supplier-slow': m['store.success.wait.supplier-slow'],
  'waiting-team': m['store.success.wait.waiting-team'],
};
