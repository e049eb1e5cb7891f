import { useState } from 'react';
import { messageFor } from '#kit/lib/errors';
import { formatDateTime, formatRupees } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import type { Column } from '#kit/ui/data-table';
import { useToast } from '#kit/ui/toast/toast-context';
import { Badge } from '../../components/panel';
import { PersonCell } from '../../components/table-cells';
import { SupplierNote } from '../../components/supplier-note';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';

export type AdminRedeemRequest = AdminOutputs['redeemRequests']['list']['requests'][number];

export const REDEEM_STATUS_LABELS = {
  pending: m['redeem-requests.status.pending'](),
  completed: m['redeem-requests.status.completed'](),
  rejected: m['redeem-requests.status.rejected'](),
} as const;

const STATUS_TONES = { pending: 'amber', completed: 'green', rejected: 'red' } as const;

export const REDEEM_COLUMNS: Column<AdminRedeemRequest>[] = [
  {
    header: m['redeem-requests.column.user'](),
    rowHeader: true,
    className: 'text-left font-normal',
    cell: ({ user }) => <PersonCell name={user.name} email={user.email} naming />,
  },
  { header: m['redeem-requests.column.amount'](), align: 'end', className: 'tabular-nums font-medium text-slate-900', cell: (request) => formatRupees(request.amountPaise) },
  { header: m['redeem-requests.column.send-to'](), className: 'break-words text-slate-600', cell: (request) => request.email },
  { header: m['redeem-requests.column.requested'](), className: 'whitespace-nowrap text-slate-600', cell: (request) => <time dateTime={request.createdAt.toISOString()}>{formatDateTime(request.createdAt)}</time> },
  {
    header: m['redeem-requests.column.status'](),
    cell: (request) => (
      <span className="flex flex-col items-end gap-1 xl:items-start">
        <Badge tone={STATUS_TONES[request.status]}>{REDEEM_STATUS_LABELS[request.status]}</Badge>
        <SupplierNote supplier={request.supplier} pending={request.status === 'pending'} />
      </span>
    ),
  },
  {
    header: m['redeem-requests.column.code-or-reason'](),
    label: (request) => (request.status === 'rejected' ? m['redeem-requests.column.reason']() : m['redeem-requests.column.code']()),
    className: 'text-slate-700',
    cell: (request) =>
      request.status === 'completed' && request.codeLast4 ? (
        <RevealableCode request={request} last4={request.codeLast4} />
      ) : request.status === 'rejected' && request.rejectReason ? (
        <span className="block max-w-xs text-right break-words xl:text-left">{request.rejectReason}</span>
      ) : (
        <span className="text-slate-600">—</span>
      ),
  },
];

/** A completed request's last 4; the whole code only on Reveal, an audited action (decision 029). */
function RevealableCode({ request, last4 }: { request: AdminRedeemRequest; last4: string }) {
  const toasts = useToast();
  const utils = trpc.useUtils();
  const [code, setCode] = useState<string | null>(null);
  const reveal = trpc.redeemRequests.revealCode.useMutation({
    onSuccess: async (answer) => {
      setCode(answer.code);
      await utils.audit.list.invalidate();
    },
    onError: (error) => toasts.error(messageFor(error, m['redeem-requests.code-reveal-failed']())),
  });
  if (code) return <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs break-all text-slate-900">{code}</code>;
  return (
    <span className="inline-flex items-center gap-2">
      <code className="font-mono text-xs text-slate-900">{m['rewards.codes.last4']({ last4 })}</code>
      <Button
        size="sm"
        aria-label={m['redeem-requests.code-reveal-label']({ name: request.user.name, amount: formatRupees(request.amountPaise) })}
        busy={reveal.isPending}
        busyLabel={m['redeem-requests.code-revealing']()}
        onClick={() => reveal.mutate({ id: request.id })}
      >
        {m['redeem-requests.code-reveal']()}
      </Button>
    </span>
  );
}
