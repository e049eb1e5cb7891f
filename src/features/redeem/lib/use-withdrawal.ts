import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { errorCode, isRetryable, messageFor } from '#kit/lib/errors';
import { newIdempotencyKey } from '#kit/lib/idempotency-key';
import { useAttemptToast } from '#kit/ui/toast/use-attempt-toast';
import { m } from '#i18n/paraglide/messages';
import { trpc, type RouterInputs } from '../../../lib/trpc';
import { useRefreshMoney } from '../../wallet';

type Withdrawal = Omit<RouterInputs['redeem']['request'], 'idempotencyKey'>;

/** Sends a withdrawal and says how it went in one toast (`showError`: before sending), then /redeem-history. */
export function useWithdrawal(onRefusal: (error: unknown) => void) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const refreshMoney = useRefreshMoney();
  const outcome = useAttemptToast();
  // One key per submission: a retry of the same amount and e-mail reuses it, so the server
  // answers the first request instead of holding the money twice.
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const inFlight = useRef(false);

  const request = trpc.redeem.request.useMutation({
    onSuccess: async ({ request }) => {
      attempt.current = null;
      void refreshMoney();
      // Paid at once when its amount is bought from the gift-card provider; otherwise it waits for the team.
      outcome.success(request.status === 'completed' ? m['wallet.redeem.paid']() : m['wallet.redeem.submitted']());
      await navigate({ to: '/redeem-history' });
    },
    onError: (error) => {
      onRefusal(error);
      outcome.error(messageFor(error, m['wallet.redeem.failed']()));
      // A refusal is final for this key's content; only failures that may not have reached the
      // server keep the key for the retry.
      if (!isRetryable(error)) attempt.current = null;
      // The balance or the amounts on offer may have changed since the page loaded.
      void utils.wallet.summary.invalidate();
      void utils.redeem.options.invalidate();
      if (errorCode(error) === 'FORBIDDEN') void utils.auth.session.invalidate();
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const send = (input: Withdrawal) => {
    const fingerprint = `${input.amountPaise}|${input.email}`;
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newIdempotencyKey() };
    inFlight.current = true;
    outcome.clear();
    request.mutate({ ...input, idempotencyKey: attempt.current.key });
  };

  return { send, isPending: request.isPending, isInFlight: () => inFlight.current, showError: outcome.error };
}
