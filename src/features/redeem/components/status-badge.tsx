import { m } from '#i18n/paraglide/messages';
import type { RouterOutputs } from '../../../lib/trpc';

export type RedeemStatus = RouterOutputs['redeem']['history']['requests'][number]['status'];

// Labels are functions: worded in the visitor's language when drawn.
const BADGES: Record<RedeemStatus, { label: () => string; className: string }> = {
  pending: { label: () => m['wallet.status.pending'](), className: 'bg-amber-400/15 text-amber-200 ring-amber-300/40' },
  completed: { label: () => m['wallet.status.completed'](), className: 'bg-emerald-400/15 text-emerald-200 ring-emerald-300/40' },
  rejected: { label: () => m['wallet.status.rejected'](), className: 'bg-rose-500/15 text-rose-200 ring-rose-300/40' },
};

export function StatusBadge({ status }: { status: RedeemStatus }) {
  const badge = BADGES[status];
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${badge.className}`}>
      <span className="sr-only">{m['wallet.status.label']()} </span>
      {badge.label()}
    </span>
  );
}
