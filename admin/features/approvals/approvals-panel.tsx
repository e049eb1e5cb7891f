import { useRef, useState } from 'react';
import { decideApprovalInputSchema, type ApprovalView } from '#contract/approvals/rules';
import { formatDateTime } from '#kit/lib/format';
import { maxLengthOf } from '#kit/lib/max-length';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { useDialogFirstField } from '#kit/ui/form/use-dialog-first-field';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { EmptyState, ErrorState, LoadingState } from '#kit/ui/states';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormDialog } from '../../components/form-dialog';
import { Badge, PanelHeader } from '../../components/panel';
import { trpc } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';
import { approvalConsequence, approvalKindName, approvalSummary } from './approval-words';

const rejectFormSchema = decideApprovalInputSchema.pick({ note: true });

/** The Approvals tab (decision 048): requests above the thresholds, oldest first, for another admin to approve or reject. */
export function ApprovalsPanel() {
  const [view, setView] = useState<'pending' | 'decided'>('pending');
  const approvals = trpc.approvals.list.useQuery({ status: view });
  const [deciding, setDeciding] = useState<{ approval: ApprovalView; decision: 'approve' | 'reject' } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const close = () => setDeciding(null);
  return (
    <section aria-labelledby="approvals-heading" className="space-y-4">
      <PanelHeader id="approvals-heading" headingRef={headingRef} documentTitle={m['approvals.document-title']()} title={m['approvals.title']()} description={m['approvals.description']()} />
      <div role="group" aria-label={m['approvals.views-label']()} className="flex gap-2">
        {(['pending', 'decided'] as const).map((option) => (
          <Button key={option} size="sm" variant={view === option ? 'primary' : undefined} aria-pressed={view === option} onClick={() => setView(option)}>
            {option === 'pending' ? m['approvals.view.pending']() : m['approvals.view.decided']()}
          </Button>
        ))}
      </div>
      {approvals.data ? (
        approvals.data.length > 0 ? (
          <ul className="space-y-3">
            {approvals.data.map((approval) => (
              <ApprovalCard key={approval.id} approval={approval} onDecide={(decision) => setDeciding({ approval, decision })} />
            ))}
          </ul>
        ) : (
          <EmptyState title={view === 'pending' ? m['approvals.empty.pending']() : m['approvals.empty.decided']()} />
        )
      ) : approvals.isError ? (
        <ErrorState message={m['approvals.load-failed']()} onRetry={() => void approvals.refetch()} retrying={approvals.isFetching} />
      ) : (
        <LoadingState label={m['approvals.loading']()} />
      )}
      {deciding?.decision === 'approve' ? <ApproveDialog approval={deciding.approval} onClose={close} /> : null}
      {deciding?.decision === 'reject' ? <RejectDialog approval={deciding.approval} onClose={close} fallbackFocus={() => headingRef.current} /> : null}
    </section>
  );
}

function decidedLine(approval: ApprovalView): string | null {
  const date = formatDateTime(approval.decidedAt ?? approval.expiresAt);
  const email = approval.decidedBy?.email ?? '';
  if (approval.status === 'approved') return m['approvals.status.approved']({ email, date });
  if (approval.status === 'rejected') return m['approvals.status.rejected']({ email, date });
  if (approval.status === 'expired') return m['approvals.status.expired']({ date });
  return null;
}

function ApprovalCard({ approval, onDecide }: { approval: ApprovalView; onDecide: (decision: 'approve' | 'reject') => void }) {
  const viewerId = trpc.adminAuth.session.useQuery().data?.id;
  const what = `${approvalKindName(approval)} ${approval.target?.email ?? String(approval.input.code ?? '')}`;
  const decided = decidedLine(approval);
  return (
    <li data-testid="approval" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          <Badge tone={approval.kind === 'balance-credit' ? 'amber' : 'green'}>{approvalKindName(approval)}</Badge>
        </p>
        <p className="text-sm text-slate-600">{m['approvals.asked']({ email: approval.requestedBy.email, date: formatDateTime(approval.createdAt), expires: formatDateTime(approval.expiresAt) })}</p>
      </div>
      <p className="mt-2 text-sm text-slate-800">{approvalSummary(approval)}</p>
      {decided ? <p className="mt-2 text-sm font-medium text-slate-700">{decided}</p> : null}
      {approval.note ? <p className="mt-1 text-sm text-slate-600">{m['approvals.note-shown']({ note: approval.note })}</p> : null}
      {approval.status === 'pending' ? (
        approval.mayDecide ? (
          <div className="mt-3 flex gap-2">
            <Button size="sm" variant="primary" aria-haspopup="dialog" aria-label={m['approvals.approve-label']({ what })} onClick={() => onDecide('approve')}>
              {m['approvals.approve']()}
            </Button>
            <Button size="sm" variant="danger" aria-haspopup="dialog" aria-label={m['approvals.reject-label']({ what })} onClick={() => onDecide('reject')}>
              {m['approvals.reject']()}
            </Button>
          </div>
        ) : (
          <p className="mt-3 text-sm text-slate-600">{approval.requestedBy.id === viewerId ? m['approvals.own']() : m['approvals.not-your-role']()}</p>
        )
      ) : null}
    </li>
  );
}

function useDecisionOutcome(success: string, onClose: () => void) {
  return useToastOutcome({ success, failure: m['approvals.failed'](), changed: (utils) => [utils.approvals.list, utils.approvals.state, utils.users.list, utils.promoCodes.list], onDone: onClose });
}

function ApproveDialog({ approval, onClose }: { approval: ApprovalView; onClose: () => void }) {
  const approve = trpc.approvals.approve.useMutation(useDecisionOutcome(m['approvals.approved'](), onClose));
  return (
    <ConfirmDialog
      title={m['approvals.confirm-title']()}
      description={approvalConsequence(approval)}
      confirmLabel={m['approvals.approve']()}
      busyLabel={m['approvals.approving']()}
      busy={approve.isPending}
      onConfirm={() => approve.mutate({ id: approval.id })}
      onClose={onClose}
    />
  );
}

function RejectDialog({ approval, onClose, fallbackFocus }: { approval: ApprovalView; onClose: () => void; fallbackFocus: () => HTMLElement | null }) {
  const form = useSchemaForm(rejectFormSchema, { defaultValues: { note: '' } });
  const reject = trpc.approvals.reject.useMutation(useDecisionOutcome(m['approvals.rejected'](), onClose));
  const [noteProps, noteRef] = useDialogFirstField(form.field('note'));
  return (
    <FormDialog
      title={m['approvals.reject-title']()}
      description={m['approvals.reject-description']({ email: approval.requestedBy.email })}
      onClose={onClose}
      initialFocusRef={noteRef}
      fallbackFocus={fallbackFocus}
      form={form}
      onValid={({ note }) => reject.mutate({ id: approval.id, note: note || undefined })}
      busy={reject.isPending}
      submitLabel={m['approvals.reject']()}
      busyLabel={m['approvals.rejecting']()}
      variant="danger"
    >
      <TextField label={m['approvals.note']()} autoComplete="off" maxLength={maxLengthOf(decideApprovalInputSchema.shape.note)} {...noteProps} />
    </FormDialog>
  );
}
