import { maxLengthOf } from '#kit/lib/max-length';
import { TextField } from '#kit/ui/fields';
import { useDialogFirstField } from '#kit/ui/form/use-dialog-first-field';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { FormDialog } from '../../components/form-dialog';
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

  return (
    <FormDialog
      title={m['tasks.reject.title']({ number: submission.number })}
      description={m['tasks.reject.description']({ name: submission.user.name, task: submission.taskTitle })}
      onClose={onClose}
      initialFocusRef={fieldRef}
      fallbackFocus={fallbackFocus}
      form={form}
      onValid={({ reason }) => reject.mutate({ id: submission.id, reason })}
      busy={reject.isPending}
      submitLabel={m['tasks.reject.submit']()}
      busyLabel={m['tasks.reject.submitting']()}
      variant="danger"
    >
      <TextField label={m['tasks.reject.reason']()} hint={m['tasks.reject.reason-hint']()} autoComplete="off" maxLength={maxLengthOf(rejectSubmissionFormSchema.shape.reason)} {...reasonProps} />
    </FormDialog>
  );
}
