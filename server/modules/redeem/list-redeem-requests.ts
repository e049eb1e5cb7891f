import { RedeemRequest } from '../../../db/entities';
import type { RedeemStatus } from '#contract/enums';
import type { QueueOrder } from '#contract/shared-schemas';
import type { Deps } from '../deps';
import { toRedeemRequestView } from './to-redeem-request-view';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import type { ProviderOrderState } from '#contract/rewards/rules';

/** The withdrawals queue, oldest first unless `order` says newest. */
export async function listRedeemRequests(deps: Deps, input: { status: 'all' | RedeemStatus; order: QueueOrder; page: number; pageSize: number }) {
  const [requests, total] = await deps.em.findAndCount(RedeemRequest, input.status === 'all' ? {} : { status: input.status }, {
    populate: ['user'],
    orderBy: { createdAt: input.order === 'newest' ? 'desc' : 'asc', id: 'asc' },
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  const pendingCount = await deps.em.count(RedeemRequest, { status: 'pending' });
  // A request paid with a card from the gift-card provider has its order there (decision 060).
  const supplierRows = requests.length
    ? await sql<Pick<Row<'provider_orders'>, 'id' | 'last_reason'> & { state: ProviderOrderState }>(deps.em, `select id, state, last_reason from provider_orders where id = any(?::uuid[])`, [`{${requests.map((request) => request.id).join(',')}}`])
    : [];
  const suppliers = new Map(supplierRows.map((row) => [row.id, { state: row.state, reason: row.last_reason }]));
  return {
    requests: requests.map((request) => ({ ...toRedeemRequestView(request), user: { id: request.user.id, name: request.user.name, email: request.user.email }, supplier: suppliers.get(request.id) ?? null })),
    total,
    pendingCount,
  };
}
