import { maxLengthOf } from '#kit/lib/max-length';
import { Button } from '#kit/ui/button';
import { Dialog, DialogActions } from '#kit/ui/dialog';
import { TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useDialogFirstField } from '#kit/ui/form/use-dialog-first-field';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { useReviewOutcome, type AdminTaskSubmission } from './submission-outcome';
import { rejectSubmissionFormSchema } from './task-form-schema';

/** Says no to a submission with a reason its author reads on /task; nothing is credited and the slot is freed. */
export function RejectSubmissionDialog({ submission, onClose, fallbackFocus }: { submission: AdminTaskSubmission; onClose: () => void; fallbackFocus: () => HTMLElement | null }) {
  const form = useSchemaForm(rejectSubmissionFormSchema, { defaultValues: { reason: '' } });
  const reject = trpc.tasks.reject.useMutation(
    useReviewOutcome({ success: m['tasks.review.rejected'](), onDone: onClose, showFailure: (error) => form.showRefusal(error, m['tasks.review.failed']()) }),
  );
  const [reasonProps, fieldRef] = useDialogFirstField(form.field('reason'));
  const onSubmit = form.handleSubmit(({ reason }) => {
    if (!reject.isPending) reject.mutate({ id: submission.id, reason });
  });

  return (
    <Dialog
      title={m['tasks.reject.title']({ number: submission.number })}
      description={m['tasks.reject.description']({ name: submission.user.name, task: submission.taskTitle })}
      onClose={onClose}
      preventClose={reject.isPending}
      initialFocusRef={fieldRef}
      fallbackFocus={fallbackFocus}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label={m['tasks.reject.reason']()} hint={m['tasks.reject.reason-hint']()} autoComplete="off" maxLength={maxLengthOf(rejectSubmissionFormSchema.shape.reason)} {...reasonProps} />
        <FormError message={form.formError} />
        <DialogActions>
          <Button onClick={onClose} disabled={reject.isPending}>
            {m['common.cancel']()}
          </Button>
          <Button type="submit" variant="danger" busy={reject.isPending}>
            {reject.isPending ? m['tasks.reject.submitting']() : m['tasks.reject.submit']()}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
