import { DEFAULT_LOCK_REASON, setCatalogueLockInputSchema } from '#contract/catalogue/schemas';
import { messageFor } from '#kit/lib/errors';
import { maxLengthOf } from '#kit/lib/max-length';
import { TextAreaField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { FormDialog } from '../../components/form-dialog';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import type { AdminCatalogueItem } from './catalogue-form-dialog';

export function LockAppDialog({ item, onClose }: { item: AdminCatalogueItem; onClose: () => void }) {
  // The server's lock rule: a locked app needs a reason (trimmed, at most its length).
  const form = useSchemaForm(setCatalogueLockInputSchema, { defaultValues: { id: item.id, isLocked: true, lockReason: item.lockReason ?? DEFAULT_LOCK_REASON } });
  const lock = trpc.catalogue.setLock.useMutation(
    useToastOutcome({
      success: m['catalogue.locked'](),
      // The dialog's one field: any refusal is shown under it.
      failure: (error) => {
        if (!form.placeRefusal(error)) form.setError('lockReason', { type: 'server', message: messageFor(error, m['catalogue.update-failed']()) });
      },
      changed: (utils) => [utils.catalogue.list],
      onDone: onClose,
    }),
  );
  return (
    <FormDialog
      title={m['catalogue.lock-dialog.title']({ title: item.title })}
      description={m['catalogue.lock-dialog.description']()}
      onClose={onClose}
      form={form}
      onValid={(input) => lock.mutate(input)}
      busy={lock.isPending}
      submitLabel={m['catalogue.lock-dialog.submit']()}
      busyLabel={m['catalogue.lock-dialog.locking']()}
    >
      <TextAreaField label={m['catalogue.lock-dialog.reason']()} rows={3} {...form.field('lockReason')} maxLength={maxLengthOf(setCatalogueLockInputSchema.shape.lockReason)} />
    </FormDialog>
  );
}
