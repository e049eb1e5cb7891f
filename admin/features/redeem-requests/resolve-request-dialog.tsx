import { z } from 'zod';
import { completeRedeemRequestInputSchema, rejectRedeemRequestInputSchema } from '#contract/redeem/schemas';
import { maxLengthOf } from '#kit/lib/max-length';
import { TextField } from '#kit/ui/fields';
import { useDialogFirstField } from '#kit/ui/form/use-dialog-first-field';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { useToast } from '#kit/ui/toast/toast-context';
import { isConflict, messageFor } from '#kit/lib/errors';
import { formatDateTime, formatRupees } from '#kit/lib/format';
import { FormDialog } from '../../components/form-dialog';
import { trpc } from '../../lib/trpc';
import { useRefresh } from '../../lib/use-action-outcome';
import type { AdminRedeemRequest } from './redeem-request-columns';
import { m } from '../../i18n/paraglide/messages';

export type Resolution = 'complete' | 'reject';

/** The one text the dialog asks for, under the server's rule for it: a Google Play code or a reason. */
const TEXT_SCHEMAS = {
  complete: z.object({ text: completeRedeemRequestInputSchema.shape.code }),
  reject: z.object({ text: rejectRedeemRequestInputSchema.shape.reason }),
};

/** Completes a request with a Google Play code (the hold is paid out) or rejects it with a reason (it returns). */
export function ResolveRequestDialog({
  request,
  resolution,
  onClose,
  fallbackFocus,
}: {
  request: AdminRedeemRequest;
  resolution: Resolution;
  onClose: () => void;
  fallbackFocus: () => HTMLElement | null;
}) {
  const form = useSchemaForm(TEXT_SCHEMAS[resolution], { defaultValues: { text: '' } });
  const [fieldProps, fieldRef] = useDialogFirstField(form.field('text'));
  const isComplete = resolution === 'complete';
  const callbacks = useResolveOutcome({ success: isComplete ? m['redeem-requests.completed']() : m['redeem-requests.rejected'](), onClose, showFailure: form.setFormError });
  const complete = trpc.redeemRequests.complete.useMutation(callbacks);
  const reject = trpc.redeemRequests.reject.useMutation(callbacks);
  const isPending = complete.isPending || reject.isPending;

  return (
    <FormDialog
      title={isComplete ? m['redeem-requests.resolve.complete-title']() : m['redeem-requests.resolve.reject-title']()}
      description={<RequestSummary request={request} resolution={resolution} />}
      onClose={onClose}
      initialFocusRef={fieldRef}
      fallbackFocus={fallbackFocus}
      form={form}
      onValid={({ text }) => (isComplete ? complete.mutate({ id: request.id, code: text }) : reject.mutate({ id: request.id, reason: text }))}
      busy={isPending}
      submitLabel={isComplete ? m['redeem-requests.resolve.complete']() : m['redeem-requests.resolve.reject']()}
      busyLabel={isComplete ? m['redeem-requests.resolve.completing']() : m['redeem-requests.resolve.rejecting']()}
      variant={isComplete ? 'primary' : 'danger'}
      submitDisabled={isComplete && form.watch('text').trim() === ''}
    >
      {isComplete ? (
        <TextField label={m['redeem-requests.resolve.code']()} {...fieldProps} autoComplete="off" spellCheck={false} maxLength={maxLengthOf(TEXT_SCHEMAS.complete.shape.text)} />
      ) : (
        <TextField label={m['redeem-requests.resolve.reason']()} {...fieldProps} hint={m['redeem-requests.resolve.reason-hint']()} autoComplete="off" maxLength={maxLengthOf(TEXT_SCHEMAS.reject.shape.text)} />
      )}
    </FormDialog>
  );
}

/** A toast, the list refreshed, the dialog closed; a 409 (resolved elsewhere) closes it too, any other failure stays. */
function useResolveOutcome({ success, onClose, showFailure }: { success: string; onClose: () => void; showFailure: (message: string) => void }) {
  const toasts = useToast();
  const refresh = useRefresh((utils) => [utils.redeemRequests.list]);
  return {
    onSuccess: async () => {
      toasts.success(success);
      await refresh();
      onClose();
    },
    onError: async (error: unknown) => {
      const message = messageFor(error, m['redeem-requests.update-failed']());
      toasts.error(message);
      if (!isConflict(error)) return showFailure(message);
      // Already resolved elsewhere: nothing left to do here but show why and what it is now.
      await refresh();
      onClose();
    },
  };
}

/** Who asked for how much and when, and what resolving it sends them. */
function RequestSummary({ request, resolution }: { request: AdminRedeemRequest; resolution: Resolution }) {
  const amount = formatRupees(request.amountPaise);
  return (
    <>
      <span className="block">
        <span className="font-medium text-slate-900">{request.user.name}</span> asked for <strong className="text-slate-900">{amount}</strong> on{' '}
        {formatDateTime(request.createdAt)} IST.
      </span>{' '}
      <span className="mt-1 block">
        {resolution === 'complete' ? (
          m['redeem-requests.resolve.code-mailed']({ email: request.email })
        ) : (
          <>
            {amount} returns to the user's balance and the reason is e-mailed to <span className="break-all font-medium text-slate-900">{request.email}</span>.
          </>
        )}
      </span>
    </>
  );
}
