import { RedeemRequest } from '../../../db/entities';
import type { RedeemStatus } from '#contract/enums';
import type { QueueOrder } from '#contract/shared-schemas';
import type { Deps } from '../deps';
import { toRedeemRequestView } from './to-redeem-request-view';

/** The withdrawals queue, oldest first unless `order` says newest. */
export async function listRedeemRequests(deps: Deps, input: { status: 'all' | RedeemStatus; order: QueueOrder; page: number; pageSize: number }) {
  const [requests, total] = await deps.em.findAndCount(RedeemRequest, input.status === 'all' ? {} : { status: input.status }, {
    populate: ['user'],
    orderBy: { createdAt: input.order === 'newest' ? 'desc' : 'asc', id: 'asc' },
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  const pendingCount = await deps.em.count(RedeemRequest, { status: 'pending' });
  return {
    requests: requests.map((request) => ({ ...toRedeemRequestView(request), user: { id: request.user.id, name: request.user.name, email: request.user.email } })),
    total,
    pendingCount,
  };
}
