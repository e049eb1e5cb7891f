import { Link, useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { requestWithdrawalInputSchema } from '#contract/redeem/schemas';
import { useToast } from '#kit/ui/toast/toast-context';
import { Button, buttonClasses } from '#kit/ui/button';
import { Card, PageHeader } from '../../../components/ui/feedback';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { TextField } from '#kit/ui/fields';
import { errorCode, isRetryable, messageFor } from '#kit/lib/errors';
import { formatCount, formatRupees } from '#kit/lib/format';
import { newIdempotencyKey } from '#kit/lib/idempotency-key';
import { trpc } from '../../../lib/trpc';
import { m } from '#i18n/paraglide/messages';
import { translateServerText } from '#i18n/validation-wording';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSchemaForm, type RefusalFields } from '#kit/ui/form/use-schema-form';
import { useSession, VerifyEmailBanner } from '../../auth';
import { useRefreshMoney, useWalletSummary } from '../../wallet';
import { AmountChoices } from './amount-choices';

const formSchema = requestWithdrawalInputSchema.pick({ amountPaise: true, email: true });

/** The server's refusals that are about the chosen amount, shown at the amount field. */
const REFUSAL_FIELDS: RefusalFields<{ amountPaise?: number; email: string }> = {
  'insufficient-balance': 'amountPaise',
  'redeem.unavailable': 'amountPaise',
  'redeem.unknown-amount': 'amountPaise',
};

