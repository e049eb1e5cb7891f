import { setCatalogueLockInputSchema } from '#contract/catalogue/schemas';
import { messageFor } from '#kit/lib/errors';
import { maxLengthOf } from '#kit/lib/max-length';
import { Button } from '#kit/ui/button';
import { Dialog, DialogActions } from '#kit/ui/dialog';
import { TextAreaField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import type { AdminCatalogueItem } from './catalogue-form-dialog';
import { CATALOGUE_MESSAGES, DEFAULT_LOCK_REASON } from './catalogue-messages';

export function LockAppDialog({ item, onClose }: { item: AdminCatalogueItem; onClose: () => void }) {
  // The server's lock rule: a locked app needs a reason (trimmed, at most its length).
  const form = useSchemaForm(setCatalogueLockInputSchema, { defaultValues: { id: item.id, isLocked: true, lockReason: item.lockReason ?? DEFAULT_LOCK_REASON } });
  const lock = trpc.catalogue.setLock.useMutation(
    useToastOutcome({
      success: CATALOGUE_MESSAGES.locked,
      // The dialog's one field: any refusal is shown under it.
      failure: (error) => {
        if (!form.placeRefusal(error)) form.setError('lockReason', { type: 'server', message: messageFor(error, CATALOGUE_MESSAGES.updateFailed) });
      },
      changed: (utils) => [utils.catalogue.list],
      onDone: onClose,
    }),
  );
  const onSubmit = form.handleSubmit((input) => {
    if (!lock.isPending) lock.mutate(input);
  });
  return (
    <Dialog title={m['catalogue.lock-dialog.title']({ title: item.title })} description={m['catalogue.lock-dialog.description']()} onClose={onClose} preventClose={lock.isPending}>
      <form noValidate onSubmit={onSubmit}>
        <TextAreaField label={m['catalogue.lock-dialog.reason']()} rows={3} {...form.field('lockReason')} maxLength={maxLengthOf(setCatalogueLockInputSchema.shape.lockReason)} />
        <DialogActions>
          <Button onClick={onClose} disabled={lock.isPending}>
            {m['common.cancel']()}
          </Button>
          <Button type="submit" variant="primary" busy={lock.isPending}>
            {lock.isPending ? m['catalogue.lock-dialog.locking']() : m['catalogue.lock-dialog.submit']()}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
