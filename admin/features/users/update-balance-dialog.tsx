import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../src/kit/ui/button';
import { Dialog, DialogActions } from '../../../src/kit/ui/dialog';
import { TextField } from '../../../src/kit/ui/fields';
import { useToast } from '../../../src/kit/ui/toast/toast-context';
import { messageFor } from '../../../src/kit/lib/errors';
import { formatRupees } from '../../../src/kit/lib/format';
import { newIdempotencyKey } from '../../../src/kit/lib/idempotency-key';
import { parseRupees } from '../../lib/money';
import { trpc, type AdminOutputs } from '../../lib/trpc';

export const BALANCE_MESSAGES = {
  added: 'Balance added successfully',
  deducted: 'Balance deducted successfully',
  failed: 'Failed to update balance',
  reasonRequired: 'Reason is required',
} as const;

type AdminUser = AdminOutputs['users']['list']['users'][number];
type Direction = 'add' | 'deduct';

/**
 * Add to or deduct from one user's wallet. The reason is shown in the user's history; the
 * server refuses a deduction larger than the available balance and that message is shown here.
 */
export function UpdateBalanceDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const toasts = useToast();
  const utils = trpc.useUtils();
  const amountRef = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<Direction>('add');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  // One key per distinct submission: a retry of the same adjustment (say after a network drop) is applied once.
  const attempt = useRef<{ content: string; key: string } | null>(null);

  const adjust = trpc.wallet.adjustBalance.useMutation({
    onSuccess: async (_result, input) => {
      toasts.success(input.type === 'add' ? BALANCE_MESSAGES.added : BALANCE_MESSAGES.deducted);
      await Promise.all([utils.users.list.invalidate(), utils.audit.list.invalidate()]);
      onClose();
    },
    onError: (error) => {
      const message = messageFor(error, BALANCE_MESSAGES.failed);
      setRefusal(message);
      toasts.error(message);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adjust.isPending) return;
    setRefusal(null);
    const parsed = parseRupees(amount);
    const next = { amount: parsed.ok ? undefined : parsed.message, reason: reason.trim() ? undefined : BALANCE_MESSAGES.reasonRequired };
    setErrors(next);
    if (!parsed.ok || next.reason) {
      event.currentTarget.querySelector<HTMLElement>(next.amount ? '[name="amount"]' : '[name="reason"]')?.focus();
      return;
    }
    const input = { id: user.id, type, amountPaise: parsed.paise, reason: reason.trim() };
    const content = JSON.stringify(input);
    if (attempt.current?.content !== content) attempt.current = { content, key: newIdempotencyKey() };
    adjust.mutate({ ...input, idempotencyKey: attempt.current.key });
  };

  return (
    <Dialog
      title="Update Balance"
      onClose={onClose}
      preventClose={adjust.isPending}
      initialFocusRef={amountRef}
      description={
        <>
          <span className="block">
            <span className="font-medium text-slate-900">{user.name}</span> · <span className="break-all">{user.email}</span>
          </span>{' '}
          <span className="mt-1 block">
            Current balance: <strong className="tabular-nums text-slate-900">{formatRupees(user.walletBalancePaise)}</strong>
          </span>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">Action</legend>
          <div className="inline-flex rounded-md shadow-xs">
            {(['add', 'deduct'] as const).map((option, index) => (
              <label
                key={option}
                className={`cursor-pointer border border-slate-300 px-4 py-1.5 text-sm font-medium has-[:focus-visible]:z-10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 ${
                  index === 0 ? 'rounded-l-md' : '-ml-px rounded-r-md'
                } ${type === option ? (option === 'add' ? 'bg-emerald-600 text-white' : 'bg-red-600 text-white') : 'bg-white text-slate-700 hover:bg-slate-50'}`}
              >
                <input type="radio" name="type" value={option} checked={type === option} onChange={() => setType(option)} className="sr-only" />
                {option === 'add' ? 'Add' : 'Deduct'}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          ref={amountRef}
          label="Amount (₹)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 50 or 12.50"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.amount}
          maxLength={12}
        />
        <TextField
          label="Reason"
          name="reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
          hint="Shown to the user in their wallet history."
          maxLength={200}
          autoComplete="off"
        />
        {refusal ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {refusal}
          </p>
        ) : null}
        <DialogActions>
          <Button onClick={onClose} disabled={adjust.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant={type === 'add' ? 'primary' : 'danger'} disabled={amount.trim() === ''} busy={adjust.isPending}>
            {adjust.isPending ? 'Applying…' : 'Apply'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
