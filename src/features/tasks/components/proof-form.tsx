import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { MAX_PROOF_IMAGE_LABEL, MAX_PROOF_TEXT_LENGTH, PROOF_IMAGE_TYPES, submitTaskInputSchema, type TaskProofKind } from '#contract/tasks/schemas';
import { appCodeOf, messageFor, type AppCode } from '#kit/lib/errors';
import { formatCount } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { TextAreaField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { checkProofImage } from '../lib/check-proof-image';
import { uploadProofImage } from '../lib/upload-proof';

/** The text answer's own rule, from the server's submission schema. */
const textProofSchema = submitTaskInputSchema.pick({ text: true });

/** Refusals about the screenshot itself go under the file field; the rest (closed, limit reached …) above the button. */
const IMAGE_FIELD_CODES: readonly AppCode[] = ['tasks.image-required', 'media.empty', 'media.too-large', 'media.not-an-image', 'media.type-mismatch'];

/**
 * The proof a task asks for (none, a text answer or a screenshot). The server decides; on its yes
 * the person lands on /success with the real submission. Refusals are worded by their code.
 */
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

function ImageProof({ taskId, onSubmitted }: ProofProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // Null while not uploading; 0–1 as the bytes go.
  const [progress, setProgress] = useState<number | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setFormError(null);
    setFileError(chosen ? checkProofImage(chosen) : null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problem = file ? checkProofImage(file) : m['refusal.tasks.image-required']();
    setFileError(problem);
    if (problem || !file) {
      document.getElementById(id)?.focus();
      return;
    }
    setProgress(0);
    try {
      const submission = await uploadProofImage(taskId, file, setProgress);
      await onSubmitted(submission.id);
    } catch (error) {
      const message = messageFor(error, m['tasks.proof.failed']());
      const code = appCodeOf(error);
      if (code && IMAGE_FIELD_CODES.includes(code)) setFileError(message);
      else setFormError(message);
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-indigo-100">
          {m['tasks.proof.image-label']()}
        </label>
        <input
          id={id}
          type="file"
          accept={PROOF_IMAGE_TYPES.join(',')}
          disabled={uploading}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${id}-hint${fileError ? ` ${errorId}` : ''}`}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-indigo-100 file:mr-3 file:rounded-xl file:border-0 file:bg-white/10 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white"
        />
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-indigo-300">
          {m['tasks.proof.image-hint']({ max: MAX_PROOF_IMAGE_LABEL })}
        </p>
        {fileError ? (
          <p id={errorId} role="alert" className="mt-1.5 text-sm text-rose-300">
            {fileError}
          </p>
        ) : null}
      </div>
      {uploading ? (
        <div role="status" className="space-y-1 text-sm text-indigo-100">
          <p id={`${id}-progress`}>{m['tasks.proof.uploading']()}</p>
          <progress aria-labelledby={`${id}-progress`} value={Math.round(progress * 100)} max={100} className="h-2 w-full accent-emerald-400" />
        </div>
      ) : null}
      <FormError message={formError} />
      <Button type="submit" variant="primary" className="w-full sm:w-auto" busy={uploading} busyLabel={m['tasks.proof.submitting']()}>
        {m['tasks.proof.submit']()}
      </Button>
    </form>
  );
}
