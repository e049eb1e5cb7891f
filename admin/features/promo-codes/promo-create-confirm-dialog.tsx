import { promoNeedsApproval } from '#contract/approvals/rules';
import { promoTotalPaise, type PromoCodeReach } from '#contract/promo/rules';
import type { CreatePromoCodeInput } from '#contract/promo/schemas';
import { formatRupees } from '#kit/lib/format';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';

/**
 * A code this large is not routine (issue 31): above it, or with no limit on uses, the admin
 * confirms what the code can pay out before it exists. Below it a code is created at once.
 */
export const PROMO_CONFIRM_OVER_TOTAL_PAISE = 100_000;

/** Whether creating the code asks first: unlimited uses, or a total over the line above. */
export function promoNeedsConfirmation(code: PromoCodeReach): boolean {
  const total = promoTotalPaise(code);
  return total === null || total > PROMO_CONFIRM_OVER_TOTAL_PAISE;
}

/** "Create this code?" with what it can pay out in numbers, and whether a second admin must approve it first (decision 048). */
export function PromoCreateConfirmDialog({ code, busy, onConfirm, onClose }: { code: CreatePromoCodeInput; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const thresholds = trpc.approvals.state.useQuery().data?.thresholds;
  const total = promoTotalPaise(code);
  const amount = formatRupees(code.amountPaise);
  const needsApproval = thresholds !== undefined && promoNeedsApproval(code, thresholds);
  return (
    <ConfirmDialog
      title={m['promo-codes.confirm.title']({ code: code.code })}
      description={
        <>
          <span className="block" data-testid="promo-consequence">
            {total === null
              ? m['promo-codes.confirm.unlimited']({ code: code.code, amount })
              : m['promo-codes.confirm.total']({ code: code.code, amount, uses: (code.maxUses ?? 0).toLocaleString('en-IN'), total: formatRupees(total) })}
          </span>
          {needsApproval ? <span className="mt-1 block font-medium text-amber-800">{m['promo-codes.confirm.needs-approval']()}</span> : null}
        </>
      }
      confirmLabel={m['promo-codes.confirm.create']()}
      busyLabel={m['promo-codes.create.creating']()}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
