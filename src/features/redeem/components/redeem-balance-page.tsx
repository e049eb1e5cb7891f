import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { useToast } from '../../../kit/ui/toast/toast-context';
import { Button, buttonClasses } from '../../../kit/ui/button';
import { Card, LoadError, LoadingBlock, PageHeader } from '../../../components/ui/feedback';
import { TextField } from '../../../kit/ui/fields';
import { appCodeOf, errorCode, fieldErrorsFrom, isRetryable, messageFor, type AppCode } from '../../../kit/lib/errors';
import { formatRupees } from '../../../kit/lib/format';
import { newIdempotencyKey } from '../../../kit/lib/idempotency-key';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { checkEmail } from '../../../lib/validation';
import { useSession, VerifyEmailBanner } from '../../auth';
import { useRefreshMoney, useWalletSummary } from '../../wallet';
import { AmountChoices } from './amount-choices';

export const REDEEM_MESSAGES = {
  selectAmount: 'Please select an amount',
  enterEmail: 'Please enter your email',
  insufficient: 'Insufficient balance',
  failed: 'Failed to submit redeem request',
} as const;

type Field = 'amount' | 'email';

/** The server's refusals that are about the chosen amount, shown at the amount field. */
const AMOUNT_REFUSALS: ReadonlySet<AppCode | null> = new Set<AppCode>(['insufficient-balance', 'redeem.unavailable', 'redeem.unknown-amount']);

export function RedeemBalancePage() {
  useDocumentTitle('Redeem balance');
  const user = useSession().data;
  const toast = useToast();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const refreshMoney = useRefreshMoney();
  const summary = useWalletSummary();
  const options = trpc.redeem.options.useQuery(undefined, { staleTime: 0 });

  const [amountPaise, setAmountPaise] = useState<number | null>(null);
  const [email, setEmail] = useState(user?.email ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const emailRef = useRef<HTMLInputElement>(null);
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
    onSuccess: async (result) => {
      attempt.current = null;
      if (errorToast.current !== null) toast.dismiss(errorToast.current);
      void refreshMoney();
      toast.success(result.message);
      await navigate({ to: '/redeem-history' });
    },
    onError: (error) => {
      const message = messageFor(error, REDEEM_MESSAGES.failed);
      const fields = fieldErrorsFrom(error);
      setErrors({
        amount: fields.amountPaise ?? (AMOUNT_REFUSALS.has(appCodeOf(error)) ? message : undefined),
        email: fields.email,
      });
      showError(message);
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
  const incomplete = amountPaise === null || email.trim() === '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found: Partial<Record<Field, string>> = {};
    if (amountPaise === null) found.amount = REDEEM_MESSAGES.selectAmount;
    else if (balancePaise !== undefined && amountPaise > balancePaise) found.amount = REDEEM_MESSAGES.insufficient;
    if (!email.trim()) found.email = REDEEM_MESSAGES.enterEmail;
    else found.email = checkEmail(email);
    setErrors(found);
    const first = found.amount ?? found.email;
    if (first || amountPaise === null) {
      showError(first ?? REDEEM_MESSAGES.selectAmount);
      if (found.amount) amountGroupRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
      else emailRef.current?.focus();
      return;
    }
    const cleanEmail = email.trim();
    const fingerprint = `${amountPaise}|${cleanEmail.toLowerCase()}`;
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newIdempotencyKey() };
    inFlight.current = true;
    if (errorToast.current !== null) toast.dismiss(errorToast.current);
    errorToast.current = null;
    request.mutate({ amountPaise, email: cleanEmail, idempotencyKey: attempt.current.key });
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title="Redeem balance" description="Withdraw your wallet balance as a Google Play gift code." />
      {user && !user.emailVerified && (
        <VerifyEmailBanner email={user.email} title="Verify your e-mail to withdraw" reason="Withdrawals need a verified e-mail address." />
      )}

      <Card aria-labelledby="redeem-balance-title">
        <h2 id="redeem-balance-title" className="text-sm font-medium uppercase tracking-wide text-indigo-300">
          Available balance
        </h2>
        {summary.isPending ? (
          <LoadingBlock label="Loading your balance…" lines={1} />
        ) : summary.isError ? (
          <LoadError message={messageFor(summary.error, 'Failed to fetch data')} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
        ) : (
          <>
            <p className="mt-1 text-3xl font-black text-white">{formatRupees(summary.data.balancePaise)}</p>
            {summary.data.pendingCount > 0 && (
              <p className="mt-1 text-sm text-amber-100">
                {formatRupees(summary.data.pendingPaise)} pending in {summary.data.pendingCount} withdrawal {summary.data.pendingCount === 1 ? 'request' : 'requests'}
              </p>
            )}
          </>
        )}
      </Card>

      <Card aria-labelledby="redeem-form-title">
        <h2 id="redeem-form-title" className="sr-only">
          Withdrawal request
        </h2>
        <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Redeem balance">
          <div ref={amountGroupRef}>
            <p id="amount-label" className="mb-2 text-sm font-medium text-indigo-100">
              Amount
            </p>
            {options.isPending ? (
              <LoadingBlock label="Loading the amounts…" lines={2} />
            ) : options.isError ? (
              <LoadError message={messageFor(options.error, 'Failed to fetch data')} onRetry={() => void options.refetch()} retrying={options.isFetching} />
            ) : (
              <AmountChoices
                options={options.data}
                value={amountPaise}
                onChange={(value) => {
                  setAmountPaise(value);
                  setErrors((current) => ({ ...current, amount: undefined }));
                }}
                labelledBy="amount-label"
                describedBy={errors.amount ? 'amount-error' : undefined}
                invalid={Boolean(errors.amount)}
                balancePaise={balancePaise}
              />
            )}
            {errors.amount && (
              <p id="amount-error" className="mt-1.5 text-sm text-rose-300">
                {errors.amount}
              </p>
            )}
          </div>

          <TextField
            ref={emailRef}
            label="E-mail for the code"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            error={errors.email}
            hint="We send the Google Play code to this address."
            onChange={(event) => {
              setEmail(event.target.value);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
          />

          <ul className="space-y-2 rounded-xl bg-indigo-950/50 p-4 text-sm text-indigo-100 ring-1 ring-white/10" aria-label="How withdrawals work">
            <li>• The Google Play code is sent to you by e-mail.</li>
            <li>• Processing takes 24–48 hours.</li>
            <li>• The amount is held from your balance at once, and returned to it if the request is rejected.</li>
          </ul>

          <Button
            type="submit"
            className={`w-full sm:w-auto ${incomplete ? 'cursor-not-allowed opacity-60' : ''}`}
            aria-disabled={incomplete || undefined}
            busy={request.isPending}
            busyLabel="Submitting…"
          >
            {amountPaise === null ? 'Submit redeem request' : `Withdraw ${formatRupees(amountPaise)}`}
          </Button>
        </form>
      </Card>

      <nav aria-label="Wallet pages" className="flex flex-col gap-3 sm:flex-row">
        <Link to="/redeem-history" className={buttonClasses('secondary')}>
          Redeem history
        </Link>
        <Link to="/wallet" className={buttonClasses('secondary')}>
          Go to wallet
        </Link>
      </nav>
    </div>
  );
}
