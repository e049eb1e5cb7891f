import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { MAX_PROMO_CODE_LENGTH } from '#contract/promo/rules';
import { redeemPromoInputSchema } from '#contract/promo/schemas';
import { useToast } from '#kit/ui/toast/toast-context';
import { Button, buttonClasses } from '#kit/ui/button';
import { Card, PageHeader } from '../../../components/ui/feedback';
import { TextField } from '#kit/ui/fields';
import { errorCode, messageFor } from '#kit/lib/errors';
import { formatRupees } from '#kit/lib/format';
import { upperCaseAsTyped } from '#kit/lib/upper-case-as-typed';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { trpc } from '../../../lib/trpc';
import { m } from '#i18n/paraglide/messages';
import { translateServerText } from '#i18n/validation-wording';
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
  useDocumentTitle(m['wallet.promo.document-title']());
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
      outcomeToast.current = toast.success(m['wallet.promo.redeemed-toast']({ amount: formatRupees(result.amountPaise) }));
      setRedeemed(result);
      form.reset({ code: '' });
      void refreshMoney(result.newBalancePaise);
    },
    onError: (failure) => {
      // The server's reason (unknown, inactive, expired, already used, no uses left, rate limit);
      // no answer at all is a network failure.
      const message = messageFor(failure, m['wallet.promo.failed']());
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
      // The toast says what the field says: the server's rule, in the visitor's language.
      showError(translateServerText(errors.code?.message ?? '') || m['validation.money.promo-code-required']());
      form.setFocus('code');
    },
  );

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <PageHeader title={m['wallet.redeem-promo']()} description={m['wallet.promo.description']()} />
      {user && !user.emailVerified && (
        <VerifyEmailBanner email={user.email} title={m['wallet.promo.verify-title']()} reason={m['wallet.promo.verify-reason']()} />
      )}

      {/* No other label on this page mentions "promo code": the field's own label stays unambiguous. */}
      <Card as="div">
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField
            label={m['wallet.promo.label']()}
            {...codeField}
            onChange={(event) => {
              upperCaseAsTyped(event);
              void codeField.onChange(event);
            }}
            hint={m['wallet.once-per-account']()}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={MAX_PROMO_CODE_LENGTH}
            className="[&_input]:font-mono [&_input]:uppercase [&_input]:tracking-wider"
          />
          <Button type="submit" className="w-full sm:w-auto" busy={redeem.isPending} busyLabel={m['wallet.promo.busy']()}>
            {m['wallet.promo.submit']()}
          </Button>
        </form>

        {redeemed && (
          <div role="status" data-testid="redeemed-panel" className="mt-5 rounded-xl border border-emerald-400/40 bg-emerald-500/10 p-4 text-emerald-50">
            <p className="font-semibold">
              {m['wallet.promo.redeemed-before']({ amount: formatRupees(redeemed.amountPaise) })} <span className="font-mono">{redeemed.code}</span>
            </p>
            <p className="mt-1 text-sm">
              {m['wallet.promo.new-balance']()} <strong className="text-lg">{formatRupees(redeemed.newBalancePaise)}</strong>
            </p>
          </div>
        )}
      </Card>

      <nav aria-label={m['wallet.pages-nav']()} className="flex flex-col gap-3 sm:flex-row">
        <Link to="/wallet" className={buttonClasses('secondary')}>
          {m['wallet.go-to-wallet']()}
        </Link>
        <Link to="/wallet/history" className={buttonClasses('secondary')}>
          {m['wallet.history.title']()}
        </Link>
      </nav>
    </div>
  );
}
