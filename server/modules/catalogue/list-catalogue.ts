import { CatalogueItem } from '../../../db/entities';
import { CachedRead } from '../cache';
import type { Deps } from '../deps';
import type { Locale } from '#contract/i18n/locales';
import { monthLabel, monthRange } from './month-label';
import type { CatalogueList, ListCatalogueInput } from '#contract/catalogue/schemas';
import { toCatalogueView } from './to-catalogue-view';

/** LIKE treats % and _ as wildcards; a visitor's search is plain text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

type CatalogueQuery = ListCatalogueInput & { locale: Locale };

/** Per language and filter (as parsed: trimmed, 'all' already dropped; a visitor's choice, so bounded) until an item changes. */
const PUBLIC_CATALOGUE = new CachedRead<CatalogueQuery, CatalogueList, Deps>({
  name: 'public catalogue',
  key: (input) => JSON.stringify([input.locale, input.search ?? null, input.month ?? null, input.status ?? null]),
  read: (deps, input) => readCatalogue(deps, input),
  maxEntries: 256,
  forgetOn: { catalogue: 'all' },
  public: true,
});

/**
 * In the reader's language; filters combine by AND, grouped by month; the month list covers the whole
 * catalogue, not the results. Search finds either language's title, whichever the reader types.
 */
export function listCatalogue(deps: Deps, input: CatalogueQuery): Promise<CatalogueList> {
  return PUBLIC_CATALOGUE.get(deps, input);
}

async function readCatalogue(deps: Deps, input: CatalogueQuery): Promise<CatalogueList> {
  const qb = deps.em.createQueryBuilder(CatalogueItem, 'c').select('*').orderBy({ date: 'desc', title: 'asc', id: 'asc' });
  if (input.search) {
    const pattern = `%${escapeLike(input.search)}%`;
    qb.andWhere(`(c.title ilike ? or c.title_hi ilike ? or to_char(c.date, 'YYYY-MM-DD') like ?)`, [pattern, pattern, pattern]);
  }
  if (input.month) {
    const { from, until } = monthRange(input.month);
    qb.andWhere({ date: { $gte: from, $lt: until } });
  }
  if (input.status) qb.andWhere({ status: input.status });

  const items = await qb.getResultList();
  const monthRows = await deps.em
    .getConnection()
    .execute<Array<{ month: string; count: string }>>(`select to_char(date, 'YYYY-MM') as month, count(*) as count from catalogue_items group by 1 order by 1 desc`);

  const groups: CatalogueList['groups'] = [];
  for (const item of items.map((row) => toCatalogueView(row, input.locale))) {
    let group = groups[groups.length - 1];
    if (!group || group.month !== item.month) {
      group = { month: item.month, label: monthLabel(item.month), count: 0, items: [] };
      groups.push(group);
    }
    group.items.push(item);
    group.count += 1;
  }
  const months = monthRows.map((row) => ({ month: row.month, label: monthLabel(row.month), count: Number(row.count) }));
  return { total: months.reduce((sum, month) => sum + month.count, 0), matching: items.length, months, groups };
}
