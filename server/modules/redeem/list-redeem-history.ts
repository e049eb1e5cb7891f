import { RedeemRequest } from '../../../db/entities';
import type { Deps } from '../deps';
import { toRedeemRequestView } from './to-redeem-request-view';

/** The user's own requests only: the user id comes from the session, never from input. */
export async function listRedeemHistory(deps: Deps, input: { userId: string; page: number; pageSize: number }) {
  const [requests, total] = await deps.em.findAndCount(
    RedeemRequest,
    { user: input.userId },
    { orderBy: { createdAt: 'desc', id: 'asc' }, limit: input.pageSize, offset: (input.page - 1) * input.pageSize },
  );
  return { requests: requests.map(toRedeemRequestView), total };
}
