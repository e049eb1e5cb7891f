import { useActionOutcome } from '../../lib/use-action-outcome';
import type { AdminOutputs } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';

export type AdminReferralRow = AdminOutputs['referrals']['list']['referrals'][number];

/** What each referral action does when the server answers (`useActionOutcome`: a refusal with a code closes the dialog). */
export function useReferralOutcome(options: { success: string; onDone?: () => void; showFailure?: (error: unknown) => void }) {
  return useActionOutcome({ ...options, failure: m['referrals.action-failed'](), changed: (utils) => [utils.referrals.list] });
}
