import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { creditNeedsApproval } from '#contract/approvals/rules';
import { adjustBalanceInputSchema } from '#contract/wallet/schemas';
import { maxLengthOf } from '#kit/lib/max-length';
import { TextField } from '#kit/ui/fields';
import { useDialogFirstField } from '#kit/ui/form/use-dialog-first-field';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { useToast } from '#kit/ui/toast/toast-context';
import { appCodeOf, messageFor } from '#kit/lib/errors';
import { formatRupees } from '#kit/lib/format';
import { newIdempotencyKey } from '#kit/lib/idempotency-key';
import { FormDialog } from '../../components/form-dialog';
import { readRupees, rupeeTextSchema } from '../../lib/money';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useRefresh } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';

/** The server's adjustment rules; the amount is typed in rupees. */
const formSchema = adjustBalanceInputSchema.pick({ type: true, reason: true }).extend({ amountPaise: rupeeTextSchema.pipe(adjustBalanceInputSchema.shape.amountPaise) });

export type AdminUser = AdminOutputs['users']['list']['users'][number];

/** Adds to or deducts from a user's wallet; the reason shows in their history. */
export function UpdateBalanceDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const toasts = useToast();
  const refresh = useRefresh((utils) => [utils.users.list]);
  const form = useSchemaForm(formSchema, { defaultValues: { type: 'add', amountPaise: '', reason: '' } });
  const type = form.watch('type');
  const [amountProps, amountRef] = useDialogFirstField(form.field('amountPaise'));
  // One key per dialog (decision 029): a double click or a retry after a lost answer is applied once.
  const [idempotencyKey] = useState(newIdempotencyKey);

  const thresholds = trpc.approvals.state.useQuery().data?.thresholds;
  const typed = readRupees(form.watch('amountPaise'));
  const amountPaise = typed.ok ? typed.paise : null;

  const adjust = trpc.wallet.adjustBalance.useMutation({
    onSuccess: async (result, input) => {
      if (result.pendingApprovalId) toasts.success(m['users.balance.sent-for-approval']({ amount: formatRupees(input.amountPaise), email: user.email }));
      else toasts.success(input.type === 'add' ? m['users.balance.added']() : m['users.balance.deducted']());
      await refresh();
      onClose();
    },
    onError: async (error) => {
      const keyReused = appCodeOf(error) === 'wallet.adjustment-key-reused';
      const message = keyReused ? m['users.balance.key-reused']() : messageFor(error, m['users.balance.failed']());
      form.setFormError(message);
      toasts.error(message);
      // The first adjustment did happen: the list shows the balance it left.
      if (keyReused) await refresh();
    },
  });

  return (
    <FormDialog
      title={m['users.balance.title']()}
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
      onClose={onClose}
      initialFocusRef={amountRef}
      form={form}
      onValid={(values) => adjust.mutate({ id: user.id, ...values, idempotencyKey })}
      busy={adjust.isPending}
      submitLabel={m['users.balance.apply']()}
      busyLabel={m['users.balance.applying']()}
      variant={type === 'add' ? 'primary' : 'danger'}
      submitDisabled={form.watch('amountPaise').trim() === ''}
    >
      <AdjustmentTypeField type={type} registration={form.register('type')} />
      <TextField label={m['users.balance.amount']()} inputMode="decimal" autoComplete="off" placeholder={m['users.balance.amount-placeholder']()} maxLength={12} {...amountProps} />
      <TextField label={m['users.balance.reason']()} hint={m['users.balance.reason-hint']()} maxLength={maxLengthOf(adjustBalanceInputSchema.shape.reason)} autoComplete="off" {...form.field('reason')} />
      {amountPaise !== null ? <AdjustmentConsequence user={user} type={type === 'deduct' ? 'deduct' : 'add'} amountPaise={amountPaise} needsApproval={type === 'add' && thresholds !== undefined && creditNeedsApproval(amountPaise, thresholds)} threshold={thresholds?.balanceCreditPaise ?? null} /> : null}
    </FormDialog>
  );
}

/** The sentence the admin confirms: the amount, whose balance, and what it becomes (or that a second admin must approve first). */
function AdjustmentConsequence({ user, type, amountPaise, needsApproval, threshold }: { user: AdminUser; type: 'add' | 'deduct'; amountPaise: number; needsApproval: boolean; threshold: number | null }) {
  const amount = formatRupees(amountPaise);
  const after = formatRupees(user.walletBalancePaise + (type === 'add' ? amountPaise : -amountPaise));
  return (
    <div aria-live="polite" className="rounded-md bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200">
      <p data-testid="adjustment-consequence">{type === 'add' ? m['users.balance.consequence-add']({ amount, email: user.email, after }) : m['users.balance.consequence-deduct']({ amount, email: user.email, after })}</p>
      {needsApproval && threshold !== null ? <p className="mt-1 font-medium text-amber-800">{m['users.balance.needs-approval']({ threshold: formatRupees(threshold) })}</p> : null}
    </div>
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
