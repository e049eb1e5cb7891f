import { useRef } from 'react';
import { requestWithdrawalInputSchema } from '#contract/redeem/schemas';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { translateServerText } from '#i18n/validation-wording';
import { useSchemaForm, type RefusalFields } from '#kit/ui/form/use-schema-form';
import { useWalletSummary } from '../../wallet';
import { useWithdrawal } from '../lib/use-withdrawal';
import { AmountField } from './amount-field';
import { WITHDRAWAL_PROCESSING_HOURS } from '#contract/redeem/rules';

const formSchema = requestWithdrawalInputSchema.pick({ amountPaise: true, email: true });

/** The server's refusals that are about the chosen amount, shown at the amount field. */
const REFUSAL_FIELDS: RefusalFields<{ amountPaise?: number; email: string }> = {
  'insufficient-balance': 'amountPaise',
  'redeem.unavailable': 'amountPaise',
  'redeem.unknown-amount': 'amountPaise',
};

/** An amount and the e-mail the code goes to; problems are told in a toast and focus goes to their field. */
export function WithdrawalForm({ defaultEmail }: { defaultEmail: string }) {
  const balancePaise = useWalletSummary().data?.balancePaise;
  // The amounts are a radio group of buttons, not an input: this form moves focus itself.
  const form = useSchemaForm(formSchema, { defaultValues: { amountPaise: undefined, email: defaultEmail }, refusalFields: REFUSAL_FIELDS, shouldFocusError: false });
  const amountPaise = form.watch('amountPaise');
  const incomplete = amountPaise === undefined || form.watch('email').trim() === '';
  const amountGroupRef = useRef<HTMLDivElement>(null);
  const withdrawal = useWithdrawal((error) => form.placeRefusal(error));

  /** Shows the first problem as a toast and takes the person to its field. */
  const refuseLocally = (field: 'amountPaise' | 'email', message: string) => {
    withdrawal.showError(message);
    if (field === 'amountPaise') amountGroupRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
    else form.setFocus('email');
  };

  const onSubmit = form.handleSubmit(
    (input) => {
      if (withdrawal.isInFlight()) return;
      // The server refuses this too; checked here so the person hears it without a round trip.
      if (balancePaise !== undefined && input.amountPaise !== undefined && input.amountPaise > balancePaise) {
        const insufficient = m['refusal.insufficient-balance']();
        form.setError('amountPaise', { type: 'balance', message: insufficient });
        return refuseLocally('amountPaise', insufficient);
      }
      withdrawal.send(input);
    },
    (errors) => {
      const field = errors.amountPaise ? 'amountPaise' : 'email';
      const message = errors[field]?.message;
      refuseLocally(field, message ? translateServerText(message) : m['wallet.redeem.failed']());
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={m['wallet.redeem.document-title']()}>
      <AmountField
        groupRef={amountGroupRef}
        value={amountPaise ?? null}
        onChange={(value) => {
          form.setValue('amountPaise', value);
          form.clearErrors('amountPaise');
        }}
        error={form.fieldError('amountPaise')}
        balancePaise={balancePaise}
      />

      <TextField label={m['wallet.redeem.email']()} type="email" autoComplete="email" required hint={m['wallet.redeem.email-hint']()} {...form.field('email')} />

      <ul className="space-y-2 rounded-xl bg-indigo-950/50 p-4 text-sm text-indigo-100 ring-1 ring-white/10" aria-label={m['wallet.redeem.how']()}>
        <li>{m['wallet.redeem.how-email']()}</li>
        <li>{m['wallet.redeem.how-time'](WITHDRAWAL_PROCESSING_HOURS)}</li>
        <li>{m['wallet.redeem.how-hold']()}</li>
      </ul>

      <Button
        type="submit"
        className={`w-full sm:w-auto ${incomplete ? 'cursor-not-allowed opacity-60' : ''}`}
        aria-disabled={incomplete || undefined}
        busy={withdrawal.isPending}
        busyLabel={m['wallet.redeem.busy']()}
      >
        {amountPaise === undefined ? m['wallet.redeem.submit']() : m['wallet.redeem.withdraw-amount']({ amount: formatRupees(amountPaise) })}
      </Button>
    </form>
  );
}
