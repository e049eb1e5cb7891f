import type { Row } from '../../../db/row-types.gen';
import type { Narrowed } from '../sql';
import type { ProviderProductView } from '#contract/provider-catalogue/schemas';

/** provider_products as read for the admin (decision 035: numeric columns arrive as text). */
export type ProviderProductRow = Narrowed<Row<'provider_products'>, { provider: ProviderProductView['provider']; denomination_type: 'fixed' | 'range'; denominations: Array<{ face: number; cost: number }> }>;

export const PROVIDER_PRODUCT_COLUMNS = `p.provider, p.provider_product_id, p.name, p.brand, p.country_code, p.face_currency, p.cost_currency, p.denomination_type, p.denominations,
  p.min_face, p.max_face, p.cost_per_face, p.fee_flat, p.fee_percent, p.discount_percent, p.available, p.synced_at`;

const decimal = (value: string | null) => (value === null ? null : Number(value));

export function toProviderProductView(row: ProviderProductRow): ProviderProductView {
  return {
    provider: row.provider,
    providerProductId: row.provider_product_id,
    name: row.name,
    brand: row.brand,
    countryCode: row.country_code,
    faceCurrency: row.face_currency,
    costCurrency: row.cost_currency,
    denominationType: row.denomination_type,
    denominations: row.denominations,
    minFace: decimal(row.min_face),
    maxFace: decimal(row.max_face),
    costPerFace: decimal(row.cost_per_face),
    feeFlat: Number(row.fee_flat),
    feePercent: Number(row.fee_percent),
    discountPercent: Number(row.discount_percent),
    available: row.available,
    syncedAt: new Date(row.synced_at),
  };
}
