import { ACCESS } from '../admin-auth/access';
import { z } from 'zod';
import type { AdminRole } from '../admin-auth/roles';
import { amountPaiseSchema } from '../money-schemas';
import { promoTotalPaise, type PromoCodeReach } from '../promo/rules';
import { idSchema } from '../shared-schemas';
import { APPROVAL_EXPIRY_DAYS, APPROVAL_KINDS, type ApprovalKind } from './names';

export { APPROVAL_EXPIRY_DAYS, APPROVAL_KINDS, type ApprovalKind };

/**
 * Two-admin approval (issue 31, decision 048): an action above the threshold the owner set waits
 * for another admin's approval instead of taking effect.
 */

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** Who besides the owner may approve (or reject) each kind: the roles that may do the action itself. */
export const APPROVER_ROLES = {
  'balance-credit': ACCESS.money,
  'promo-code': ACCESS.promoCodes,
} as const satisfies Record<ApprovalKind, readonly Exclude<AdminRole, 'owner'>[]>;

/** Every role that approves some kind: who may open the queue. */
export const ANY_APPROVER = ACCESS.approvers;

/**
 * The thresholds, in paise, or null where the owner switched two-admin approval off (allowed only
 * while they are the site's one admin). A balance credit above `balanceCreditPaise` waits; a promo
 * code whose total (amount × max uses; unlimited uses always counts as above) exceeds
 * `promoTotalPaise` waits.
 */
export const approvalThresholdsSchema = z.object({
  balanceCreditPaise: amountPaiseSchema.nullable(),
  promoTotalPaise: z
    .number({ message: 'Amount must be a number' })
    .int('Amount must be whole paise')
    .positive('Amount must be more than ₹0')
    .max(1_000_000_000, 'Amount must be at most ₹1,00,00,000')
    .nullable(),
});
export type ApprovalThresholds = z.infer<typeof approvalThresholdsSchema>;

export const DEFAULT_APPROVAL_THRESHOLDS: ApprovalThresholds = { balanceCreditPaise: 50_000, promoTotalPaise: 1_000_000 };

/** Whether a balance credit must wait for a second admin. */
export function creditNeedsApproval(amountPaise: number, thresholds: ApprovalThresholds): boolean {
  return thresholds.balanceCreditPaise !== null && amountPaise > thresholds.balanceCreditPaise;
}

/** Whether a promo code must wait for a second admin: unlimited uses count as above any threshold. */
export function promoNeedsApproval(input: PromoCodeReach, thresholds: ApprovalThresholds): boolean {
  if (thresholds.promoTotalPaise === null) return false;
  const total = promoTotalPaise(input);
  return total === null || total > thresholds.promoTotalPaise;
}

export const decideApprovalInputSchema = z.object({
  id: idSchema,
  note: z.string({ message: 'Note must be text' }).trim().max(500, 'Note must be at most 500 characters').optional(),
});

export const listApprovalsInputSchema = z.object({ status: z.enum(['pending', 'decided']).default('pending') });

export const approvalViewSchema = z.object({
  id: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  status: z.enum(APPROVAL_STATUSES),
  /** The credit's amount or the promo code's total; null for a promo code with unlimited uses. */
  amountPaise: z.number().int().nullable(),
  /** What is asked, as the requester validated it: a credit's user and reason, a promo code's fields. */
  input: z.record(z.string(), z.unknown()),
  target: z.object({ id: z.string(), name: z.string(), email: z.string(), balancePaise: z.number().int() }).nullable(),
  requestedBy: z.object({ id: z.string(), email: z.string() }),
  decidedBy: z.object({ id: z.string(), email: z.string() }).nullable(),
  note: z.string().nullable(),
  createdAt: z.date(),
  expiresAt: z.date(),
  decidedAt: z.date().nullable(),
  /** Whether the signed-in admin may decide it (not their own, their role approves its kind, still pending). */
  mayDecide: z.boolean(),
});
export type ApprovalView = z.infer<typeof approvalViewSchema>;

/** What the dashboard and the queue's badge read: how many wait, and which thresholds are off. */
export const approvalStateSchema = z.object({
  pendingCount: z.number().int(),
  thresholds: approvalThresholdsSchema,
  /** Kinds whose two-admin approval the owner switched off. */
  off: z.array(z.enum(APPROVAL_KINDS)),
  /** The site's admins: the owner may switch a threshold off only while this is 1. */
  adminCount: z.number().int(),
});
export type ApprovalState = z.infer<typeof approvalStateSchema>;

export const APPROVALS_MESSAGES = {
  ownRequest: 'Another admin must approve this: you asked for it',
  alreadyDecided: 'This request was already decided',
  expired: (days: number) => `This request expired: nobody decided it within ${days} days`,
  notFound: 'Approval request not found',
  offNeedsSoleAdmin: 'Two-admin approval can be switched off only while you are the only admin',
} as const;
