import { appCodeOf, messageFor } from '#kit/lib/errors';
import { useToast } from '#kit/ui/toast/toast-context';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';

export type AdminReferralRow = AdminOutputs['referrals']['list']['referrals'][number];

/**
 * What each referral action does when the server answers: a toast, then the list and the audit
 * log refreshed. A refusal with a code is the server's decision about the referral as it is now
 * (another admin settled it first, or its state does not allow the action): the dialog closes
 * and the list shows what it is. A failure without one (the server's validation, the network)
 * stays in the dialog, on the field it names or as the form's error, so nothing typed is lost.
 */
export function useReferralOutcome({ success, onDone, showFailure }: { success: string; onDone?: () => void; showFailure?: (error: unknown) => void }) {
  const toasts = useToast();
  const utils = trpc.useUtils();
  const refresh = () => Promise.all([utils.referrals.list.invalidate(), utils.audit.list.invalidate()]);
  return {
    onSuccess: async () => {
      toasts.success(success);
      onDone?.();
      await refresh();
    },
    onError: async (error: unknown) => {
      if (showFailure && appCodeOf(error) === null) {
        showFailure(error);
        return;
      }
      toasts.error(messageFor(error, m['referrals.action-failed']()));
      onDone?.();
      await refresh();
    },
  };
}
