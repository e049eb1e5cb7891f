import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { redeemPromoInputSchema } from '../../../../server/modules/promo/schemas';
import { useToast } from '../../../kit/ui/toast/toast-context';
import { Button, buttonClasses } from '../../../kit/ui/button';
import { Card, PageHeader } from '../../../components/ui/feedback';
import { TextField } from '../../../kit/ui/fields';
import { errorCode, messageFor } from '../../../kit/lib/errors';
import { formatRupees } from '../../../kit/lib/format';
import { upperCaseAsTyped } from '../../../kit/lib/upper-case-as-typed';
import { useSchemaForm } from '../../../kit/ui/form/use-schema-form';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession, VerifyEmailBanner } from '../../auth';
import { useRefreshMoney } from '../../wallet';

/** How long the "new balance" panel stays after a successful redemption (error catalogue §8). */
export const REDEEMED_PANEL_MS = 5000;

/** Each success is a new object, so a second redemption restarts the 5-second panel. */
interface Redeemed {
  code: string;
  amountPaise: number;
  newBalancePaise: number;
}

export function PromoCodePage({ initialCode = '' }: { initialCode?: string }) {
  useDocumentTitle('Promo code');
  const user = useSession().data;
  const toast = useToast();
  const refreshMoney = useRefreshMoney();
  // Toasts say what went wrong; the page moves focus back to the field itself.
  const form = useSchemaForm(redeemPromoInputSchema, { defaultValues: { code: initialCode }, shouldFocusError: false });
  const codeField = form.field('code');
  const [redeemed, setRedeemed] = useState<Redeemed | null>(null);
  const utils = trpc.useUtils();
  // The last attempt's toast (success or error): the next attempt makes it stale, so it goes.
  const outcomeToast = useRef<number | null>(null);
  const clearOutcome = () => {
    if (outcomeToast.current !== null) toast.dismiss(outcomeToast.current);
    outcomeToast.current = null;
  };
  const showError = (message: string) => {
    clearOutcome();
    outcomeToast.current = toast.error(message);
  };
  /** One attempt, one outcome on screen: the previous success panel or error goes first. */
  const startAttempt = () => {
    clearOutcome();
    setRedeemed(null);
    form.clearErrors('code');
  };

  const redeem = trpc.promo.redeem.useMutation({
    onSuccess: (result) => {
      clearOutcome();
      outcomeToast.current = toast.success(`Successfully redeemed ${formatRupees(result.amountPaise)}`);
      setRedeemed(result);
      form.reset({ code: '' });
      void refreshMoney(result.newBalancePaise);
    },
    onError: (failure) => {
      // The server's reason (unknown, inactive, expired, already used, no uses left, rate limit);
      // no answer at all is a network failure.
      const message = messageFor(failure, 'Failed to redeem promo code');
      setRedeemed(null);
      // Every refusal here is about the code typed (or could not be checked at all).
      form.setError('code', { type: 'server', message }, { shouldFocus: true });
      showError(message);
      // Verified in another tab meanwhile? Let the banner and the session catch up.
      if (errorCode(failure) === 'FORBIDDEN') void utils.auth.session.invalidate();
    },
  });

  useEffect(() => {
    if (!redeemed) return;
    const timer = setTimeout(() => setRedeemed(null), REDEEMED_PANEL_MS);
    return () => clearTimeout(timer);
  }, [redeemed]);

  const onSubmit = form.handleSubmit(
    (input) => {
      if (redeem.isPending) return;
      startAttempt();
      redeem.mutate(input);
    },
    (errors) => {
      if (redeem.isPending) return;
      clearOutcome();
      setRedeemed(null);
      showError(errors.code?.message ?? 'Please enter a promo code');
      form.setFocus('code');
    },
  );

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
            label="Promo code"
            {...codeField}
            onChange={(event) => {
              upperCaseAsTyped(event);
              void codeField.onChange(event);
            }}
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
