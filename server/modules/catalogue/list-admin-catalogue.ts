import { CatalogueItem } from '../../../db/entities';
import type { Deps } from '../deps';
import { escapeLike } from './list-catalogue';
import type { ListAdminCatalogueInput } from '#contract/catalogue/schemas';
import { toAdminCatalogueView } from './to-catalogue-view';

/** The admin list: newest date first, searchable by either title, date or refer code, paginated. */
export async function listAdminCatalogue(deps: Deps, input: ListAdminCatalogueInput) {
  const qb = deps.em.createQueryBuilder(CatalogueItem, 'c').select('*');
  if (input.search) {
    const pattern = `%${escapeLike(input.search)}%`;
    qb.andWhere(`(c.title ilike ? or c.title_hi ilike ? or to_char(c.date, 'YYYY-MM-DD') like ? or c.refer_code ilike ?)`, [pattern, pattern, pattern, pattern]);
  }
  if (input.status) qb.andWhere({ status: input.status });
  const matching = await qb.clone().getCount();
  const items = await qb
    .orderBy({ date: 'desc', title: 'asc', id: 'asc' })
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .getResultList();
  const total = await deps.em.count(CatalogueItem, {});
  return { items: items.map(toAdminCatalogueView), matching, total, page: input.page, pageSize: input.pageSize };
}
