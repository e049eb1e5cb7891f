import { PromoCode } from '../../../db/entities';
import type { Deps } from '../deps';
import { toPromoCodeView } from './to-promo-code-view';

export async function listPromoCodes(deps: Deps, input: { page: number; pageSize: number }) {
  const [promos, total] = await deps.em.findAndCount(PromoCode, {}, { orderBy: { createdAt: 'desc', id: 'asc' }, limit: input.pageSize, offset: (input.page - 1) * input.pageSize });
  return { promoCodes: promos.map(toPromoCodeView), total };
}
