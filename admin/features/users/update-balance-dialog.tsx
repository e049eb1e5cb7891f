import { useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { adjustBalanceInputSchema } from '#contract/wallet/schemas';
import { maxLengthOf } from '#kit/lib/max-length';
import { Button } from '#kit/ui/button';
import { Dialog, DialogActions } from '#kit/ui/dialog';
import { TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { useToast } from '#kit/ui/toast/toast-context';
import { appCodeOf, messageFor } from '#kit/lib/errors';
import { formatRupees } from '#kit/lib/format';
import { newIdempotencyKey } from '#kit/lib/idempotency-key';
import { rupeeTextSchema } from '../../lib/money';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useRefresh } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';

export const BALANCE_MESSAGES = {
  added: m['users.balance.added'](),
  deducted: m['users.balance.deducted'](),
  failed: m['users.balance.failed'](),
  keyReused: m['users.balance.key-reused'](),
} as const;

/** The server's adjustment rules; the amount is typed in rupees. */
const formSchema = adjustBalanceInputSchema.pick({ type: true, reason: true }).extend({ amountPaise: rupeeTextSchema.pipe(adjustBalanceInputSchema.shape.amountPaise) });

type AdminUser = AdminOutputs['users']['list']['users'][number];

/**
 * Add to or deduct from one user's wallet. The reason is shown in the user's history; the
 * server refuses a deduction larger than the available balance and that message is shown here.
 */
export function UpdateBalanceDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const toasts = useToast();
  const refresh = useRefresh((utils) => [utils.users.list]);
  const amountRef = useRef<HTMLInputElement>(null);
  const form = useSchemaForm(formSchema, { defaultValues: { type: 'add', amountPaise: '', reason: '' } });
  const type = form.watch('type');
  const amountField = form.field('amountPaise');
  // One key per dialog (decision 029): a double click or a retry after a lost answer is applied once, and a
  // changed amount after a lost answer is refused rather than applied beside the first.
  const [idempotencyKey] = useState(newIdempotencyKey);

  const adjust = trpc.wallet.adjustBalance.useMutation({
    onSuccess: async (_result, input) => {
      toasts.success(input.type === 'add' ? BALANCE_MESSAGES.added : BALANCE_MESSAGES.deducted);
      await refresh();
      onClose();
    },
    onError: async (error) => {
      const keyReused = appCodeOf(error) === 'wallet.adjustment-key-reused';
      const message = keyReused ? BALANCE_MESSAGES.keyReused : messageFor(error, BALANCE_MESSAGES.failed);
      form.setFormError(message);
      toasts.error(message);
      // The first adjustment did happen: the list shows the balance it left.
      if (keyReused) await refresh();
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    if (adjust.isPending) return;
    adjust.mutate({ id: user.id, ...values, idempotencyKey });
  });

  return (
    <Dialog
      title={m['users.balance.title']()}
      onClose={onClose}
      preventClose={adjust.isPending}
      initialFocusRef={amountRef}
      description={
        <>
          <span className="block">
            <span className="font-medium text-slate-900">{user.name}</span> · <span className="break-all">{user.email}</span>
          </span>{' '}
          <span className="mt-1 block">
            {m['users.balance.current']()} <strong className="tabular-nums text-slate-900">{formatRupees(user.walletBalancePaise)}</strong>
          </span>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <AdjustmentTypeField type={type} registration={form.register('type')} />
        <TextField
          label={m['users.balance.amount']()}
          inputMode="decimal"
          autoComplete="off"
          placeholder={m['users.balance.amount-placeholder']()}
          maxLength={12}
          {...amountField}
          // The dialog focuses the amount first; react-hook-form keeps the same element for its own focus.
          ref={(element) => {
            amountField.ref(element);
            amountRef.current = element;
          }}
        />
        <TextField label={m['users.balance.reason']()} hint={m['users.balance.reason-hint']()} maxLength={maxLengthOf(adjustBalanceInputSchema.shape.reason)} autoComplete="off" {...form.field('reason')} />
        <FormError message={form.formError} />
        <DialogActions>
          <Button onClick={onClose} disabled={adjust.isPending}>
            {m['common.cancel']()}
          </Button>
          <Button type="submit" variant={type === 'add' ? 'primary' : 'danger'} disabled={form.watch('amountPaise').trim() === ''} busy={adjust.isPending}>
            {adjust.isPending ? m['users.balance.applying']() : m['users.balance.apply']()}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Add or Deduct, as two radio buttons drawn as one segmented control (green for add, red for deduct). */
function AdjustmentTypeField({ type, registration }: { type: string; registration: UseFormRegisterReturn }) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">{m['users.balance.action']()}</legend>
      <div className="inline-flex rounded-md shadow-xs">
        {(['add', 'deduct'] as const).map((option, index) => (
          <label
            key={option}
            className={`cursor-pointer border border-slate-300 px-4 py-1.5 text-sm font-medium has-[:focus-visible]:z-10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 ${
              index === 0 ? 'rounded-l-md' : '-ml-px rounded-r-md'
            } ${type === option ? (option === 'add' ? 'bg-emerald-600 text-white' : 'bg-red-600 text-white') : 'bg-white text-slate-700 hover:bg-slate-50'}`}
          >
            <input type="radio" value={option} {...registration} className="sr-only" />
            {option === 'add' ? m['users.balance.add']() : m['users.balance.deduct']()}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
