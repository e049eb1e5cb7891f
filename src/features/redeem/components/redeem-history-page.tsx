import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useToast } from '#kit/ui/toast/toast-context';
import { Button, buttonClasses } from '#kit/ui/button';
import { Card, PageHeader } from '../../../components/ui/feedback';
import { EmptyState, ErrorState, LoadingState } from '#kit/ui/states';
import { Pagination } from '#kit/ui/pagination';
import { copyText } from '../../../lib/clipboard';
import { messageFor } from '#kit/lib/errors';
import { formatDateTime, formatRupees } from '#kit/lib/format';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { m } from '#i18n/paraglide/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RewardOrdersSection } from '../../rewards';
import { MONEY_PAGE_SIZE, useRedeemHistory } from '../../wallet';
import { StatusBadge } from './status-badge';

type RedeemRequest = RouterOutputs['redeem']['history']['requests'][number];

export function RedeemHistoryPage({ page }: { page: number }) {
  useDocumentTitle(m['account.redeem-history']());
  const history = useRedeemHistory(page);

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={m['account.redeem-history']()} description={m['wallet.redeem-history.description']()} />
      {history.isPending ? (
        <Card>
          <LoadingState label={m['wallet.redeem-history.loading']()} lines={4} />
        </Card>
      ) : history.isError ? (
        <ErrorState message={messageFor(history.error, m['account.failed-to-fetch']())} onRetry={() => void history.refetch()} retrying={history.isFetching} />
      ) : history.data.requests.length === 0 ? (
        <Card className="py-10 text-center">
          {history.data.total > 0 ? (
            <>
              <p className="text-indigo-200">{m['wallet.redeem-history.past-end']()}</p>
              <Link to="/redeem-history" className={buttonClasses('secondary', 'mt-4')}>
                {m['wallet.first-page']()}
              </Link>
            </>
          ) : (
            <EmptyState
              title={m['wallet.redeem-history.empty-title']()}
              action={
                <Link to="/redeem-balance" className={buttonClasses('primary')}>
                  {m['wallet.redeem.document-title']()}
                </Link>
              }
            >
              {m['wallet.redeem-history.empty-text']()}
            </EmptyState>
          )}
        </Card>
      ) : (
        <>
          <ul className="space-y-4" aria-label={m['wallet.redeem-history.requests']()} aria-busy={history.isPlaceholderData || undefined}>
            {history.data.requests.map((request) => (
              <li key={request.id}>
                <RedeemRequestCard request={request} />
              </li>
            ))}
          </ul>
          <Pagination page={page} total={history.data.total} pageSize={MONEY_PAGE_SIZE} label={m['wallet.redeem-history.pages']()} />
        </>
      )}
      <RewardOrdersSection StatusBadge={StatusBadge} />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to="/redeem-balance" className={buttonClasses('secondary')}>
          {m['wallet.redeem-history.new-withdrawal']()}
        </Link>
        <Link to="/wallet" className={buttonClasses('ghost')}>
          {m['wallet.back-to-wallet']()}
        </Link>
      </div>
    </div>
  );
}

function RedeemRequestCard({ request }: { request: RedeemRequest }) {
  const titleId = `redeem-request-${request.id}`;

  return (
    <article aria-labelledby={titleId} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-xl font-bold text-white">
          {formatRupees(request.amountPaise)} <span className="sr-only">{m['wallet.redeem-history.google-play-code']()}</span>
        </h2>
        <StatusBadge status={request.status} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-indigo-300">{m['wallet.redeem-history.email']()}</dt>
          <dd className="break-all text-white">{request.email}</dd>
        </div>
        <div>
          <dt className="text-indigo-300">{m['wallet.redeem-history.requested']()}</dt>
          <dd className="text-white">
            <time dateTime={request.createdAt.toISOString()}>{formatDateTime(request.createdAt)}</time>
          </dd>
        </div>
      </dl>

      {request.status === 'pending' && (
        <p className="mt-3 text-sm text-amber-100/90">
          {m['wallet.redeem-history.pending-note']({ amount: formatRupees(request.amountPaise) })}
        </p>
      )}

      {request.status === 'completed' && request.codeLast4 && <RevealableCode request={request} last4={request.codeLast4} />}

      {request.status === 'rejected' && (
        <div className="mt-4 rounded-xl bg-rose-500/10 p-3 text-sm text-rose-100 ring-1 ring-rose-400/30">
          {request.rejectReason && <p>{m['wallet.redeem-history.reason']({ reason: request.rejectReason })}</p>}
          <p className="mt-1 font-semibold">{m['wallet.redeem-history.returned']({ amount: formatRupees(request.amountPaise) })}</p>
        </div>
      )}

      {request.resolvedAt && (
        <p className="mt-3 text-xs text-indigo-300">
          {request.status === 'completed' ? m['wallet.redeem-history.completed-on']() : m['wallet.redeem-history.rejected-on']()} <time dateTime={request.resolvedAt.toISOString()}>{formatDateTime(request.resolvedAt)}</time>
        </p>
      )}
    </article>
  );
}

/**
 * A completed request's code: its last 4 until the owner asks for the whole code, which the server
 * opens and audits on each reveal (decision 029, as the store's reveal).
 */
function RevealableCode({ request, last4 }: { request: RedeemRequest; last4: string }) {
  const toast = useToast();
  const [code, setCode] = useState<string | null>(null);
  const reveal = trpc.redeem.reveal.useMutation({
    onSuccess: (answer) => setCode(answer.code),
    onError: (error) => toast.error(messageFor(error, m['account.failed-to-fetch']())),
  });
  const copy = async (text: string) => {
    if (await copyText(text)) toast.success(m['wallet.redeem-history.code-copied']());
    else toast.error(m['wallet.copy-failed']());
  };

  return (
    <div aria-live="polite" className="mt-4 flex flex-col gap-3 rounded-xl bg-emerald-500/10 p-3 ring-1 ring-emerald-400/30 sm:flex-row sm:items-center sm:justify-between">
      <p className="min-w-0 text-sm text-emerald-100">
        {m['wallet.redeem-history.google-play-code']()}
        {code ? (
          <code className="mt-1 block break-all font-mono text-base font-semibold tracking-wider text-white">{code}</code>
        ) : (
          <span className="mt-1 block font-mono text-base text-white">{m['wallet.redeem-history.code-ends']({ last4 })}</span>
        )}
      </p>
      {code ? (
        <Button variant="secondary" className="shrink-0" aria-label={m['wallet.redeem-history.copy-code']({ code })} onClick={() => void copy(code)}>
          {m['wallet.redeem-history.copy']()}
        </Button>
      ) : (
        <Button
          variant="secondary"
          className="shrink-0"
          aria-label={m['wallet.redeem-history.reveal-label']({ amount: formatRupees(request.amountPaise) })}
          busy={reveal.isPending}
          busyLabel={m['wallet.redeem-history.revealing']()}
          onClick={() => reveal.mutate({ id: request.id })}
        >
          {m['wallet.redeem-history.reveal']()}
        </Button>
      )}
    </div>
  );
}
