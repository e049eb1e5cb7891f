import { z } from 'zod';
import { blockReasonSchema } from '#contract/users/schemas';
import { formatRupees } from '#kit/lib/format';
import { maxLengthOf } from '#kit/lib/max-length';
import { TextAreaField } from '#kit/ui/fields';
import { useDialogFirstField } from '#kit/ui/form/use-dialog-first-field';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormDialog } from '../../components/form-dialog';
import { trpc } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';
import type { AdminUser } from './update-balance-dialog';

const blockFormSchema = z.object({ reason: blockReasonSchema });

function useToggleBlock(onClose: () => void, showFailure?: (error: unknown) => void) {
  return trpc.users.toggleBlock.useMutation(
    useToastOutcome({ success: m['users.updated'](), failure: showFailure ?? m['users.update-failed'](), changed: (utils) => [utils.users.list], onDone: onClose }),
  );
}

/** Blocking states what happens (signed out at once, the balance stays) and needs the reason the person is shown at sign-in (decision 048). */
export function BlockUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const form = useSchemaForm(blockFormSchema, { defaultValues: { reason: '' } });
  const block = useToggleBlock(onClose, (error) => form.showRefusal(error, m['users.update-failed']()));
  const [reasonProps, reasonRef] = useDialogFirstField(form.field('reason'));
  return (
    <FormDialog
      title={m['users.block.title']({ name: user.name })}
      description={m['users.block.consequence']({ name: user.name, email: user.email, balance: formatRupees(user.walletBalancePaise) })}
      onClose={onClose}
      initialFocusRef={reasonRef}
      form={form}
      onValid={({ reason }) => block.mutate({ id: user.id, reason })}
      busy={block.isPending}
      submitLabel={m['users.block.confirm']()}
      busyLabel={m['users.actions.blocking']()}
      variant="danger"
    >
      <TextAreaField label={m['users.block.reason']()} hint={m['users.block.reason-hint']()} rows={3} maxLength={maxLengthOf(blockReasonSchema)} {...reasonProps} />
    </FormDialog>
  );
}

/** Unblocking is confirmed too: the person signs in again at once, with their balance. */
export function UnblockUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const unblock = useToggleBlock(onClose);
  return (
    <ConfirmDialog
      title={m['users.unblock.title']({ name: user.name })}
      description={m['users.unblock.consequence']({ name: user.name, email: user.email, balance: formatRupees(user.walletBalancePaise) })}
      confirmLabel={m['users.unblock.confirm']()}
      busyLabel={m['users.actions.unblocking']()}
      busy={unblock.isPending}
      onConfirm={() => unblock.mutate({ id: user.id })}
      onClose={onClose}
    />
  );
}
