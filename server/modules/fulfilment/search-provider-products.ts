import type { SearchProviderProductsInput } from '#contract/provider-catalogue/schemas';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { configuredProvider } from './configured-provider';
import { PROVIDER_PRODUCT_COLUMNS, toProviderProductView, type ProviderProductRow } from './provider-product-rows';

/** The synced catalogue (what the provider lists for India, global cards included) by part of a name or brand, offered products first, then by name; paged. */
export async function searchProviderProducts(deps: Deps, input: SearchProviderProductsInput) {
  const provider = configuredProvider(deps);
  // The admin's words are matched literally: % and _ are not wildcards here.
  const pattern = `%${input.query.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const rows = await sql<ProviderProductRow & { total: string }>(
    deps.em.fork(),
    `select ${PROVIDER_PRODUCT_COLUMNS}, count(*) over () as total
       from provider_products p
      where p.provider = ? and (lower(p.name) like ? or lower(p.brand) like ?)
      order by p.available desc, lower(p.name), p.provider_product_id
      limit ? offset ?`,
    [provider.name, pattern, pattern, input.pageSize, (input.page - 1) * input.pageSize],
  );
  return { products: rows.map(toProviderProductView), total: rows[0] ? Number(rows[0].total) : 0 };
}
