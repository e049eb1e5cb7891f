import type { RedeemRequest } from '../../../db/entities';
import type { RedeemRequestView } from '#contract/redeem/schemas';

export function toRedeemRequestView(request: RedeemRequest): RedeemRequestView {
  return {
    id: request.id,
    amountPaise: request.amountPaise,
    email: request.email,
    status: request.status,
    codeLast4: request.codeLast4 ?? null,
    rejectReason: request.rejectReason ?? null,
    createdAt: request.createdAt,
    resolvedAt: request.resolvedAt ?? null,
  };
}
