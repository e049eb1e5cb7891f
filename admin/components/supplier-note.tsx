import type { AdminRewardOrderView } from '#contract/rewards/schemas';
import { m } from '../i18n/paraglide/messages';

/** A pending order's or withdrawal's order with the gift-card provider: its state and last reason; amber when it waits for an admin (decision 060). */
export function SupplierNote({ supplier, pending }: { supplier: AdminRewardOrderView['supplier']; pending: boolean }) {
  if (supplier === null || !pending) return null;
  return (
    <span className={supplier.state === 'needs-admin' ? 'text-xs text-amber-800' : 'text-xs text-slate-600'}>
      {m['common.supplier']({ state: supplier.state, reason: supplier.reason ?? '—' })}
    </span>
  );
}
