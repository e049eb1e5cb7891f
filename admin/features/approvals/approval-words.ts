import type { ApprovalView } from '#contract/approvals/rules';
import { formatCount, formatRupees } from '#kit/lib/format';
import { m } from '../../i18n/paraglide/messages';

/** A promo code's reach, from its amount and uses: "up to ₹5,000 in total (100 uses)" or "no limit on uses". */
export function promoReach(amountPaise: number, maxUses: number | null | undefined): string {
  return maxUses ? m['approvals.promo-uses-limited']({ total: formatRupees(amountPaise * maxUses), count: formatCount(maxUses) }) : m['approvals.promo-uses-unlimited']();
}

const credit = (approval: ApprovalView) => {
  const amountPaise = Number(approval.input.amountPaise);
  const balancePaise = approval.target?.balancePaise ?? 0;
  return { amount: formatRupees(amountPaise), balance: formatRupees(balancePaise), after: formatRupees(balancePaise + amountPaise), email: approval.target?.email ?? '', name: approval.target?.name ?? '' };
};

const promo = (approval: ApprovalView) => ({ code: String(approval.input.code), uses: promoReach(Number(approval.input.amountPaise), approval.input.maxUses as number | null | undefined) });

/** What is asked, in figures computed from the request's own input and the user's balance now. */
export function approvalSummary(approval: ApprovalView): string {
  if (approval.kind === 'balance-credit') return m['approvals.credit-summary']({ ...credit(approval), reason: String(approval.input.reason) });
  return m['approvals.promo-summary']({ ...promo(approval), amount: formatRupees(Number(approval.input.amountPaise)) });
}

/** The approval dialog's sentence: what happens at once. */
export function approvalConsequence(approval: ApprovalView): string {
  return approval.kind === 'balance-credit' ? m['approvals.confirm-credit'](credit(approval)) : m['approvals.confirm-promo'](promo(approval));
}

export function approvalKindName(approval: ApprovalView): string {
  return approval.kind === 'balance-credit' ? m['approvals.kind.balance-credit']() : m['approvals.kind.promo-code']();
}
