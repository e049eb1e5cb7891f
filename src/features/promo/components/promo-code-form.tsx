import { useEffect, useState } from 'react';
import { MAX_PROMO_CODE_LENGTH } from '#contract/promo/rules';
import { redeemPromoInputSchema } from '#contract/promo/schemas';
import { useAttemptToast } from '#kit/ui/toast/use-attempt-toast';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { errorCode, messageFor } from '#kit/lib/errors';
import { formatRupees } from '#kit/lib/format';
import { upperCaseAsTyped } from '#kit/lib/upper-case-as-typed';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { m } from '#i18n/paraglide/messages';
import { translateServerText } from '#i18n/validation-wording';
import { useRefreshMoney } from '../../wallet';

/** How long the "new balance" panel stays after a successful redemption (error catalogue §8). */
const REDEEMED_PANEL_MS = 5000;

/** Each success is a new object, so a second redemption restarts the 5-second panel. */
type Redeemed = RouterOutputs['promo']['redeem'];

/** The code box and, for a few seconds after a redemption, what it added and the new balance. */
export function PromoCodeForm({ initialCode }: { initialCode: string }) {
  const refreshMoney = useRefreshMoney();
  const utils = trpc.useUtils();
  // Toasts say what went wrong; the page moves focus back to the field itself.
  const form = useSchemaForm(redeemPromoInputSchema, { defaultValues: { code: initialCode }, shouldFocusError: false });
  const codeField = form.field('code');
  const [redeemed, setRedeemed] = useState<Redeemed | null>(null);
  // One attempt, one outcome on screen: the previous toast, success panel or error goes first.
  const outcome = useAttemptToast();

  const redeem = trpc.promo.redeem.useMutation({
    onSuccess: (result) => {
      outcome.success(m['wallet.promo.redeemed-toast']({ amount: formatRupees(result.amountPaise) }));
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
      outcome.error(message);
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
      outcome.clear();
      setRedeemed(null);
      form.clearErrors('code');
      redeem.mutate(input);
    },
    (errors) => {
      if (redeem.isPending) return;
      setRedeemed(null);
      // The toast says what the field says: the server's rule, in the visitor's language.
      outcome.error(translateServerText(errors.code?.message ?? '') || m['validation.money.promo-code-required']());
      form.setFocus('code');
    },
  );

  return (
    <>
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
      {redeemed && <RedeemedPanel redeemed={redeemed} />}
    </>
  );
}

function RedeemedPanel({ redeemed }: { redeemed: Redeemed }) {
  return (
    <div role="status" data-testid="redeemed-panel" className="mt-5 rounded-xl border border-emerald-400/40 bg-emerald-500/10 p-4 text-emerald-50">
      <p className="font-semibold">
        {m['wallet.promo.redeemed-before']({ amount: formatRupees(redeemed.amountPaise) })} <span className="font-mono">{redeemed.code}</span>
      </p>
      <p className="mt-1 text-sm">
        {m['wallet.promo.new-balance']()} <strong className="text-lg">{formatRupees(redeemed.newBalancePaise)}</strong>
      </p>
    </div>
  );
}
