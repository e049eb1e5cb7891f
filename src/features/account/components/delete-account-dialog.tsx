import { useRef } from 'react';
import { deleteAccountInputSchema } from '../../../../server/modules/account/schemas';
import { Button } from '../../../kit/ui/button';
import { Dialog } from '../../../kit/ui/dialog';
import { TextField } from '../../../kit/ui/fields';
import { FormError } from '../../../kit/ui/form/form-error';
import { useSchemaForm } from '../../../kit/ui/form/use-schema-form';
import { formatRupees } from '../../../kit/lib/format';
import { trpc } from '../../../lib/trpc';
import { useWalletSummary } from '../../wallet';

const SECTION_TITLE = 'text-sm font-semibold uppercase tracking-wide text-indigo-300';
const LIST = 'mt-2 list-disc space-y-1 pl-5 text-sm text-indigo-100';

/** What happens to the money, in the amounts the server will actually move (decision 009). */
function MoneyConsequences() {
  const summary = useWalletSummary();
  if (!summary.data) {
    return <li>Any balance left on the account is forfeited: it cannot be paid out once the account is deleted.</li>;
  }
  const { balancePaise, pendingPaise } = summary.data;
  const total = balancePaise + pendingPaise;
  if (total === 0) return <li>Your balance is {formatRupees(0)}, so no money is lost.</li>;
  return (
    <>
      {pendingPaise > 0 && <li>Your pending withdrawals ({formatRupees(pendingPaise)}) are cancelled and the amount returned to your balance.</li>}
      <li>
        Your balance of {formatRupees(total)} is forfeited: it cannot be paid out once the account is deleted. If you would rather have it, make a
        withdrawal and wait for it to complete before deleting.
      </li>
    </>
  );
}

/**
 * Asks for the current password and says plainly what deletion erases and what it keeps. The
 * password is checked by the same zod schema the server uses; a wrong password shows at the field
 * (by its refusal code), any other answer (too many attempts) under the form.
 */
export function DeleteAccountDialog({ onClose, onDeleted }: { onClose: () => void; onDeleted: (message: string) => void }) {
  const passwordRef = useRef<HTMLInputElement>(null);
  const form = useSchemaForm(deleteAccountInputSchema, { defaultValues: { password: '' }, refusalFields: { 'account.wrong-password': 'password' } });
  const passwordField = form.field('password');
  const deletion = trpc.account.delete.useMutation({
    onSuccess: (result) => onDeleted(result.message),
    onError: (error) => form.showRefusal(error, 'Your account was not deleted. Please try again.'),
  });

  return (
    <Dialog
      title="Delete your account?"
      description="Deleting your account is permanent. Here is exactly what happens."
      onClose={() => {
        if (!deletion.isPending) onClose();
      }}
      initialFocusRef={passwordRef}
    >
      <div className="space-y-4 text-left">
        <section aria-labelledby="delete-erased">
          <h3 id="delete-erased" className={SECTION_TITLE}>
            Deleted
          </h3>
          <ul className={LIST}>
            <li>Your name, e-mail address and password. You cannot sign in to this account again.</li>
            <li>Every session: you are signed out on all your devices at once.</li>
            <li>Messages you sent us from this e-mail address, and e-mails still waiting to be sent to it.</li>
          </ul>
        </section>
        <section aria-labelledby="delete-money">
          <h3 id="delete-money" className={SECTION_TITLE}>
            Your money
          </h3>
          <ul className={LIST}>
            <MoneyConsequences />
          </ul>
        </section>
        <section aria-labelledby="delete-kept">
          <h3 id="delete-kept" className={SECTION_TITLE}>
            Kept, without your name or e-mail
          </h3>
          <ul className={LIST}>
            <li>Your wallet history and withdrawal records, so the site's accounts still add up.</li>
            <li>Your game plays with their fairness proofs.</li>
            <li>Records of changes our admins made to your account.</li>
          </ul>
          <p className="mt-2 text-sm text-indigo-200">You can sign up again later with the same e-mail address; that will be a new, empty account.</p>
        </section>
        <form noValidate onSubmit={form.handleSubmit((input) => deletion.mutate(input))} className="space-y-4" aria-label="Delete account">
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            hint="Asked again so that nobody else can delete your account from a device you left signed in."
            {...passwordField}
            // The dialog opens on this field; react-hook-form focuses the same element on an error.
            ref={(element) => {
              passwordField.ref(element);
              passwordRef.current = element;
            }}
          />
          <FormError message={form.formError} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={deletion.isPending} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" busy={deletion.isPending} busyLabel="Deleting…">
              Delete my account
            </Button>
          </div>
        </form>
      </div>
    </Dialog>
  );
}
