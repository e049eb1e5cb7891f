import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '#kit/ui/button';
import { Dialog, DialogActions } from '#kit/ui/dialog';
import { TextAreaField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { useToast } from '#kit/ui/toast/toast-context';
import { formatCount } from '#kit/lib/format';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { readCodeFile, readCodeLines } from './read-codes';
import { uploadCodesFormSchema } from './reward-form-schema';
import type { AdminRewardProduct } from './reward-product-dialog';
import { REWARDS_MESSAGES } from './rewards-messages';

/**
 * Adds codes to one product's stock: pasted, one a line, or read in the browser from a CSV or text
 * file (one a line, or the first column). Nothing comes back but counts: the server stores each code
 * sealed and answers how many were added and how many it already had.
 */
export function UploadCodesDialog({ product, onClose }: { product: AdminRewardProduct; onClose: () => void }) {
  const toasts = useToast();
  const utils = trpc.useUtils();
  const fileInputId = useId();
  const form = useSchemaForm(uploadCodesFormSchema, { defaultValues: { codes: '' } });
  const [fileNote, setFileNote] = useState<{ text: string; failed: boolean } | null>(null);
  const typed = readCodeLines(form.watch('codes')).length;

  const upload = trpc.rewards.uploadCodes.useMutation({
    onSuccess: async (result) => {
      toasts.success(m['rewards.upload.result']({ added: formatCount(result.added), duplicates: formatCount(result.duplicates) }));
      onClose();
      await Promise.all([utils.rewards.list.invalidate(), utils.rewards.codes.invalidate({ id: product.id }), utils.audit.list.invalidate()]);
    },
    onError: (error) => form.showRefusal(error, REWARDS_MESSAGES.uploadFailed),
  });

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

  const onSubmit = form.handleSubmit(({ codes }) => {
    if (!upload.isPending) upload.mutate({ id: product.id, codes });
  });

  return (
    <Dialog title={m['rewards.upload.title']({ name: product.name })} description={m['rewards.upload.description']()} onClose={onClose} preventClose={upload.isPending}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
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
        <FormError message={form.formError} />
        <DialogActions>
          <Button onClick={onClose} disabled={upload.isPending}>
            {m['common.cancel']()}
          </Button>
          <Button type="submit" variant="primary" busy={upload.isPending}>
            {upload.isPending ? m['rewards.upload.uploading']() : m['rewards.upload.submit']()}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
