import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { updateWithdrawalOptionInputSchema } from '#contract/redeem/schemas';
import { maxLengthOf } from '#kit/lib/max-length';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { useSchemaForm, type SchemaForm } from '#kit/ui/form/use-schema-form';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { Switch } from '../../components/switch';
import { useToast } from '#kit/ui/toast/toast-context';
import { messageFor } from '#kit/lib/errors';
import { formatRupees } from '#kit/lib/format';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useRefresh } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';
import { ProviderLinkControl } from '../provider';

type WithdrawalOption = AdminOutputs['redeemRequests']['options'][number];
type SwitchOffReasonForm = SchemaForm<z.input<typeof updateWithdrawalOptionInputSchema>, z.output<typeof updateWithdrawalOptionInputSchema>>;

/** The amounts users may withdraw; switching one off asks for the reason users see on /redeem-balance. */
export function WithdrawalAmounts() {
  const options = trpc.redeemRequests.options.useQuery();
  return (
    <section aria-labelledby="withdrawal-amounts-heading">
      <h2 id="withdrawal-amounts-heading" className="text-lg font-semibold text-slate-900">
        {m['redeem-requests.amounts.title']()}
      </h2>
      <p className="mt-0.5 mb-4 text-sm text-slate-600">{m['redeem-requests.amounts.intro']()}</p>
      {options.isPending ? (
        <LoadingState label={m['redeem-requests.amounts.loading']()} />
      ) : options.isError && !options.data ? (
        <ErrorState message={m['redeem-requests.amounts.load-failed']()} onRetry={() => void options.refetch()} />
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs" aria-label={m['redeem-requests.amounts.list-label']()}>
          {options.data.map((option) => (
            <WithdrawalAmountItem key={option.amountPaise} option={option} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WithdrawalAmountItem({ option }: { option: WithdrawalOption }) {
  const toasts = useToast();
  const refresh = useRefresh((utils) => [utils.redeemRequests.options]);
  const labelId = useId();
  const switchRef = useRef<HTMLButtonElement>(null);
  const [askingReason, setAskingReason] = useState(false);
  // Switching off is the server's own input; the reason rule (required, 200 characters) is its.
  const switchedOff = { amountPaise: option.amountPaise, isAvailable: false, unavailableReason: '' };
  const form = useSchemaForm(updateWithdrawalOptionInputSchema, { defaultValues: switchedOff });
  const amount = formatRupees(option.amountPaise);

  const update = trpc.redeemRequests.updateOption.useMutation({
    onSuccess: async (saved) => {
      toasts.success(saved.isAvailable ? `${amount} is available again` : `${amount} is switched off`);
      setAskingReason(false);
      form.reset(switchedOff);
      // The reason form is gone: focus goes back to the switch.
      if (!saved.isAvailable) switchRef.current?.focus();
      await refresh();
    },
    onError: (error) => {
      const message = messageFor(error, m['redeem-requests.option-failed']());
      // While the reason is asked, any refusal shows at it (the only field there is).
      if (askingReason && !form.placeRefusal(error)) form.setError('unavailableReason', { type: 'server', message }, { shouldFocus: true });
      toasts.error(message);
    },
  });

  const { setFocus, clearErrors } = form;
  useEffect(() => {
    if (askingReason) setFocus('unavailableReason');
  }, [askingReason, setFocus]);

  const onSwitch = () => {
    if (option.isAvailable) {
      // Not switched yet: the reason comes first.
      setAskingReason((open) => !open);
      clearErrors();
      return;
    }
    update.mutate({ amountPaise: option.amountPaise, isAvailable: true, unavailableReason: null });
  };

  const onSubmitReason = form.handleSubmit((input) => {
    if (!update.isPending) update.mutate(input);
  });

  return (
    <li aria-labelledby={labelId} className="px-4 py-3">
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <p className="flex items-center gap-2">
            <span id={labelId} className="text-base font-semibold tabular-nums text-slate-900">
              {amount}
            </span>
            <span className={`text-xs font-medium ${option.isAvailable ? 'text-emerald-700' : 'text-red-700'}`}>{option.isAvailable ? m['redeem-requests.amounts.available']() : m['redeem-requests.amounts.unavailable']()}</span>
          </p>
          <ProviderLinkControl subject={{ target: { kind: 'withdrawal', amountPaise: option.amountPaise }, name: m['provider.withdrawal-name']({ amount }), faceRupees: option.amountPaise / 100, pricePaise: option.amountPaise }} />
          {!option.isAvailable && option.unavailableReason ? (
            <p className="mt-0.5 text-sm text-slate-600">
              {m['redeem-requests.amounts.reason-shown']()} <q className="text-slate-900">{option.unavailableReason}</q>
            </p>
          ) : null}
        </div>
        <Switch
          ref={switchRef}
          checked={option.isAvailable}
          aria-label={m['redeem-requests.amounts.switch-label']({ amount })}
          onClick={onSwitch}
          busy={update.isPending}
        />
      </div>
      {askingReason ? (
        <SwitchOffForm
          amount={amount}
          form={form}
          pending={update.isPending}
          onSubmit={onSubmitReason}
          onCancel={() => {
            setAskingReason(false);
            clearErrors();
            switchRef.current?.focus();
          }}
        />
      ) : null}
    </li>
  );
}

/** Why the amount is switched off, asked before it is: users read it on /redeem-balance. */
function SwitchOffForm({ amount, form, pending, onSubmit, onCancel }: { amount: string; form: SwitchOffReasonForm; pending: boolean; onSubmit: (event: FormEvent<HTMLFormElement>) => void; onCancel: () => void }) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={m['redeem-requests.amounts.switch-off-label']({ amount })} className="mt-3 flex flex-col gap-3 rounded-md bg-slate-50 p-3 sm:flex-row sm:items-start">
      <TextField
        label={m['redeem-requests.amounts.why']({ amount })}
        {...form.field('unavailableReason')}
        hint={m['redeem-requests.amounts.why-hint']()}
        maxLength={maxLengthOf(updateWithdrawalOptionInputSchema.shape.unavailableReason)}
        autoComplete="off"
        className="flex-1"
      />
      <div className="flex gap-2 sm:pt-6">
        <Button onClick={onCancel} disabled={pending}>
          {m['common.cancel']()}
        </Button>
        <Button type="submit" variant="danger" busy={pending}>
          {pending ? m['redeem-requests.amounts.switching-off']() : m['redeem-requests.amounts.switch-off']()}
        </Button>
      </div>
    </form>
  );
}
