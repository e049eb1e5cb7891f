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
import { hindiReasonBeside } from './default-lock-reason';

/** The reasons offered: the app's last ones, else the spec's default in both languages. */
function offeredReasons(item: AdminCatalogueItem) {
  const lockReason = item.lockReason ?? DEFAULT_LOCK_REASON;
  return { lockReason, lockReasonHi: hindiReasonBeside(lockReason, item.lockReasonHi) };
}

export function LockAppDialog({ item, onClose }: { item: AdminCatalogueItem; onClose: () => void }) {
  // The server's lock rule: a locked app needs a reason (trimmed, at most its length); its Hindi is optional.
  const form = useSchemaForm(setCatalogueLockInputSchema, { defaultValues: { id: item.id, isLocked: true, ...offeredReasons(item) } });
  const reasonField = form.field('lockReason');
  const lock = trpc.catalogue.setLock.useMutation(
    useToastOutcome({
      success: m['catalogue.locked'](),
      // A refusal without a field of its own is shown under the English reason.
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
      <TextAreaField
        label={m['catalogue.lock-dialog.reason']()}
        rows={3}
        {...reasonField}
        onChange={(event) => {
          form.setValue('lockReasonHi', hindiReasonBeside(event.target.value, String(form.getValues('lockReasonHi') ?? '')));
          void reasonField.onChange(event);
        }}
        maxLength={maxLengthOf(setCatalogueLockInputSchema.shape.lockReason)}
      />
      <TextAreaField
        lang="hi"
        label={m['catalogue.lock-dialog.reason-hi']()}
        rows={3}
        {...form.field('lockReasonHi')}
        hint={m['catalogue.lock-dialog.reason-hi-hint']()}
        maxLength={maxLengthOf(setCatalogueLockInputSchema.shape.lockReasonHi)}
      />
    </FormDialog>
  );
}
