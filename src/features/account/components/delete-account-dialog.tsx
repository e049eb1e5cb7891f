import type { ReactNode } from 'react';
import { deleteAccountInputSchema } from '#contract/account/schemas';
import { Button } from '#kit/ui/button';
import { Dialog } from '#kit/ui/dialog';
import { TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useDialogFirstField } from '#kit/ui/form/use-dialog-first-field';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { useWalletSummary } from '../../wallet';

/** One part of what deletion does: its heading, its list, and a note under it. */
function Consequences({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold uppercase tracking-wide text-indigo-300">
        {title}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-indigo-100">{children}</ul>
      {note && <p className="mt-2 text-sm text-indigo-200">{note}</p>}
    </section>
  );
}

/** What happens to the money, in the amounts the server will actually move (decision 009). */
function MoneyConsequences() {
  const summary = useWalletSummary();
  if (!summary.data) {
    return <li>{m['account.delete.balance-unknown']()}</li>;
  }
  const { balancePaise, pendingPaise } = summary.data;
  const total = balancePaise + pendingPaise;
  if (total === 0) return <li>{m['account.delete.balance-zero']({ amount: formatRupees(0) })}</li>;
  return (
    <>
      {pendingPaise > 0 && <li>{m['account.delete.pending-cancelled']({ amount: formatRupees(pendingPaise) })}</li>}
      <li>{m['account.delete.balance-forfeited']({ amount: formatRupees(total) })}</li>
    </>
  );
}

/** Asks for the password and says what deletion erases and keeps; a wrong password shows at the field, other refusals under the form. */
export function DeleteAccountDialog({ onClose, onDeleted }: { onClose: () => void; onDeleted: (message: string) => void }) {
  const form = useSchemaForm(deleteAccountInputSchema, { defaultValues: { password: '' }, refusalFields: { 'account.wrong-password': 'password' } });
  const [passwordField, passwordRef] = useDialogFirstField(form.field('password'));
  const deletion = trpc.account.delete.useMutation({
    onSuccess: () => onDeleted(m['account.delete.deleted']()),
    onError: (error) => form.showRefusal(error, m['account.delete.failed']()),
  });

  return (
    <Dialog
      title={m['account.delete.title']()}
      description={m['account.delete.description']()}
      onClose={() => {
        if (!deletion.isPending) onClose();
      }}
      initialFocusRef={passwordRef}
    >
      <div className="space-y-4 text-left">
        <Consequences id="delete-erased" title={m['account.delete.erased-title']()}>
          <li>{m['account.delete.erased-identity']()}</li>
          <li>{m['account.delete.erased-sessions']()}</li>
          <li>{m['account.delete.erased-messages']()}</li>
        </Consequences>
        <Consequences id="delete-money" title={m['account.delete.money-title']()}>
          <MoneyConsequences />
        </Consequences>
        <Consequences id="delete-kept" title={m['account.delete.kept-title']()} note={m['account.delete.sign-up-again']()}>
          <li>{m['account.delete.kept-ledger']()}</li>
          <li>{m['account.delete.kept-plays']()}</li>
          <li>{m['account.delete.kept-audit']()}</li>
        </Consequences>
        <form noValidate onSubmit={form.handleSubmit((input) => deletion.mutate(input))} className="space-y-4" aria-label={m['account.delete.form-label']()}>
          <TextField
            label={m['account.delete.password']()}
            type="password"
            autoComplete="current-password"
            required
            hint={m['account.delete.password-hint']()}
            {...passwordField}
          />
          <FormError message={form.formError} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={deletion.isPending} onClick={onClose}>
              {m['account.delete.cancel']()}
            </Button>
            <Button type="submit" variant="danger" busy={deletion.isPending} busyLabel={m['account.delete.busy']()}>
              {m['account.delete-my-account']()}
            </Button>
          </div>
        </form>
      </div>
    </Dialog>
  );
}
