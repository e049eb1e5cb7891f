import type { ApprovalKind, ApprovalState } from '#contract/approvals/rules';
import { m } from '../../i18n/paraglide/messages';

const OFF_WARNINGS: Record<ApprovalKind, () => string> = {
  'balance-credit': m['approvals.off-warning.balance-credit'],
  'promo-code': m['approvals.off-warning.promo-code'],
};

/** The dashboard's warning while the owner has two-admin approval switched off for some kind (decision 048). */
export function TwoAdminOffWarning({ state }: { state: ApprovalState | undefined }) {
  if (!state || state.off.length === 0) return null;
  return (
    <div role="alert" data-testid="two-admin-off" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      {state.off.map((kind) => (
        <p key={kind} className="font-semibold">
          {OFF_WARNINGS[kind]()}
        </p>
      ))}
      <p className="mt-1">{m['approvals.off-warning-detail']()}</p>
    </div>
  );
}
