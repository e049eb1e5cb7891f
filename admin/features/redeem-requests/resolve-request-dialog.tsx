import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../src/kit/ui/button';
import { Dialog, DialogActions } from '../../../src/kit/ui/dialog';
import { TextField } from '../../../src/kit/ui/fields';
import { useToast } from '../../../src/kit/ui/toast/toast-context';
import { isConflict, messageFor } from '../../../src/kit/lib/errors';
import { formatDateTime, formatRupees } from '../../../src/kit/lib/format';
import { trpc } from '../../lib/trpc';
import type { AdminRedeemRequest } from './redeem-requests-panel';
import { REDEEM_MESSAGES } from './redeem-messages';

export type Resolution = 'complete' | 'reject';

/**
 * "Complete Redeem Request" (a Google Play code, e-mailed to the user; the hold is paid out) or
 * "Reject Redeem Request" (a reason, e-mailed; the hold returns to the user's balance).
 * A request resolves once: when another admin got there first the server answers 409, whose
 * message is shown while the list refreshes to the request's real state.
 */
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
  const toasts = useToast();
  const utils = trpc.useUtils();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const isComplete = resolution === 'complete';

  const refresh = () => Promise.all([utils.redeemRequests.list.invalidate(), utils.audit.list.invalidate()]);
  const callbacks = {
    onSuccess: async () => {
      toasts.success(isComplete ? REDEEM_MESSAGES.completed : REDEEM_MESSAGES.rejected);
      await refresh();
      onClose();
    },
    onError: async (error: unknown) => {
      if (isConflict(error)) {
        // Already resolved elsewhere: nothing left to do here but show why and what it is now.
        toasts.error(messageFor(error, REDEEM_MESSAGES.updateFailed));
        await refresh();
        onClose();
        return;
      }
      const message = messageFor(error, REDEEM_MESSAGES.updateFailed);
      setRefusal(message);
      toasts.error(message);
    },
  };
  const complete = trpc.redeemRequests.complete.useMutation(callbacks);
  const reject = trpc.redeemRequests.reject.useMutation(callbacks);
  const isPending = complete.isPending || reject.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    setRefusal(null);
    const text = value.trim();
    if (!text) {
      setFieldError(isComplete ? REDEEM_MESSAGES.codeRequired : REDEEM_MESSAGES.reasonRequired);
      fieldRef.current?.focus();
      return;
    }
    setFieldError(null);
    if (isComplete) complete.mutate({ id: request.id, code: text });
    else reject.mutate({ id: request.id, reason: text });
  };

  const amount = formatRupees(request.amountPaise);
  return (
    <Dialog
      title={isComplete ? 'Complete Redeem Request' : 'Reject Redeem Request'}
      onClose={onClose}
      preventClose={isPending}
      initialFocusRef={fieldRef}
      fallbackFocus={fallbackFocus}
      description={
        <>
          <span className="block">
            <span className="font-medium text-slate-900">{request.user.name}</span> asked for <strong className="text-slate-900">{amount}</strong> on{' '}
            {formatDateTime(request.createdAt)} IST.
          </span>{' '}
          <span className="mt-1 block">
            {isComplete ? (
              <>
                The code is e-mailed to <span className="break-all font-medium text-slate-900">{request.email}</span>.
              </>
            ) : (
              <>
                {amount} returns to the user's balance and the reason is e-mailed to <span className="break-all font-medium text-slate-900">{request.email}</span>.
              </>
            )}
          </span>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {isComplete ? (
          <TextField
            ref={fieldRef}
            label="Google Play code"
            name="code"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={fieldError}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
          />
        ) : (
          <TextField
            ref={fieldRef}
            label="Reason"
            name="reason"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={fieldError}
            hint="Sent to the user by e-mail and shown in their redeem history."
            autoComplete="off"
            maxLength={500}
          />
        )}
        {refusal ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {refusal}
          </p>
        ) : null}
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          {isComplete ? (
            <Button type="submit" variant="primary" disabled={value.trim() === ''} busy={isPending}>
              {isPending ? 'Completing…' : 'Mark as completed'}
            </Button>
          ) : (
            <Button type="submit" variant="danger" busy={isPending}>
              {isPending ? 'Rejecting…' : 'Reject request'}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
