import { useId, useState, type ChangeEvent } from 'react';
import { TextAreaField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { formatCount } from '#kit/lib/format';
import { FormDialog } from '../../components/form-dialog';
import { trpc } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';
import { readCodeFile, readCodeLines } from './read-codes';
import { uploadCodesFormSchema } from './reward-form-schema';
import type { AdminRewardProduct } from './reward-product-dialog';

/** Adds codes to a product's stock, pasted or read from a CSV or text file; the server answers only counts. */
export function UploadCodesDialog({ product, onClose }: { product: AdminRewardProduct; onClose: () => void }) {
  const fileInputId = useId();
  const form = useSchemaForm(uploadCodesFormSchema, { defaultValues: { codes: '' } });
  const [fileNote, setFileNote] = useState<{ text: string; failed: boolean } | null>(null);
  const typed = readCodeLines(form.watch('codes')).length;

  const upload = trpc.rewards.uploadCodes.useMutation(
    useToastOutcome({
      success: (result: { added: number; duplicates: number }) => m['rewards.upload.result']({ added: formatCount(result.added), duplicates: formatCount(result.duplicates) }),
      failure: (error) => form.showRefusal(error, m['rewards.upload-failed']()),
      changed: (utils) => [utils.rewards.list, { invalidate: () => utils.rewards.codes.invalidate({ id: product.id }) }],
      onDone: onClose,
    }),
  );

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const codes = readCodeFile(await file.text());
      // Added below what is already pasted: several files can make one upload.
      const before = form.getValues('codes').trimEnd();
      form.setValue('codes', [before, ...codes].filter(Boolean).join('\n'));
      form.clearErrors('codes');
      setFileNote({ text: m['rewards.upload.file-read']({ count: formatCount(codes.length), file: file.name }), failed: false });
    } catch {
      setFileNote({ text: m['rewards.upload.file-failed']({ file: file.name }), failed: true });
    }
  };

  return (
    <FormDialog
      title={m['rewards.upload.title']({ name: product.name })}
      description={m['rewards.upload.description']()}
      onClose={onClose}
      form={form}
      onValid={({ codes }) => upload.mutate({ id: product.id, codes })}
      busy={upload.isPending}
      submitLabel={m['rewards.upload.submit']()}
      busyLabel={m['rewards.upload.uploading']()}
    >
      <TextAreaField label={m['rewards.upload.codes']()} rows={8} spellCheck={false} autoComplete="off" {...form.field('codes')} hint={m['rewards.upload.codes-hint']({ count: formatCount(typed) })} />
      <div>
        <label htmlFor={fileInputId} className="mb-1 block text-sm font-medium text-slate-700">
          {m['rewards.upload.file']()}
        </label>
        <input
          id={fileInputId}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          onChange={(event) => void onFile(event)}
          aria-describedby={`${fileInputId}-hint`}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
        <p id={`${fileInputId}-hint`} className="mt-1 text-xs text-slate-600">
          {m['rewards.upload.file-hint']()}
        </p>
        {fileNote ? (
          <p role={fileNote.failed ? 'alert' : 'status'} className={`mt-1 text-sm ${fileNote.failed ? 'text-red-600' : 'text-slate-600'}`}>
            {fileNote.text}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}
