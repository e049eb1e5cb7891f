import { PROVIDER_CATALOGUE_COUNTRY } from '#contract/provider-catalogue/rules';
import type { SyncProviderCatalogueOutput } from '#contract/provider-catalogue/schemas';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { askProvider, configuredProvider } from './configured-provider';
import { fulfilmentProvider } from './make-provider';
import type { FulfilmentProvider } from '../../fulfilment-provider';

/**
 * The provider's products for India into provider_products (issue 33): each listed one inserted or
 * updated and offered; one no longer listed kept (a link may point at it) but marked unavailable.
 * An empty list changes nothing: the provider answering "none for India" is more likely a fault than
 * the whole catalogue withdrawn, and would strand every link at once.
 */
export async function syncProviderCatalogue(deps: Deps, input: { adminId: string | null }): Promise<SyncProviderCatalogueOutput> {
  return syncFrom(deps, configuredProvider(deps), input.adminId);
}

/** The daily job: a sync when a provider is connected, nothing otherwise. A provider fault throws, so the queue retries later. */
export async function syncProviderCatalogueIfConnected(deps: Deps): Promise<void> {
  const provider = fulfilmentProvider(deps.config);
  if (provider) await syncFrom(deps, provider, null);
}

async function syncFrom(deps: Deps, provider: FulfilmentProvider, adminId: string | null): Promise<SyncProviderCatalogueOutput> {
  const products = await askProvider(() => provider.listProducts(PROVIDER_CATALOGUE_COUNTRY));
  const syncedAt = deps.clock.now();
  return deps.em.transactional(async (em) => {
    let added = 0;
    for (const product of products) {
      const [row] = await sql<{ inserted: boolean }>(
        em,
        `insert into provider_products (provider, provider_product_id, name, brand, country_code, face_currency, cost_currency, denomination_type, denominations,
           min_face, max_face, cost_per_face, fee_flat, fee_percent, discount_percent, available, synced_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, true, ?)
         on conflict (provider, provider_product_id) do update set name = excluded.name, brand = excluded.brand, country_code = excluded.country_code,
           face_currency = excluded.face_currency, cost_currency = excluded.cost_currency, denomination_type = excluded.denomination_type,
           denominations = excluded.denominations, min_face = excluded.min_face, max_face = excluded.max_face, cost_per_face = excluded.cost_per_face,
           fee_flat = excluded.fee_flat, fee_percent = excluded.fee_percent, discount_percent = excluded.discount_percent, available = true, synced_at = excluded.synced_at
         returning (xmax = 0) as inserted`,
        [
          provider.name,
          product.providerProductId,
          product.name,
          product.brand,
          product.countryCode,
          product.faceCurrency,
          product.costCurrency,
          product.denominationType,
          JSON.stringify(product.denominations),
          product.minFace,
          product.maxFace,
          product.costPerFace ?? null,
          product.feeFlat,
          product.feePercent,
          product.discountPercent,
          syncedAt,
        ],
      );
      if (row?.inserted) added += 1;
    }
    const gone =
      products.length === 0
        ? []
        : await sql<{ provider_product_id: string }>(
            em,
            // The listed ids travel as one JSON array (a driver would spread a JS array into several parameters).
            `update provider_products set available = false, synced_at = ?
              where provider = ? and available and provider_product_id not in (select jsonb_array_elements_text(?::jsonb))
              returning provider_product_id`,
            [syncedAt, provider.name, JSON.stringify(products.map((product) => product.providerProductId))],
          );
    const result = { listed: products.length, added, markedUnavailable: gone.length, syncedAt };
    recordAudit({ ...deps, em }, { adminId, action: 'provider-catalogue.sync', targetType: 'provider-catalogue', targetId: provider.name, after: { listed: result.listed, added, markedUnavailable: result.markedUnavailable } });
    await em.flush();
    return result;
  });
}
