import { useId, useState, type FormEvent } from 'react';
import { MAX_PROOF_IMAGE_LABEL, PROOF_IMAGE_TYPES } from '#contract/tasks/schemas';
import { appCodeOf, messageFor, type AppCode } from '#kit/lib/errors';
import { Button } from '#kit/ui/button';
import { FormError } from '#kit/ui/form/form-error';
import { m } from '#i18n/paraglide/messages';
import { checkProofImage } from '../lib/check-proof-image';
import { uploadProofImage } from '../lib/upload-proof';

/** Refusals about the screenshot itself go under the file field; the rest (closed, limit reached …) above the button. */
const IMAGE_FIELD_CODES: readonly AppCode[] = ['tasks.image-required', 'media.empty', 'media.too-large', 'media.not-an-image', 'media.type-mismatch'];

/** A screenshot, checked here before it goes, sent with its upload progress shown. */
export function ImageProof({ taskId, onSubmitted }: { taskId: string; onSubmitted: (submissionId: string) => Promise<void> }) {
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
