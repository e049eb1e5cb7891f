import type { CardDelivery } from '../fulfilment';
import { sql } from '../sql';
import { resolveRedeemRequestIn } from './resolve-redeem-request';

/** A withdrawal takes its provider's card (decision 060) as an admin's typed code: sealed, settled, told; no admin in the audit. */
export const withdrawalCardDelivery: CardDelivery = {
  lock: async (txDeps, id) => {
    const [request] = await sql<{ status: string }>(txDeps.em, `select status from redeem_requests where id = ? for update`, [id]);
    return request?.status === 'pending';
  },
  deliver: async (txDeps, id, card) => {
    const resolved = await resolveRedeemRequestIn(txDeps, { id, adminId: null, resolution: { outcome: 'completed', code: card.text, last4: card.last4 } });
    return { userId: resolved.userId, told: 'withdrawal-completed' };
  },
};
