import { providerNameSchema, type ProviderCatalogueStatus, type ProviderLink } from '#contract/provider-catalogue/schemas';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { fulfilmentProvider } from './make-provider';
import { PROVIDER_PRODUCT_COLUMNS, toProviderProductView, type ProviderProductRow } from './provider-product-rows';

type LinkRow = ProviderProductRow & { reward_id: string | null; reward_name: string | null; face_value: number | null; price_paise: string };

/**
 * What the admin's provider sections read: which provider is connected (none: the admin shows none of
 * them), the catalogue's last sync, and every store product and withdrawal amount linked to it.
 */
export async function providerCatalogueStatus(deps: Deps): Promise<ProviderCatalogueStatus> {
  const provider = fulfilmentProvider(deps.config);
  if (!provider) return { provider: null, lastSyncedAt: null, availableCount: 0, links: [] };
  const em = deps.em.fork();
  const [summary] = await sql<{ last_synced_at: string | null; available_count: string }>(
    em,
    `select max(synced_at) as last_synced_at, count(*) filter (where available) as available_count from provider_products where provider = ?`,
    [provider.name],
  );
  const rows = await sql<LinkRow>(
    em,
    `select ${PROVIDER_PRODUCT_COLUMNS}, r.id as reward_id, r.name as reward_name, r.face_value, r.price_paise
       from reward_products r join provider_products p on p.provider = r.provider and p.provider_product_id = r.provider_product_id
      where r.provider = ?
     union all
     select ${PROVIDER_PRODUCT_COLUMNS}, null, null, null, w.amount_paise
       from withdrawal_options w join provider_products p on p.provider = w.provider and p.provider_product_id = w.provider_product_id
      where w.provider = ?`,
    [provider.name, provider.name],
  );
  const links = rows.map((row): ProviderLink => {
    const pricePaise = Number(row.price_paise);
    return row.reward_id
      ? { target: { kind: 'reward', productId: row.reward_id }, targetName: row.reward_name, faceRupees: row.face_value ?? 0, pricePaise, product: toProviderProductView(row) }
      : { target: { kind: 'withdrawal', amountPaise: pricePaise }, targetName: null, faceRupees: pricePaise / 100, pricePaise, product: toProviderProductView(row) };
  });
  return {
    provider: providerNameSchema.parse(provider.name),
    lastSyncedAt: summary?.last_synced_at ? new Date(summary.last_synced_at) : null,
    availableCount: Number(summary?.available_count ?? 0),
    links,
  };
}