export function RedeemBalancePage() {
  useDocumentTitle(m['wallet.redeem.document-title']());
  const user = useSession().data;
  const toast = useToast();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const refreshMoney = useRefreshMoney();
  const summary = useWalletSummary();
  const options = trpc.redeem.options.useQuery(undefined, { staleTime: 0 });

  // The amounts are a radio group of buttons, not an input: this page moves focus itself.
  const form = useSchemaForm(formSchema, { defaultValues: { amountPaise: undefined, email: user?.email ?? '' }, refusalFields: REFUSAL_FIELDS, shouldFocusError: false });
  const amountPaise = form.watch('amountPaise');
  const email = form.watch('email');
  const amountGroupRef = useRef<HTMLDivElement>(null);
  // One key per submission: a retry of the same amount and e-mail reuses it, so the server
  // answers the first request instead of holding the money twice.
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const inFlight = useRef(false);
  // The last error toast goes when the person tries again: it would contradict the new attempt.
  const errorToast = useRef<number | null>(null);
  const showError = (message: string) => {
    if (errorToast.current !== null) toast.dismiss(errorToast.current);
    errorToast.current = toast.error(message);
  };

  const request = trpc.redeem.request.useMutation({
    onSuccess: async () => {
      attempt.current = null;
      if (errorToast.current !== null) toast.dismiss(errorToast.current);
      void refreshMoney();
      toast.success(m['wallet.redeem.submitted']());
      await navigate({ to: '/redeem-history' });
    },
    onError: (error) => {
      form.placeRefusal(error);
      showError(messageFor(error, m['wallet.redeem.failed']()));
      // A refusal is final for this key's content; only failures that may not have reached the
      // server keep the key for the retry.
      if (!isRetryable(error)) attempt.current = null;
      // The balance or the amounts on offer may have changed since the page loaded.
      void utils.wallet.summary.invalidate();
      void utils.redeem.options.invalidate();
      if (errorCode(error) === 'FORBIDDEN') void utils.auth.session.invalidate();
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const balancePaise = summary.data?.balancePaise;
  const incomplete = amountPaise === undefined || email.trim() === '';

  /** Shows the first problem as a toast and takes the person to its field. */
  const refuseLocally = (field: 'amountPaise' | 'email', message: string) => {
    showError(message);
    if (field === 'amountPaise') amountGroupRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
    else form.setFocus('email');
  };

  const onSubmit = form.handleSubmit(
    (input) => {
      if (inFlight.current) return;
      // The server refuses this too; checked here so the person hears it without a round trip.
      if (balancePaise !== undefined && input.amountPaise !== undefined && input.amountPaise > balancePaise) {
        const insufficient = m['refusal.insufficient-balance']();
        form.setError('amountPaise', { type: 'balance', message: insufficient });
        return refuseLocally('amountPaise', insufficient);
      }
      const fingerprint = `${input.amountPaise}|${input.email}`;
      if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newIdempotencyKey() };
      inFlight.current = true;
      if (errorToast.current !== null) toast.dismiss(errorToast.current);
      errorToast.current = null;
      request.mutate({ ...input, idempotencyKey: attempt.current.key });
    },
    (errors) => {
      const field = errors.amountPaise ? 'amountPaise' : 'email';
      const message = errors[field]?.message;
      refuseLocally(field, message ? translateServerText(message) : m['wallet.redeem.failed']());
    },
  );
  const amountError = form.fieldError('amountPaise');

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title={m['wallet.redeem.document-title']()} description={m['wallet.redeem.description']()} />
      {user && !user.emailVerified && (
        <VerifyEmailBanner email={user.email} title={m['wallet.redeem.verify-title']()} reason={m['wallet.redeem.verify-reason']()} />
      )}

      <Card aria-labelledby="redeem-balance-title">
        <h2 id="redeem-balance-title" className="text-sm font-medium uppercase tracking-wide text-indigo-300">
          {m['wallet.available-balance']()}
        </h2>
        {summary.isPending ? (
          <LoadingState label={m['wallet.loading-balance']()} lines={1} />
        ) : summary.isError ? (
          <ErrorState message={messageFor(summary.error, m['account.failed-to-fetch']())} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
        ) : (
          <>
            <p className="mt-1 text-3xl font-black text-white">{formatRupees(summary.data.balancePaise)}</p>
            {summary.data.pendingCount > 0 && (
              <p className="mt-1 text-sm text-amber-100">
                {m['wallet.pending']({ amount: formatRupees(summary.data.pendingPaise), count: formatCount(summary.data.pendingCount) })}
              </p>
            )}
          </>
        )}
      </Card>

      <Card aria-labelledby="redeem-form-title">
        <h2 id="redeem-form-title" className="sr-only">
          {m['wallet.redeem.form-title']()}
        </h2>
        <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={m['wallet.redeem.document-title']()}>
          <div ref={amountGroupRef}>
            <p id="amount-label" className="mb-2 text-sm font-medium text-indigo-100">
              {m['wallet.redeem.amount']()}
            </p>
            {options.isPending ? (
              <LoadingState label={m['wallet.redeem.loading-amounts']()} lines={2} />
            ) : options.isError ? (
              <ErrorState message={messageFor(options.error, m['account.failed-to-fetch']())} onRetry={() => void options.refetch()} retrying={options.isFetching} />
            ) : (
              <AmountChoices
                options={options.data}
                value={amountPaise ?? null}
                onChange={(value) => {
                  form.setValue('amountPaise', value);
                  form.clearErrors('amountPaise');
                }}
                labelledBy="amount-label"
                describedBy={amountError ? 'amount-error' : undefined}
                invalid={Boolean(amountError)}
                balancePaise={balancePaise}
              />
            )}
            {amountError && (
              <p id="amount-error" className="mt-1.5 text-sm text-rose-300">
                {translateServerText(amountError)}
              </p>
            )}
          </div>

          <TextField
            label={m['wallet.redeem.email']()}
            type="email"
            autoComplete="email"
            required
            hint={m['wallet.redeem.email-hint']()}
            {...form.field('email')}
          />

          <ul className="space-y-2 rounded-xl bg-indigo-950/50 p-4 text-sm text-indigo-100 ring-1 ring-white/10" aria-label={m['wallet.redeem.how']()}>
            <li>{m['wallet.redeem.how-email']()}</li>
            <li>{m['wallet.redeem.how-time']()}</li>
            <li>{m['wallet.redeem.how-hold']()}</li>
          </ul>

          <Button
            type="submit"
            className={`w-full sm:w-auto ${incomplete ? 'cursor-not-allowed opacity-60' : ''}`}
            aria-disabled={incomplete || undefined}
            busy={request.isPending}
            busyLabel={m['wallet.redeem.busy']()}
          >
            {amountPaise === undefined ? m['wallet.redeem.submit']() : m['wallet.redeem.withdraw-amount']({ amount: formatRupees(amountPaise) })}
          </Button>
        </form>
      </Card>

      <nav aria-label={m['wallet.pages-nav']()} className="flex flex-col gap-3 sm:flex-row">
        <Link to="/redeem-history" className={buttonClasses('secondary')}>
          {m['account.redeem-history']()}
        </Link>
        <Link to="/wallet" className={buttonClasses('secondary')}>
          {m['wallet.go-to-wallet']()}
        </Link>
      </nav>
    </div>
  );
}
