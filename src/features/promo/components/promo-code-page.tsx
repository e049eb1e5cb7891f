import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/toast-provider';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, PageHeader } from '../../../components/ui/feedback';
import { TextField } from '../../../components/ui/fields';
import { errorCode, messageFor } from '../../../lib/errors';
import { formatRupees } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../auth/api/session';
import { VerifyEmailBanner } from '../../auth/components/verify-email-banner';
import { useRefreshMoney } from '../../wallet/api/money-queries';

/** How long the "new balance" panel stays after a successful redemption (error catalogue §8). */
export const REDEEMED_PANEL_MS = 5000;

interface Redeemed {
  /** Each success gets its own id, so a second redemption restarts the 5-second panel. */
  id: number;
  code: string;
  amountPaise: number;
  newBalancePaise: number;
}

export function PromoCodePage({ initialCode = '' }: { initialCode?: string }) {
  useDocumentTitle('Promo code');
  const user = useSession().data;
  const toast = useToast();
  const refreshMoney = useRefreshMoney();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string>();
  const [redeemed, setRedeemed] = useState<Redeemed | null>(null);
  const utils = trpc.useUtils();
  // The last error toast: a new attempt makes it stale, so it goes.
  const errorToast = useRef<number | null>(null);
  const showError = (message: string) => {
    if (errorToast.current !== null) toast.dismiss(errorToast.current);
    errorToast.current = toast.error(message);
  };
  const clearErrorToast = () => {
    if (errorToast.current !== null) toast.dismiss(errorToast.current);
    errorToast.current = null;
  };

  const redeem = trpc.promo.redeem.useMutation({
    onSuccess: (result) => {
      clearErrorToast();
      toast.success(`Successfully redeemed ${formatRupees(result.amountPaise)}`);
      setRedeemed((previous) => ({ id: (previous?.id ?? 0) + 1, ...result }));
      setCode('');
      setError(undefined);
      void refreshMoney(result.newBalancePaise);
    },
    onError: (failure) => {
      // The server's reason (unknown, inactive, expired, already used, no uses left, rate limit);
      // no answer at all is a network failure.
      const message = messageFor(failure, 'Failed to redeem promo code');
      setError(message);
      showError(message);
      // Verified in another tab meanwhile? Let the banner and the session catch up.
      if (errorCode(failure) === 'FORBIDDEN') void utils.auth.session.invalidate();
      inputRef.current?.focus();
    },
  });

  useEffect(() => {
    if (!redeemed) return;
    const timer = setTimeout(() => setRedeemed(null), REDEEMED_PANEL_MS);
    return () => clearTimeout(timer);
  }, [redeemed]);

  // Upper case as typed, keeping the caret where the person is typing.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const upper = input.value.toUpperCase();
    if (upper !== input.value) {
      const { selectionStart, selectionEnd } = input;
      input.value = upper;
      if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
    }
    setCode(upper);
    setError(undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (redeem.isPending) return;
    const trimmed = code.trim();
    if (!trimmed) {
      setError('Please enter a promo code');
      showError('Please enter a promo code');
      inputRef.current?.focus();
      return;
    }
    clearErrorToast();
    redeem.mutate({ code: trimmed });
  };

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <PageHeader title="Redeem a promo code" description="Enter a code to add its amount to your wallet." />
      {user && !user.emailVerified && (
        <VerifyEmailBanner email={user.email} title="Verify your e-mail to redeem codes" reason="Promo codes, like all earning, need a verified e-mail address." />
      )}

      {/* No other label on this page mentions "promo code": the field's own label stays unambiguous. */}
      <Card as="div">
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField
            ref={inputRef}
            label="Promo code"
            name="code"
            value={code}
            onChange={onChange}
            error={error}
            hint="Each code can be used once per account."
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={40}
            className="[&_input]:font-mono [&_input]:uppercase [&_input]:tracking-wider"
          />
          <Button type="submit" className="w-full sm:w-auto" busy={redeem.isPending} busyLabel="Redeeming...">
            Redeem
          </Button>
        </form>

        {redeemed && (
          <div role="status" data-testid="redeemed-panel" className="mt-5 rounded-xl border border-emerald-400/40 bg-emerald-500/10 p-4 text-emerald-50">
            <p className="font-semibold">
              Successfully redeemed {formatRupees(redeemed.amountPaise)} with code <span className="font-mono">{redeemed.code}</span>
            </p>
            <p className="mt-1 text-sm">
              New wallet balance: <strong className="text-lg">{formatRupees(redeemed.newBalancePaise)}</strong>
            </p>
          </div>
        )}
      </Card>

      <nav aria-label="Wallet pages" className="flex flex-col gap-3 sm:flex-row">
        <Link to="/wallet" className={buttonClasses('secondary')}>
          Go to wallet
        </Link>
        <Link to="/wallet/history" className={buttonClasses('secondary')}>
          Transaction history
        </Link>
      </nav>
    </div>
  );
}
