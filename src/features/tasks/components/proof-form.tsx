import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { MAX_PROOF_TEXT_LENGTH, submitTaskInputSchema, type TaskProofKind } from '#contract/tasks/schemas';
import { messageFor } from '#kit/lib/errors';
import { formatCount } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { TextAreaField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { ImageProof } from './image-proof';

/** The text answer's own rule, from the server's submission schema. */
const textProofSchema = submitTaskInputSchema.pick({ text: true });

/** The proof a task asks for (none, text or a screenshot); on the server's yes, /success with the submission. */
export function ProofForm({ taskId, proof }: { taskId: string; proof: TaskProofKind }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const submitted = async (submissionId: string) => {
    // The task's slots and the person's submissions changed: no screen keeps the old counts.
    await utils.tasks.invalidate();
    await navigate({ to: '/success', search: { submission: submissionId } });
  };
  if (proof === 'text') return <TextProof taskId={taskId} onSubmitted={submitted} />;
  if (proof === 'image') return <ImageProof taskId={taskId} onSubmitted={submitted} />;
  return <NoProof taskId={taskId} onSubmitted={submitted} />;
}

interface ProofProps {
  taskId: string;
  onSubmitted: (submissionId: string) => Promise<void>;
}

function NoProof({ taskId, onSubmitted }: ProofProps) {
  const submit = trpc.tasks.submit.useMutation();
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setError(null);
    submit.mutate({ taskId }, { onSuccess: (submission) => void onSubmitted(submission.id), onError: (failure) => setError(messageFor(failure, m['tasks.proof.failed']())) });
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-indigo-100">{m['tasks.proof.none-text']()}</p>
      <FormError message={error} />
      <Button variant="primary" className="w-full sm:w-auto" busy={submit.isPending} busyLabel={m['tasks.proof.submitting']()} onClick={confirm}>
        {m['tasks.proof.none-button']()}
      </Button>
    </div>
  );
}

function TextProof({ taskId, onSubmitted }: ProofProps) {
  const submit = trpc.tasks.submit.useMutation();
  const form = useSchemaForm(textProofSchema, { defaultValues: { text: '' }, refusalFields: { 'tasks.text-required': 'text' } });
  const onSubmit = form.handleSubmit(async ({ text }) => {
    try {
      const submission = await submit.mutateAsync({ taskId, text });
      await onSubmitted(submission.id);
    } catch (error) {
      form.showRefusal(error, m['tasks.proof.failed']());
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <TextAreaField label={m['tasks.proof.text-label']()} hint={m['tasks.proof.text-hint']({ max: formatCount(MAX_PROOF_TEXT_LENGTH) })} maxLength={MAX_PROOF_TEXT_LENGTH} {...form.field('text')} />
      <FormError message={form.formError} />
      <Button type="submit" variant="primary" className="w-full sm:w-auto" busy={form.formState.isSubmitting} busyLabel={m['tasks.proof.submitting']()}>
        {m['tasks.proof.submit']()}
      </Button>
    </form>
  );
}
